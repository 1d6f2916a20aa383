import { flag, num, params } from '../../src/config';
import type { LightboxSlide } from '../../src/lightbox';
import { BadMarkup } from '../../src/runtime/bad-markup';

export interface ProductGalleryProps {
  /** `.woocommerce-product-gallery__wrapper`, the slides' parent. */
  wrapper: HTMLElement;
  slides: HTMLElement[];
  /** The gallery's name in the URL hash (`#gid=product-101&pid=2`). */
  name: string;
  /** Slide transition in ms (flexslider's animationSpeed). */
  speed: number;
  rtl: boolean;
  features: GalleryFeatures;
}

/** What WooCommerce's gallery script does, as `wc_single_product_params` switches it. */
export interface GalleryFeatures {
  /** flexslider_enabled: thumbnails, dots and arrows (a single image never slides). */
  slider: boolean;
  /** zoom_enabled: the large image under the pointer. */
  zoom: boolean;
  /** photoswipe_enabled: the trigger button and a click on an image open the lightbox. */
  lightbox: boolean;
}

export interface Thumb {
  src: string;
  alt: string;
  srcset: string | null;
  sizes: string | null;
}

export const SLIDE = '.woocommerce-product-gallery__image';

/** The gallery markup of product-image.php: a wrapper of `div.woocommerce-product-gallery__image > a > img` slides. */
export function read(host: HTMLElement): ProductGalleryProps {
  const wrapper = host.querySelector<HTMLElement>(':scope > .woocommerce-product-gallery__wrapper');
  if (!wrapper) throw new BadMarkup('no .woocommerce-product-gallery__wrapper in the gallery');
  const slides = [...wrapper.querySelectorAll<HTMLElement>(`:scope > ${SLIDE}, :scope > ${SLIDE}--placeholder`)];
  if (!slides.length) throw new BadMarkup('the gallery has no images');
  const product = host.closest('.product[id^="product-"]')?.id.slice('product-'.length) || document.body.dataset.id || '';
  const settings = params('wc_single_product_params');
  const flexslider = settings.flexslider as Record<string, unknown> | undefined;
  return {
    wrapper,
    slides,
    name: product ? `product-${product}` : 'product',
    speed: num(flexslider?.animationSpeed, 500),
    rtl: flexslider?.rtl === true || document.documentElement.dir === 'rtl',
    features: featuresOf(settings),
  };
}

// WooCommerce prints the three switches wherever its gallery script runs; a page that prints none has
// no such script to follow, and gets every feature.
const feature = (settings: Record<string, unknown>, key: string) => !(key in settings) || flag(settings[key]);

export function featuresOf(settings: Record<string, unknown>): GalleryFeatures {
  return {
    slider: feature(settings, 'flexslider_enabled'),
    zoom: feature(settings, 'zoom_enabled'),
    lightbox: feature(settings, 'photoswipe_enabled'),
  };
}

/** The slide's main image: `.wp-post-image` on the first slide, the only `img` on the others. */
export const imageOf = (slide: HTMLElement) => slide.querySelector<HTMLImageElement>('img.wp-post-image') ?? slide.querySelector<HTMLImageElement>('img');

/** The thumbnail WooCommerce builds from the slide's data-thumb attributes. */
export function thumbOf(slide: HTMLElement): Thumb {
  return {
    src: slide.dataset.thumb || imageOf(slide)?.currentSrc || imageOf(slide)?.src || '',
    alt: slide.dataset.thumbAlt ?? imageOf(slide)?.alt ?? '',
    srcset: slide.dataset.thumbSrcset ?? null,
    sizes: slide.dataset.thumbSizes ?? null,
  };
}

/**
 * A lightbox slide as WooCommerce's photoswipe built its items: the large image and its size, alt,
 * and data-caption (else title). Read when the lightbox opens: a variation may have swapped the image.
 */
export function lightboxSlideOf(slide: HTMLElement): LightboxSlide | null {
  const img = imageOf(slide);
  const link = slide.querySelector<HTMLAnchorElement>('a[href]');
  const caption = img?.dataset.caption || img?.getAttribute('title') || '';
  if (slide.dataset.video) return { type: 'video', href: slide.dataset.video, title: caption, alt: img?.alt ?? '' };
  const href = img?.dataset.large_image || img?.dataset.src || link?.href || img?.src;
  return href ? { type: 'image', href, title: caption, alt: img?.alt ?? '' } : null;
}

/** The slide's large image and its size, for the zoom rule. */
export function largeImageOfSlide(slide: HTMLElement): { src: string; width: number; height: number } | null {
  const img = imageOf(slide);
  return img && largeImageOf(img);
}

/** The width of the large image, for the zoom rule. */
export function largeImageOf(img: HTMLImageElement): { src: string; width: number; height: number } | null {
  const src = img.dataset.large_image || img.dataset.src || '';
  const width = Number(img.dataset.large_image_width);
  const height = Number(img.dataset.large_image_height);
  return src && width > 0 && height > 0 ? { src, width, height } : null;
}
