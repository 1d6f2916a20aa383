// What the product gallery needs before the shopper reaches for it, without React: shown (the
// server prints it at opacity 0, as single-product.js's init shows it), WooCommerce's init events,
// its controls in place, the first slide laid out where the slider will show it, and the moves asked
// of it before its island mounts (a swipe, the variation form's image) kept for the island.
import { params } from '../../src/config';
import { emit, on } from '../../src/events';
import { lightboxInHash } from '../../src/lightbox';
import { injectStyle } from '../../src/runtime/styles';
import { earlyGalleryMoves, preparedGalleries, type EarlyGalleryMoves, type GalleryMove } from './early-moves';
import { wakeIsland } from '../../src/wake-island';
import { galleryControls, slideAskedFor } from './controls';
import { watchEarlySwipes } from './early-swipe';
import { read } from './read';
import css from './style.css';

export function prepareGallery(host: HTMLElement): void {
  if (preparedGalleries.has(host)) return;
  const { wrapper, slides, name, rtl, features } = read(host);
  preparedGalleries.add(host);
  injectStyle('product-gallery', css);
  emit('wc-product-gallery-before-init', [host, params('wc_single_product_params')], host);
  host.style.opacity = '1';
  const controls = galleryControls(host, wrapper, slides, features);
  emit('wc-product-gallery-after-init', [host, params('wc_single_product_params')], host);
  // A shared link (`#gid=product-101&pid=2`) opens the lightbox at load: the island does.
  const shared = features.lightbox ? lightboxInHash() : null;
  if (shared?.gallery === name && shared.index < slides.length) wakeIsland(host);
  if (!controls) return;
  host.setAttribute('data-wi-slider', 'waiting');
  const early: EarlyGalleryMoves = { moves: [], stop: () => {} };
  const ask = (move: GalleryMove, wake: boolean) => {
    if (early.take) return early.take(move);
    early.moves.push(move);
    // A task later: starting the island's imports costs milliseconds of a slowed phone, and the event
    // comes from the shopper's choice of a variation, whose price and image must show first.
    if (wake) setTimeout(() => wakeIsland(host));
  };
  const stopSwipes = watchEarlySwipes(wrapper, rtl, (forward) => ask({ by: forward ? 1 : -1 }, false));
  // The variation form moves the gallery to a variation's image through flexslider's event, and back.
  const offs = [
    on('flexslider-click', (_args, heard) => {
      const at = slideAskedFor(controls.thumbs, (heard.event as { target?: unknown }).target ?? null);
      if (at >= 0 && !early.take) ask({ to: at }, true);
    }, controls.thumbs),
    on('woocommerce_gallery_reset_slide_position', () => {
      if (!early.take) ask({ to: 0 }, false);
    }, host),
  ];
  early.stop = () => {
    stopSwipes();
    offs.forEach((off) => off());
  };
  earlyGalleryMoves.set(host, early);
}
