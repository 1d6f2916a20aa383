// The page builder's lightbox on the shared one: which links open it (image links, or elements flagged
// for it, never download links), which slides a slideshow holds (its state kept in the address as the
// slideshow's name and the 1-based slide), and the kit's toolbar options.
import { params } from '../config';
import { isOn } from '../elementor';
import { lightboxInHash, openLightbox } from './index';
import type { LightboxHandle, LightboxOptions, LightboxSlide } from './types';

type Settings = Record<string, unknown>;

const IMAGE_URL = /^[^?#]+\.(png|jpe?g|gif|svg|webp|avif)(\?[^#]*)?(#.*)?$/i;

const kit = (): Settings => (params('elementorFrontendConfig').kit as Settings | undefined) ?? {};

/** Counter, fullscreen, zoom and share as the kit's lightbox settings say (their labels: src/i18n/index.ts). */
export function kitOptions(): LightboxOptions {
  const settings = kit();
  return {
    counter: isOn(settings.lightbox_enable_counter),
    fullscreen: isOn(settings.lightbox_enable_fullscreen),
    zoom: isOn(settings.lightbox_enable_zoom),
    share: isOn(settings.lightbox_enable_share),
    loop: true,
  };
}

function jsonAttribute(el: Element, name: string): Settings {
  try {
    const value: unknown = JSON.parse(el.getAttribute(name) ?? '');
    return value && typeof value === 'object' ? (value as Settings) : {};
  } catch {
    return {};
  }
}

/**
 * Whether a click on `el` opens the lightbox: a link must point at an image (or carry a video) and have
 * no download attribute; then `data-elementor-open-lightbox="yes"` forces it, `"no"` forbids it, and
 * otherwise the kit's global image lightbox decides.
 */
export function isLightboxLink(el: Element): boolean {
  if (el instanceof HTMLAnchorElement) {
    if (el.hasAttribute('download')) return false;
    if (!IMAGE_URL.test(el.getAttribute('href') ?? '') && !el.hasAttribute('data-elementor-lightbox-video')) return false;
  }
  const own = el.getAttribute('data-elementor-open-lightbox');
  return own === 'yes' || (isOn(kit().global_image_lightbox) && own !== 'no');
}

function slideOf(el: Element): LightboxSlide {
  const single = jsonAttribute(el, 'data-elementor-lightbox');
  const video = el.getAttribute('data-elementor-lightbox-video') ?? (single.type === 'video' ? String(single.url ?? '') : '');
  const href = video || (el instanceof HTMLAnchorElement ? el.href : String(single.url ?? ''));
  return {
    type: video ? 'video' : 'image',
    href,
    title: el.getAttribute('data-elementor-lightbox-title') ?? undefined,
    description: el.getAttribute('data-elementor-lightbox-description') ?? undefined,
    alt: el.querySelector('img')?.alt ?? '',
  };
}

// Copies made by carousels (looping clones) and the sticky spacer are not slides of their own.
const COPIES = '.swiper-slide-duplicate, .slick-cloned, .elementor-sticky__spacer, [data-wi-clone]';

/** The members of a slideshow group, in page order unless `data-elementor-lightbox-index` says otherwise. */
export function slideshowMembers(group: string, doc: Document = document): Element[] {
  const members = [...doc.querySelectorAll('a, [data-elementor-lightbox]')].filter(
    (el) => el.getAttribute('data-elementor-lightbox-slideshow') === group && !el.closest(COPIES),
  );
  const order = (el: Element) => Number(el.getAttribute('data-elementor-lightbox-index') ?? NaN);
  if (members.some((el) => Number.isFinite(order(el)))) {
    return members
      .map((el, position) => ({ el, key: Number.isFinite(order(el)) ? order(el) : position }))
      .sort((a, b) => a.key - b.key)
      .map(({ el }) => el);
  }
  return members;
}

const absolute = (url: string) => {
  try {
    return new URL(url, location.href).href;
  } catch {
    return url;
  }
};

function openGroup(group: string, startHref: string, doc: Document): Promise<LightboxHandle> {
  const members = slideshowMembers(group, doc);
  const slides = members.map(slideOf);
  const start = Math.max(0, slides.findIndex((slide) => absolute(slide.href) === absolute(startHref)));
  return openLightbox(slides, { ...kitOptions(), startAt: start, history: group });
}

/**
 * A page opened with a slideshow's state in its address (`#gid=<slideshow>&pid=<1-based index>`, as
 * the lightbox writes it) opens that slideshow there. Null when the page has no such slide.
 */
export function openSlideshowInHash(doc: Document = document): Promise<LightboxHandle> | null {
  const state = lightboxInHash(doc.location?.hash ?? '');
  const members = state ? slideshowMembers(state.gallery, doc) : [];
  if (!state || state.index >= members.length) return null;
  return openLightbox(members.map(slideOf), { ...kitOptions(), startAt: state.index, history: state.gallery });
}

/** Opens the lightbox for a clicked link or flagged element: its slideshow, or it alone. */
export function openForElement(el: Element): Promise<LightboxHandle> {
  const single = jsonAttribute(el, 'data-elementor-lightbox');
  const group = el.getAttribute('data-elementor-lightbox-slideshow');
  if (group && !(single.type && single.type !== 'slideshow')) return openGroup(group, slideOf(el).href, el.ownerDocument);
  return openLightbox([slideOf(el)], { ...kitOptions(), loop: false });
}

/** The `lightbox` link action: `{type: image|video, url}` alone, or `{slideshow, url}` (`{id, url}`: one image). */
export function openLightboxAction(settings: Settings, doc: Document = document): Promise<LightboxHandle> | null {
  const url = typeof settings.url === 'string' ? settings.url : '';
  if (settings.type === 'video' || settings.type === 'image') {
    if (!url) return null;
    return openLightbox([{ type: settings.type, href: url }], { ...kitOptions(), loop: false });
  }
  if (typeof settings.slideshow === 'string' && settings.slideshow) return openGroup(settings.slideshow, url, doc);
  return url ? openLightbox([{ type: 'image', href: url }], { ...kitOptions(), loop: false }) : null;
}
