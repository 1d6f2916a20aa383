import { wakeIsland } from '../../src/wake-island';

/**
 * Gets the cart panel ready ahead of its first opening (the header cart calls it on intent and on
 * click): its island and the mini cart inside it (which waits for the shopper when there is no cart)
 * mount now rather than in idle time, and the body's code starts loading.
 */
export function preloadCartPanel(): void {
  const panel = document.querySelector('.rey-cartPanel-wrapper.js-rey-cartPanel');
  wakeIsland(panel);
  for (const widget of panel?.querySelectorAll('div.widget_shopping_cart_content') ?? []) wakeIsland(widget);
  void import('./CartPanelBody');
}
