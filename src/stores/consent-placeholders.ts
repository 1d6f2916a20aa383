let shown = 0;

/** The next number of a consent placeholder on this page (Complianz's `cmplz-placeholder-N`). */
export function nextPlaceholderIndex(): number {
  return ++shown;
}
