// The page builder's stretch (its StretchElement tool, with the window as the container): an inline
// width of the viewport's width (without the scrollbar) and a negative inline left (right, in RTL)
// that pulls the element back to the viewport's edge from wherever the layout put it. A fixed element
// (a stuck sticky one) is already placed from the edge. Stretched containers and the nav menu's
// dropdown use it.

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
