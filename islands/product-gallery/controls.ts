// The elements flexslider added around the slides, in its class names so the theme's CSS and the
// variation form (which swaps the first thumbnail) find them: `ol.flex-control-nav.flex-control-thumbs`
// and the paging dots after the gallery's slides, the arrows over them, and WooCommerce's trigger
// button. Made at load without React (./at-load.ts), so the gallery has its final size before the
// shopper looks; the island moves them and shows where the gallery is. Only what the shop switched on
// is made: the slider's controls with the slider, the trigger with the lightbox.
import { t } from '../../src/i18n';
import { thumbOf, type GalleryFeatures } from './read';

export interface Controls {
  /** The thumbnails and dots: one button per slide. */
  thumbs: HTMLOListElement;
  dots: HTMLOListElement;
  prev: HTMLButtonElement;
  next: HTMLButtonElement;
}

/** The controls a gallery was given, by gallery: made once per page. */
const made = new WeakMap<HTMLElement, Controls | null>();

function button(doc: Document, className: string, label: string): HTMLButtonElement {
  const el = doc.createElement('button');
  el.type = 'button';
  if (className) el.className = className;
  el.setAttribute('aria-label', label);
  return el;
}

function item(doc: Document, child: HTMLElement, className = ''): HTMLLIElement {
  const li = doc.createElement('li');
  if (className) li.className = className;
  li.append(child);
  return li;
}

/** WooCommerce's lightbox trigger, first in the gallery. */
function addTrigger(host: HTMLElement): void {
  const trigger = button(host.ownerDocument, 'woocommerce-product-gallery__trigger', t('gallery_trigger'));
  trigger.innerHTML = '<svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18"><circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" stroke-width="1.8"/><path d="M15.5 15.5 21 21M10.5 7.5v6M7.5 10.5h6" stroke="currentColor" stroke-width="1.8"/></svg>';
  host.prepend(trigger);
}

/**
 * The gallery's controls, made the first time they are asked for (null when the slider is off or
 * there is one slide). Made before the slider, so keen-slider knows the arrows are not for dragging.
 */
export function galleryControls(host: HTMLElement, wrapper: HTMLElement, slides: HTMLElement[], features: GalleryFeatures): Controls | null {
  if (made.has(host)) return made.get(host)!;
  const doc = host.ownerDocument;
  if (features.lightbox) addTrigger(host);
  if (!features.slider || slides.length < 2) {
    made.set(host, null);
    return null;
  }
  const count = slides.length;
  const thumbs = doc.createElement('ol');
  thumbs.className = 'flex-control-nav flex-control-thumbs';
  const dots = doc.createElement('ol');
  dots.className = 'flex-control-paging';
  slides.forEach((slide, i) => {
    const thumb = thumbOf(slide);
    const img = doc.createElement('img');
    img.src = thumb.src;
    img.alt = thumb.alt;
    if (thumb.srcset) img.srcset = thumb.srcset;
    if (thumb.sizes) img.sizes = thumb.sizes;
    img.width = 100;
    img.height = 100;
    img.draggable = false;
    const shows = button(doc, 'wi-gallery-thumb', t('gallery_show_slide', i + 1, count));
    shows.append(img);
    thumbs.append(item(doc, shows));
    const dot = button(doc, '', t('gallery_show_slide', i + 1, count));
    dot.textContent = String(i + 1);
    dots.append(item(doc, dot));
  });
  const arrows = doc.createElement('ul');
  arrows.className = 'flex-direction-nav';
  arrows.setAttribute('data-keen-slider-clickable', '');
  const prev = button(doc, 'flex-prev', t('gallery_prev'));
  const next = button(doc, 'flex-next', t('gallery_next'));
  arrows.append(item(doc, prev, 'flex-nav-prev'), item(doc, next, 'flex-nav-next'));
  wrapper.append(arrows);
  host.append(thumbs, dots);
  const controls = { thumbs, dots, prev, next };
  made.set(host, controls);
  showSlide(controls, 0, count);
  return controls;
}

/** Shows which slide is in view: the active thumbnail and dot, the arrows disabled at the ends. */
export function showSlide(controls: Controls, index: number, stops: number): void {
  [...controls.thumbs.children].forEach((li, i) => {
    const current = i === index;
    const shows = li.firstElementChild!;
    if (current) shows.setAttribute('aria-current', 'true');
    else shows.removeAttribute('aria-current');
    shows.firstElementChild?.classList.toggle('flex-active', current);
  });
  [...controls.dots.children].forEach((li, i) => {
    const dot = li.firstElementChild!;
    const current = i === index;
    dot.classList.toggle('flex-active', current);
    if (current) dot.setAttribute('aria-current', 'true');
    else dot.removeAttribute('aria-current');
  });
  const ends: Array<[HTMLButtonElement, boolean]> = [[controls.prev, index === 0], [controls.next, index >= stops - 1]];
  for (const [arrow, end] of ends) {
    arrow.disabled = end;
    arrow.classList.toggle('flex-disabled', end);
  }
}

/** The slide a click on a thumbnail or dot asks for, or -1. */
export function slideAskedFor(list: HTMLOListElement, target: unknown): number {
  const li = target instanceof Element ? target.closest('li') : null;
  return li && li.parentElement === list && li.querySelector('button') ? [...list.children].indexOf(li) : -1;
}
