import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { flag, params, str } from '../../src/config';
import { useAttribute, useListener, useToggleClass } from '../../src/hooks';
import { t } from '../../src/i18n';
import { failureMessage } from '../../src/i18n/failure';
import type { IslandProps } from '../../src/runtime/define';
import { logError } from '../../src/helpers/log';
import { emptyRequired, formFields } from './fields';
import { markInvalid } from './invalid-fields';
import type { ReviewFormProps } from './read';
import { showSentReview } from './sent-review';
import { errorAlert, useServerErrors } from './server-errors';
import { Stars } from './Stars';
import { useStatusLine } from './status-line';

export { read } from './read';

interface SubmitAnswer {
  errors?: string;
  html?: string;
  approved?: boolean;
}

// Rey reloads a page without a review list 3 s after a review was sent (theme spec §9).
const RELOAD_AFTER_MS = 3000;

function ratingRequired(select: HTMLSelectElement): boolean {
  const printed = params('wc_single_product_params').review_rating_required;
  return printed === undefined ? select.required : printed === 'yes';
}

/**
 * WooCommerce's review form rules and Rey's ajax submission: no rating, no submit ('Välj ett betyg');
 * in ajax mode empty required fields are outlined red, the form goes to `submit_review`, the server's
 * errors appear before the submit button, and a sent review is put at the top of the list.
 */
export default function ReviewForm({ host, form, rating, submit }: IslandProps<ReviewFormProps>) {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const undoInvalid = useRef<() => void>(() => {});
  const ajax = flag(params('reyParams').ajax_add_review);

  const wrapper = host.closest<HTMLElement>('#review_form') ?? host;

  useToggleClass(submit, 'loading-spin', busy);
  useAttribute(form, 'aria-busy', busy ? 'true' : null);
  useServerErrors(errors, submit?.closest('p.form-submit') ?? submit);
  const statusLine = useStatusLine(wrapper, Boolean(status));
  // Red outlines left when the island goes are taken back with it.
  useEffect(() => () => undoInvalid.current(), []);

  // WooCommerce checks the rating on the submit button's click, before the form submits.
  useListener<MouseEvent>(submit, 'click', (event) => {
    if (rating && !rating.value && ratingRequired(rating)) {
      event.preventDefault();
      window.alert(t('required_rating'));
    }
  });

  useListener<SubmitEvent>(form, 'submit', (event) => {
    if (rating && !rating.value && ratingRequired(rating)) {
      // A submit that bypassed the button (form.requestSubmit from a script).
      event.preventDefault();
      window.alert(t('required_rating'));
      return;
    }
    if (!ajax) return;
    event.preventDefault();
    if (busy) return;
    undoInvalid.current();
    const empty = emptyRequired(form, rating);
    if (empty.length) {
      undoInvalid.current = markInvalid(empty);
      empty[0]!.focus();
      return;
    }
    const fields = formFields(form);
    if (![...fields.keys()].length) {
      // Only logged (as Rey does), so in the theme's English words.
      logError('Form data empty. Please reload and try again.');
      return;
    }
    setBusy(true);
    setErrors(null);
    // Rey's transport with the first review sent: a shop whose form posts to WordPress never loads it.
    import('../../src/rey-ajax')
      .then(({ reyAjax }) => reyAjax<SubmitAnswer>('submit_review', {}, { form: fields }))
      .then((answer) => {
        if (answer?.errors) {
          setErrors(answer.errors);
          return;
        }
        if (answer?.html) placeReview(answer);
      })
      // Rey's own refusal (its answer's text) as it says it; a failed request in the shop's words.
      .catch((error: unknown) => setErrors(errorAlert(error instanceof Error && error.name === 'Error' ? error.message : failureMessage(error))))
      .finally(() => setBusy(false));
  });

  function placeReview(answer: SubmitAnswer) {
    const list = document.querySelector('#comments .commentlist');
    const rey = params('reyParams');
    if (!list) {
      setStatus(str(rey.ajax_add_review_reload_text) || '…');
      setTimeout(() => location.reload(), RELOAD_AFTER_MS);
      return;
    }
    showSentReview(list, answer.html!, form, wrapper);
    setStatus(answer.approved === false ? str(rey.ajax_add_review_await_approval_text) || null : null);
  }

  return (
    <>
      {rating && <Stars select={rating} />}
      {statusLine && status ? createPortal(status, statusLine) : null}
    </>
  );
}
