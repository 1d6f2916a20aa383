/** Ids of the stylesheets island chunks added to this page. */
const injectedStyles = new Set<string>();

/**
 * Adds a stylesheet once. Island chunks call this when they load, so a page gets only the CSS of the
 * islands it has and the shop never adds a <link> for us. Styles go first in <head> so the theme's
 * own rules win any tie.
 */
export function injectStyle(id: string, css: string): void {
  if (injectedStyles.has(id) || !css) return;
  injectedStyles.add(id);
  const style = document.createElement('style');
  style.dataset.wooIslands = id;
  style.textContent = css;
  document.head.prepend(style);
}
