// What the page builder's sticky script does to an element, on the same classes and inline styles so
// the shop's CSS applies: it becomes fixed at its offset once the page scrolls to it, a hidden copy
// (the spacer) keeps its place in the flow, and an effects class marks scrolling past the effects offset.
import { emit } from '../../src/events';

export interface StickOptions {
  to: 'top' | 'bottom';
  offset: number;
  effectsOffset: number;
  /** Stay within the parent container (it stops at the parent's bottom). */
  parent: boolean;
}

const ACTIVE = ['elementor-sticky--active', 'elementor-section--handles-inside'];
const EFFECTS = 'elementor-sticky--effects';
const SPACER = 'elementor-sticky__spacer';

/** The WordPress admin bar's height when it stays on screen (it pushes top-sticky elements down). */
function adminBarHeight(doc: Document): number {
  const bar = doc.getElementById('wpadminbar');
  return bar && getComputedStyle(bar).position === 'fixed' ? bar.offsetHeight : 0;
}

function makeSpacer(el: HTMLElement): HTMLElement {
  const spacer = el.cloneNode(true) as HTMLElement;
  spacer.classList.remove(...ACTIVE, EFFECTS);
  spacer.classList.add(SPACER);
  spacer.style.cssText = el.getAttribute('style') ?? '';
  spacer.style.visibility = 'hidden';
  spacer.style.transition = 'none';
  spacer.style.animation = 'none';
  return spacer;
}

/** Makes `el` sticky until the returned function undoes everything. */
export function stick(el: HTMLElement, options: StickOptions, win: Window = window): () => void {
  const doc = el.ownerDocument;
  const offset = options.offset + (options.to === 'top' ? adminBarHeight(doc) : 0);
  const container = options.parent ? el.parentElement?.closest<HTMLElement>('.e-con, .e-con-inner, .elementor-widget-wrap') ?? null : null;
  const originalStyle = el.getAttribute('style');
  const parentStyle = container?.style.position ?? '';
  let spacer: HTMLElement | null = null;
  let atParentEnd = false;

  el.classList.add('elementor-sticky');

  const restoreStyle = () => {
    if (originalStyle === null) el.removeAttribute('style');
    else el.setAttribute('style', originalStyle);
  };

  const fix = (rect: DOMRect) => {
    restoreStyle();
    const style = el.style;
    style.position = 'fixed';
    style.width = `${rect.width}px`;
    style.marginTop = '0';
    style.marginBottom = '0';
    style.setProperty(options.to, `${offset}px`);
    if (Math.round(rect.left) !== 0) style.setProperty('inset-inline-start', `${rect.left}px`);
  };

  const stickNow = (rect: DOMRect) => {
    spacer = makeSpacer(el);
    el.after(spacer);
    fix(rect);
    el.classList.add(...ACTIVE);
    emit('sticky:stick', [], el);
  };

  const unstickNow = () => {
    spacer?.remove();
    spacer = null;
    atParentEnd = false;
    restoreStyle();
    if (container) container.style.position = parentStyle;
    el.classList.remove(...ACTIVE, EFFECTS);
    emit('sticky:unstick', [], el);
  };

  /** Pinned to the bottom of its parent once the parent scrolls out from under it. */
  const followParent = () => {
    if (!container || !spacer) return;
    const parentRect = container.getBoundingClientRect();
    const height = el.offsetHeight;
    const reachedEnd = options.to === 'top' ? parentRect.bottom < offset + height : parentRect.top > win.innerHeight - offset - height;
    if (reachedEnd === atParentEnd) return;
    atParentEnd = reachedEnd;
    if (reachedEnd) {
      container.style.position = 'relative';
      el.style.position = 'absolute';
      el.style.removeProperty(options.to);
      if (options.to === 'top') {
        el.style.top = `${container.clientHeight - height}px`;
      } else {
        el.style.bottom = `${container.clientHeight - height}px`;
      }
      el.style.removeProperty('inset-inline-start');
    } else {
      container.style.position = parentStyle;
      fix(spacer.getBoundingClientRect());
    }
  };

  const check = () => {
    // While stuck, the spacer holds the element's natural place.
    const rect = (spacer ?? el).getBoundingClientRect();
    const shouldStick = options.to === 'top' ? rect.top <= offset : rect.bottom >= win.innerHeight - offset;
    if (shouldStick && !spacer) stickNow(rect);
    else if (!shouldStick && spacer) unstickNow();
    if (!spacer) return;
    followParent();
    const scrolledPast = options.to === 'top' ? offset - rect.top : rect.bottom - (win.innerHeight - offset);
    el.classList.toggle(EFFECTS, scrolledPast >= options.effectsOffset);
  };

  win.addEventListener('scroll', check, { passive: true });
  check();
  return () => {
    win.removeEventListener('scroll', check);
    if (spacer) unstickNow();
    el.classList.remove('elementor-sticky');
  };
}
