// Complianz and the WP Consent API talk to other scripts through CustomEvents on document; jQuery
// listeners (`$(document).on('cmplz_enable_category', …)`) hear them as well.

export function fire(type: string, detail?: unknown, target: EventTarget = document): void {
  target.dispatchEvent(new CustomEvent(type, detail === undefined ? {} : { detail }));
}
