// jQuery's slideDown / slideUp, which WooCommerce's field hints use: height, vertical padding and
// margins run between 0 and the element's own values with the 'swing' easing, and the element ends
// shown (`display: block`) or hidden (`display: none`). Driven by animation frames and
// performance.now(), so a paused test clock steps it like any other timer.

const BOX = ['height', 'paddingTop', 'paddingBottom', 'marginTop', 'marginBottom'] as const;
type Box = Record<(typeof BOX)[number], number>;

const swing = (p: number) => 0.5 - Math.cos(p * Math.PI) / 2;

function measure(el: HTMLElement): Box {
  const style = el.ownerDocument.defaultView!.getComputedStyle(el);
  const px = (value: string) => Number.parseFloat(value) || 0;
  const padding = px(style.paddingTop) + px(style.paddingBottom);
  // The content height alone: the element's box may be border-box or content-box.
  const height = style.boxSizing === 'border-box' ? el.offsetHeight : Math.max(0, el.offsetHeight - padding - px(style.borderTopWidth) - px(style.borderBottomWidth));
  return { height, paddingTop: px(style.paddingTop), paddingBottom: px(style.paddingBottom), marginTop: px(style.marginTop), marginBottom: px(style.marginBottom) };
}

function clearBox(el: HTMLElement): void {
  for (const key of BOX) el.style[key] = '';
  el.style.overflow = '';
}

/**
 * Slides `el` open (`open` true) or shut over `ms` milliseconds, from wherever it is now. Returns
 * what stops the slide where it is (the next slide starts from there, as jQuery's `.stop()` does).
 */
export function slide(el: HTMLElement, open: boolean, ms: number): () => void {
  const win = el.ownerDocument.defaultView!;
  const hidden = win.getComputedStyle(el).display === 'none';
  if (!open && hidden) return () => {};
  // The current box (0 when hidden) and the full one, measured shown without inline sizes.
  const from: Box = hidden ? { height: 0, paddingTop: 0, paddingBottom: 0, marginTop: 0, marginBottom: 0 } : measure(el);
  const inlineBox = BOX.map((key) => el.style[key]);
  clearBox(el);
  el.style.display = 'block';
  const full = measure(el);
  BOX.forEach((key, i) => (el.style[key] = inlineBox[i]!));
  const to: Box = open ? full : { height: 0, paddingTop: 0, paddingBottom: 0, marginTop: 0, marginBottom: 0 };
  el.style.overflow = 'hidden';
  const start = win.performance.now();
  let frame = 0;
  const step = () => {
    const p = ms > 0 ? Math.min(1, (win.performance.now() - start) / ms) : 1;
    const eased = swing(p);
    for (const key of BOX) el.style[key] = `${from[key] + (to[key] - from[key]) * eased}px`;
    if (p < 1) {
      frame = win.requestAnimationFrame(step);
      return;
    }
    clearBox(el);
    el.style.display = open ? 'block' : 'none';
  };
  step();
  return () => win.cancelAnimationFrame(frame);
}
