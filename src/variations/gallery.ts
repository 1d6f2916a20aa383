// The gallery's main image follows the chosen variation, exactly as WooCommerce's
// wc_variations_image_update / wc_variations_image_reset do it (woo.md §1.4): attributes are swapped
// with their originals kept in data-o_*, and the gallery is told through
// `woocommerce_gallery_reset_slide_position` and `woocommerce_gallery_init_zoom` (the gallery island
// listens; a classic gallery script hears them through jQuery).
import { emit } from '../events';
import { resetVariationAttr, setVariationAttr } from './content';
import type { Variation, VariationImage } from './types';

export interface GalleryParts {
  gallery: HTMLElement | null;
  wrap: Element | null;
  img: Element | null;
  link: Element | null;
  navImg: HTMLImageElement | null;
}

/** Per variation form: the gallery notification waiting its 20 ms. */
const pendingGallerySettles = new WeakMap<HTMLFormElement, ReturnType<typeof setTimeout>>();

/** Per variation form: its gallery's parts, looked up once and again only after one left the page. */
const foundGalleryParts = new WeakMap<HTMLFormElement, Omit<GalleryParts, 'navImg'>>();

// The attributes swapped on the main image, and the image field each one takes.
const IMAGE_ATTRS: Array<[string, keyof VariationImage]> = [
  ['src', 'src'],
  ['height', 'src_h'],
  ['width', 'src_w'],
  ['srcset', 'srcset'],
  ['sizes', 'sizes'],
  ['title', 'title'],
  ['data-caption', 'caption'],
  ['alt', 'alt'],
  ['data-src', 'full_src'],
  ['data-large_image', 'full_src'],
  ['data-large_image_width', 'full_src_w'],
  ['data-large_image_height', 'full_src_h'],
];

/** The gallery's parts for a form, looked up once and again only after one left the page. */
function partsOf(form: HTMLFormElement): GalleryParts {
  let parts = foundGalleryParts.get(form);
  if (!parts || !parts.gallery?.isConnected || (parts.img && !parts.img.isConnected)) {
    const product = form.closest('.product') ?? form.ownerDocument;
    const gallery = product.querySelector<HTMLElement>('.images');
    const wrap = gallery?.querySelector('.woocommerce-product-gallery__image, .woocommerce-product-gallery__image--placeholder') ?? null;
    parts = { gallery, wrap, img: wrap?.querySelector('.wp-post-image') ?? null, link: wrap?.querySelector('a') ?? null };
    foundGalleryParts.set(form, parts);
  }
  // Flexslider builds its thumbnails after init, inside the gallery.
  return { ...parts, navImg: parts.gallery?.querySelector<HTMLImageElement>('.flex-control-nav li img') ?? null };
}

/**
 * After 20 ms (WooCommerce lets the new image start loading first): window resize, then, when the shown
 * image id changed, `woocommerce_gallery_reset_slide_position`, then `woocommerce_gallery_init_zoom`.
 */
function settle(form: HTMLFormElement, gallery: HTMLElement | null, imageId: string): void {
  clearTimeout(pendingGallerySettles.get(form));
  pendingGallerySettles.set(form, setTimeout(() => {
    pendingGallerySettles.delete(form);
    const win = form.ownerDocument.defaultView;
    win?.dispatchEvent(new Event('resize'));
    if (!gallery?.isConnected) return;
    if ((form.getAttribute('current-image') ?? '') !== imageId) {
      form.setAttribute('current-image', imageId);
      emit('woocommerce_gallery_reset_slide_position', [], gallery);
    }
    emit('woocommerce_gallery_init_zoom', [], gallery);
  }, 20));
}

/** Restores the server's main image (wc_variations_image_reset). */
export function resetImage(form: HTMLFormElement): void {
  const { gallery, wrap, img, link, navImg } = partsOf(form);
  let changed = false;
  if (img) for (const [attr] of IMAGE_ATTRS) changed = resetVariationAttr(img, attr) || changed;
  if (wrap) changed = resetVariationAttr(wrap, 'data-thumb') || changed;
  if (navImg) changed = resetVariationAttr(navImg, 'src') || changed;
  if (link) changed = resetVariationAttr(link, 'href') || changed;
  if (changed || (form.getAttribute('current-image') ?? '') !== '') settle(form, gallery, '');
}

/** Shows a variation's image in the gallery, or restores the original without one (wc_variations_image_update). */
export function updateImage(form: HTMLFormElement, variation: Variation | null): void {
  const image = variation?.image;
  if (!variation || !image || typeof image.src !== 'string' || image.src.length <= 1) {
    resetImage(form);
    return;
  }
  const { gallery, wrap, img, link, navImg } = partsOf(form);
  const imageId = String(variation.image_id ?? '');
  // A thumbnail still showing an earlier swap is put back first, so the lookup below can find it.
  if (navImg && navImg.getAttribute('data-o_src') === image.gallery_thumbnail_src) resetImage(form);
  const thumb = image.gallery_thumbnail_src && navImg
    ? [...(gallery?.querySelectorAll<HTMLImageElement>('.flex-control-nav li img') ?? [])].find((el) => el.getAttribute('src') === image.gallery_thumbnail_src)
    : undefined;
  if (thumb) {
    // The variation's image is already a slide: go to it instead of swapping attributes.
    emit('flexslider-click', [], thumb);
    form.setAttribute('current-image', imageId);
    settle(form, gallery, imageId);
    return;
  }
  let changed = false;
  if (img) {
    for (const [attr, field] of IMAGE_ATTRS) {
      const value = image[field];
      changed = setVariationAttr(img, attr, value === false ? false : (value as string | number | undefined)) || changed;
    }
  }
  if (wrap) changed = setVariationAttr(wrap, 'data-thumb', image.src) || changed;
  if (navImg) changed = setVariationAttr(navImg, 'src', image.gallery_thumbnail_src) || changed;
  if (link) changed = setVariationAttr(link, 'href', image.full_src) || changed;
  if (changed || (form.getAttribute('current-image') ?? '') !== imageId) settle(form, gallery, imageId);
}

/** Stops a pending gallery notification (the form is going away). */
export function cancelImageSettle(form: HTMLFormElement): void {
  clearTimeout(pendingGallerySettles.get(form));
  pendingGallerySettles.delete(form);
}
