/** Rey's header account panel layouts. */
export type AccountLayout = 'drop' | 'offcanvas';

/**
 * The layout of Rey's account panel wrapper (`.rey-accountPanel-wrapper`): `data-layout` (Rey 2.4+),
 * else its `--layout-drop` / `--layout-offcanvas` class (all Rey versions print it; before 2.4 it is
 * the only mark). Null when the wrapper says neither.
 */
export function accountPanelLayout(wrapper: Element): string | null {
  const printed = wrapper.getAttribute('data-layout');
  if (printed !== null) return printed;
  if (wrapper.classList.contains('--layout-offcanvas')) return 'offcanvas';
  if (wrapper.classList.contains('--layout-drop')) return 'drop';
  return null;
}
