import { defineIsland } from '../../src/runtime/define';
import type { ProductGalleryProps } from './read';

/**
 * The product gallery (WooCommerce's product-image.php markup). `load`: the server prints it at
 * opacity 0 and only the script shows it, as single-product.js does.
 */
export default defineIsland<ProductGalleryProps>({
  name: 'product-gallery',
  area: 'product',
  selector: '.woocommerce-product-gallery',
  trigger: 'load',
  load: () => import('./ProductGallery'),
});
