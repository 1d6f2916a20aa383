// Elementor Pro's answer to `elementor_pro_forms_send_form` (its Ajax_Handler::send): WordPress's
// `{ success: true, data: { message, data } }`, or `{ success: false, data: { message, errors, data } }`
// with the field errors keyed by the field's id. Actions put what the page should do next in the
// inner `data`: the redirect action `redirect_url`, the popup action `popup`.

export interface FormAnswer {
  success: boolean;
  /** The success or error message; Pro joins several errors with `<br>`. */
  message: string;
  /** Field id → message. */
  errors: Record<string, string>;
  /** What the form's actions added. */
  data: Record<string, unknown>;
}

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** The answer, or null when the body is not one (admin-ajax's bare `0`, a PHP error page). */
export function formAnswer(body: unknown): FormAnswer | null {
  const outer = record(body);
  if (typeof outer.success !== 'boolean' || !('data' in outer)) return null;
  const data = record(outer.data);
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(record(data.errors))) errors[field] = text(message);
  return { success: outer.success, message: text(data.message), errors, data: record(data.data) };
}

/** Where the redirect action sends the shopper: an http(s) address only, resolved against the page. */
export function redirectUrl(answer: FormAnswer, base: string): string | null {
  const raw = answer.data.redirect_url;
  if (typeof raw !== 'string' || !raw.trim()) return null;
  try {
    const url = new URL(raw, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export type PopupAction = { action: 'open'; id: string } | { action: 'close'; doNotShowAgain: boolean };

/** The popup action: open another popup, or close the one the form sits in (maybe for good). */
export function popupAction(answer: FormAnswer): PopupAction | null {
  const popup = record(answer.data.popup);
  if (popup.action === 'open') {
    const id = text(popup.id);
    return /^\d+$/.test(id) ? { action: 'open', id } : null;
  }
  if (typeof popup.action === 'string' && popup.action) {
    const again = popup.do_not_show_again;
    return { action: 'close', doNotShowAgain: again === 'yes' || again === true };
  }
  return null;
}
