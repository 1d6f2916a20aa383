import { defineIsland } from '../../src/runtime/define';
import type { MenuCartProps } from './read';

/**
 * Opened at load by the page builder when the page follows an add to cart (no ajax) and the widget says
 * so: then the island is needed at once.
 */
function opensAtLoad(host: HTMLElement): boolean {
  // Read here, not through src/config.ts: the entry shares no module with the island chunks.
  const config = (window as unknown as { ElementorProFrontendConfig?: { woocommerce?: { productAddedToCart?: unknown } } }).ElementorProFrontendConfig;
  return Boolean(config?.woocommerce?.productAddedToCart) && /"automatically_open_cart":"yes"/.test(host.getAttribute('data-settings') ?? '');
}

/**
 * Elementor Pro's menu cart widget: its toggle opens the side cart or the dropdown mini cart, which
 * WooCommerce's cart widget content fills (the mini-cart island); the count and subtotal in the toggle
 * follow WooCommerce's fragments. A click on the toggle that comes before the code is held and replayed.
 */
export default defineIsland<MenuCartProps>({
  name: 'elementor-menu-cart',
  area: 'theme',
  runtime: 'elementor',
  selector: '.elementor-widget-woocommerce-menu-cart',
  trigger: (host) => (opensAtLoad(host) ? 'load' : 'interaction'),
  load: () => import('./ElementorMenuCart'),
});
