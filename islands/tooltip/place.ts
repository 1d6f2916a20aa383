// Where the tooltip (the island's own element, not the server's) sits next to its trigger.

const GAP = 8;

/** Admin bar height when it covers the top of the page (tooltips must not slide under it). */
const topLimit = (doc: Document) => {
  const bar = doc.getElementById('wpadminbar');
  return bar && getComputedStyle(bar).position === 'fixed' ? bar.offsetHeight : 0;
};

/** Above the trigger (below it when the top of the window is too close), within the window; `tip` must be laid out. */
export function placeTooltip(tip: HTMLElement, trigger: HTMLElement): void {
  const doc = trigger.ownerDocument;
  const rect = trigger.getBoundingClientRect();
  const above = rect.top - tip.offsetHeight - GAP;
  const top = above >= topLimit(doc) ? above : rect.bottom + GAP;
  const left = Math.min(Math.max(4, rect.left + rect.width / 2 - tip.offsetWidth / 2), doc.documentElement.clientWidth - tip.offsetWidth - 4);
  tip.style.top = `${top}px`;
  tip.style.left = `${left}px`;
}
