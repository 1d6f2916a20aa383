import { defineIsland } from '../../src/runtime/define';
import { atLoad } from '../../src/runtime/at-load';
import type { ProductGalleryProps } from './read';

/**
 * The product gallery (WooCommerce's product-image.php markup). The server prints it at opacity 0 and
 * only the script shows it, as single-product.js does: at load, without React (./at-load.ts), it is
 * shown with its controls, the first slide where the slider will show it. The island (the slider,
 * the zoom, the lightbox) comes when the shopper reaches for the gallery, or once they are here; a
 * click that beats it is held and replayed, a swipe is made once it is there.
 */
export default defineIsland<ProductGalleryProps>({
  name: 'product-gallery',
  area: 'product',
  selector: '.woocommerce-product-gallery',
  placeholder: (host) => atLoad('product-gallery', () => import('./at-load'), ({ prepareGallery }) => prepareGallery(host)),
  // A function, so the gallery is searched for at load and its placeholder runs then.
  trigger: () => 'interaction',
  load: () => import('./ProductGallery'),
});
