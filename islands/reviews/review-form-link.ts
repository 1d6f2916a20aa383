/**
 * "Skriv en recension": to the review form, shown again if a sent review hid it, its first field
 * focused. False when the page has no form.
 */
export function goToReviewForm(doc: Document = document): boolean {
  const form = doc.getElementById('review_form');
  if (!form) return false;
  form.style.removeProperty('display');
  form.scrollIntoView({ behavior: 'smooth', block: 'start' });
  form.querySelector<HTMLElement>('p.stars a, textarea, input:not([type=hidden])')?.focus({ preventScroll: true });
  return true;
}
