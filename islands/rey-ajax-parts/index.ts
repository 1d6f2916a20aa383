import { defineIsland } from '../../src/runtime/define';
import type { ReyAjaxPartProps } from './ReyAjaxPart';

/**
 * Rey's small parts that the theme's ajax fills in when they come near the viewport: icon
 * placeholders (`svg[data-icon-placeholder]`, `get_svg_icon {id}` unless `reyParams.svg_icons` has
 * it), the product's custom price text (`span[data-price-text]`, `pdp_custom_price_text {pid}`) and
 * the shipping status line (`.rey-shippingStatus[data-text]`, `get_shipping_status {text, no_text}`,
 * asked again when the cart changes). One definition for the three keeps the entry small.
 */
export default defineIsland<ReyAjaxPartProps>({
  name: 'rey-ajax-parts',
  area: 'theme',
  selector: 'svg[data-icon-placeholder],span[data-price-text],.rey-shippingStatus[data-text]',
  trigger: 'visible',
  load: () => import('./ReyAjaxPart'),
});
