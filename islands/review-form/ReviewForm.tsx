import { useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { flag, params, str } from '../../src/config';
import { alertsAroundLists } from '../../src/a11y';
import { parseServerHTML } from '../../src/dom';
import { useListener, useToggleClass } from '../../src/hooks';
import { t } from '../../src/i18n';
import { reyAjax } from '../../src/rey-ajax';
import type { IslandProps } from '../../src/runtime/define';
import { logError } from '../../src/log';
import type { ReviewFormProps } from './read';
import { Stars } from './Stars';

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

/** Rey's check: every required field filled, the empty ones outlined red (the rating has its own alert). */
function emptyRequired(form: HTMLFormElement, rating: HTMLSelectElement | null): HTMLElement[] {
  const fields = [...form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('[required]')];
  return fields.filter((field) => field !== rating && !field.disabled && !String(field.value).trim());
}

function markInvalid(fields: HTMLElement[]): () => void {
  const undo = fields.map((field) => {
    const border = field.style.borderColor;
    field.style.borderColor = 'red';
    field.setAttribute('aria-invalid', 'true');
    const clear = () => {
      field.style.borderColor = border;
      field.removeAttribute('aria-invalid');
      field.removeEventListener('input', clear);
    };
    field.addEventListener('input', clear);
    return clear;
  });
  return () => undo.forEach((clear) => clear());
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

  useToggleClass(submit, 'loading-spin', busy);
  useLayoutEffect(() => {
    if (busy) form.setAttribute('aria-busy', 'true');
    else form.removeAttribute('aria-busy');
  }, [form, busy]);

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
    const fields = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === 'string') fields.append(name, value);
    if (![...fields.keys()].length) {
      // Only logged (as Rey does), so in the theme's English words.
      logError('Form data empty. Please reload and try again.');
      return;
    }
    setBusy(true);
    setErrors(null);
    reyAjax<SubmitAnswer>('submit_review', {}, { form: fields })
      .then((answer) => {
        if (answer?.errors) {
          setErrors(answer.errors);
          return;
        }
        if (answer?.html) placeReview(answer);
      })
      .catch((error: unknown) => setErrors(`<p class="woocommerce-error" role="alert">${error instanceof Error ? escapeText(error.message) : escapeText(t('unknown_error'))}</p>`))
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
    list.querySelector(':scope > li.__loader')?.remove();
    list.prepend(parseServerHTML(answer.html!));
    form.reset();
    const wrapper = host.closest<HTMLElement>('#review_form') ?? host;
    wrapper.style.display = 'none';
    setStatus(answer.approved === false ? str(rey.ajax_add_review_await_approval_text) || null : null);
  }

  return (
    <>
      {rating && <Stars select={rating} />}
      <ServerErrors html={errors} before={submit?.closest('p.form-submit') ?? submit} />
      <Status text={status} after={host.closest('#review_form') ?? host} />
    </>
  );
}

function escapeText(text: string): string {
  const div = document.createElement('div');
  div.textContent = text;
  return div.innerHTML;
}

/** The server's error list, before the submit button (Rey's place for it). */
function ServerErrors({ html, before }: { html: string | null; before: Element | null }) {
  useLayoutEffect(() => {
    if (!html || !before) return;
    const box = document.createElement('div');
    box.className = 'rey-reviewErrors';
    box.append(alertsAroundLists(parseServerHTML(html)));
    before.before(box);
    return () => box.remove();
  }, [html, before]);
  return null;
}

/** The status line after the form (awaiting approval, or reloading). */
function Status({ text, after }: { text: string | null; after: Element }) {
  const [box, setBox] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!text) return;
    const p = document.createElement('p');
    p.className = 'rey-reviewStatus';
    p.setAttribute('role', 'status');
    after.after(p);
    setBox(p);
    return () => {
      p.remove();
      setBox(null);
    };
  }, [after, Boolean(text)]);
  return box && text ? createPortal(text, box) : null;
}
