// The notices a failed add from a product's form leaves above it. Apart from the add itself, so a
// form can clear them without loading the cart's code.
export const NOTICES_CLASS = 'wi-form-notices';

/** Removes the notices an earlier add left above the form. */
export function clearFormNotices(form: HTMLFormElement): void {
  const previous = form.previousElementSibling;
  if (previous?.classList.contains(NOTICES_CLASS)) previous.remove();
}
