// Stretched elements: containers and widgets marked `e-stretched` with `stretch_element` on, and
// legacy stretched sections, which sit in the theme's boxed content until the front end widens them.
// What the page builder's stretch does to an element (its StretchElement tool, with the window as
// the container): an inline width of the viewport's width (without the scrollbar) and a negative
// inline left (right, in RTL) that pulls it back to the viewport's edge from wherever the theme's
// boxed layout put it. A fixed element (a stuck sticky one) is already placed from the edge.

import { elementSettings } from '../../src/elementor';
import { on } from '../../src/events';

const STRETCHED = '.e-stretched, .elementor-section-stretched';

const sideOf = (doc: Document) => (getComputedStyle(doc.documentElement).direction === 'rtl' ? 'right' : 'left');

/** Takes the stretch off again. */
export function unstretch(el: HTMLElement): void {
  el.style.width = '';
  el.style.removeProperty(sideOf(el.ownerDocument));
}

/** Stretches `el` across the viewport, measured afresh (call again on resize and on stick/unstick). */
export function stretch(el: HTMLElement): void {
  const doc = el.ownerDocument;
  const win = doc.defaultView ?? window;
  const side = sideOf(doc);
  unstretch(el);
  const width = doc.documentElement.clientWidth;
  const fixed = getComputedStyle(el).position === 'fixed';
  let offset = fixed ? 0 : el.getBoundingClientRect().left + win.scrollX;
  if (!fixed) {
    if (side === 'right') offset = width - (el.offsetWidth + offset);
    offset = -offset;
  }
  el.style.width = `${width}px`;
  el.style.setProperty(side, `${offset}px`);
}

const stretchOn = (el: HTMLElement) => el.classList.contains('elementor-section-stretched') || elementSettings(el)?.stretch_element === 'yes';

/** Stretches every such element now, and again on each resize and as one sticks or unsticks. */
export function stretchAll(doc: Document): void {
  const win = doc.defaultView ?? window;
  for (const el of doc.querySelectorAll<HTMLElement>(STRETCHED)) {
    if (el.classList.contains('elementor-sticky__spacer') || !stretchOn(el)) continue;
    const again = () => stretch(el);
    again();
    win.addEventListener('resize', again);
    on('sticky:stick', again, el);
    on('sticky:unstick', again, el);
  }
}
