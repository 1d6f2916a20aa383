// A sticky element with `sticky_anchor_link_offset` asks anchor targets below it for that much room:
// the page builder sets their scroll-margin-top, so a jump to `#section` (the browser's own, or a
// menu's smooth scroll) stops below the stuck element instead of under it. A target belongs to the
// nearest such sticky element above it in the page.
import { anchorTarget } from '../../src/helpers/anchors';

const WITH_ROOM = '.elementor-element[data-settings*="sticky_anchor_link_offset"]:not(.elementor-sticky__spacer)';

const follows = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

/** Gives the anchor targets below `host` (up to the next sticky element asking the same) `px` of room. */
export function allowForAnchors(host: HTMLElement, px: number): () => void {
  const doc = host.ownerDocument;
  const next = [...doc.querySelectorAll(WITH_ROOM)].find((el) => el !== host && !host.contains(el) && follows(host, el));
  const targets = new Set<HTMLElement>();
  for (const link of doc.querySelectorAll('a[href*="#"]')) {
    const target = anchorTarget(link);
    if (target && !host.contains(target) && follows(host, target) && (!next || follows(target, next))) targets.add(target);
  }
  const before = new Map<HTMLElement, string>();
  for (const target of targets) {
    before.set(target, target.style.scrollMarginTop);
    target.style.scrollMarginTop = `${px}px`;
  }
  return () => before.forEach((value, target) => (target.style.scrollMarginTop = value));
}
