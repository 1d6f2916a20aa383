import { defineIsland } from '../../src/runtime/define';

const IMAGE_TYPES = ['png', 'jpg', 'jpeg', 'gif', 'svg', 'webp', 'avif'];

/**
 * Links the page builder's lightbox opens: image links inside page-builder content, links carrying a
 * video, and elements flagged for it. The product gallery has a lightbox of its own.
 */
export default defineIsland<Record<string, never>>({
  name: 'page-builder-lightbox',
  area: 'theme',
  runtime: 'elementor',
  selector: [
    ...IMAGE_TYPES.map((type) => `.elementor a[href*=".${type}" i]`),
    'a[data-elementor-lightbox-video]',
    '[data-elementor-open-lightbox="yes"]',
    '[data-elementor-lightbox]',
  ].map((s) => `${s}:not(.woocommerce-product-gallery *)`).join(', '),
  trigger: 'interaction',
  load: () => import('./LightboxLink'),
});
