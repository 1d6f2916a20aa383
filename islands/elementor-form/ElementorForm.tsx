import { useRef } from 'react';
import { emit, jquery } from '../../src/events';
import { useListener } from '../../src/hooks';
import { t } from '../../src/i18n';
import { failureMessage } from '../../src/i18n/failure';
import type { IslandProps } from '../../src/runtime/define';
import { requestPopup } from '../../src/stores/page-builder';
import { popupAction, redirectUrl, type FormAnswer } from './answer';
import { markFieldError, showMessage, startWaiting } from './feedback';
import type { ElementorFormProps } from './read';
import { checkFileSize } from './file-size';
import { sendForm } from './send';

export { read } from './read';

// Pro's popup module closes the popup a form asked it to close a second after the success message.
const CLOSE_POPUP_AFTER_MS = 1000;

/**
 * Pro's form events, for listeners of its own kind (analytics, tracking pixels): jQuery's, as Pro
 * triggers them on the form, and a bubbling DOM event. `error` goes through jQuery only: a DOM event
 * by that name would reach the page's error handlers as if something had failed to load.
 */
function announce(form: HTMLFormElement, type: 'submit_success' | 'form_destruct' | 'error', data?: Record<string, unknown>): void {
  if (type !== 'error') emit(type, [data], form);
  else jquery()?.(form).trigger('error');
}

function answered(form: HTMLFormElement, answer: FormAnswer, { svgIcons }: ElementorFormProps): void {
  if (!answer.success) {
    for (const [field, message] of Object.entries(answer.errors)) markFieldError(form, field, message);
    announce(form, 'error');
    showMessage(form, 'danger', answer.message || t('unknown_error'));
    return;
  }
  // Pro hands its answer's data (message and the actions' data) to these listeners.
  const data = { message: answer.message, data: answer.data };
  announce(form, 'submit_success', data);
  announce(form, 'form_destruct', data);
  const redirect = redirectUrl(answer, location.href);
  if (redirect) location.assign(redirect);
  form.reset();
  if (answer.message) showMessage(form, 'success', answer.message, svgIcons);
  const popup = popupAction(answer);
  if (popup?.action === 'open') requestPopup(popup.id, { type: 'open' });
  if (popup?.action === 'close') {
    const id = form.closest('[data-elementor-type="popup"]')?.getAttribute('data-elementor-id');
    if (id) setTimeout(() => requestPopup(id, { type: 'close', doNotShowAgain: popup.doNotShowAgain }), CLOSE_POPUP_AFTER_MS);
  }
}

/**
 * Elementor Pro's form sent by ajax, as its form handler does. The browser's own checks (required,
 * e-mail, patterns) run before the submit event, as Pro relies on them, unless the form is
 * `novalidate` (its custom validation), when the server's field errors say it. A form waiting for its
 * answer ignores another submit.
 */
export default function ElementorForm(props: IslandProps<ElementorFormProps>) {
  const form = props.host as HTMLFormElement;
  const waiting = useRef(false);

  useListener<SubmitEvent>(form, 'submit', (event) => {
    event.preventDefault();
    if (waiting.current) return;
    waiting.current = true;
    const stopWaiting = startWaiting(form);
    void sendForm(props.ajaxUrl, form)
      .then((answer) => {
        stopWaiting();
        answered(form, answer, props);
      })
      .catch((error: unknown) => {
        stopWaiting();
        showMessage(form, 'danger', failureMessage(error) || t('unknown_error'));
        announce(form, 'error');
      })
      .finally(() => {
        waiting.current = false;
      });
  });

  // Pro checks each chosen file against the field's `data-maxsize` (MB) as it is chosen.
  useListener<Event>(form, 'change', (event) => {
    if (event.target instanceof HTMLInputElement && event.target.type === 'file' && !checkFileSize(event.target)) announce(form, 'error');
  });

  return null;
}
