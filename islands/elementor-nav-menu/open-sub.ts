import { useLayoutEffect } from 'react';
import { addClass, classState, setAttribute, undoAll } from '../../src/hooks';
import { keepInlineStyle } from './inline-style';
import { ancestorsOf, isCollapsible, subOf } from './menu-tree';
import { subMenuMargins } from './position';

// Elementor Pro's `subMenusMaxWidth`, and SmartMenus' default minimum.
const MIN_WIDTH = '10em';
const MAX_WIDTH = '1000px';

/**
 * Places a menu bar's sub-menu as SmartMenus does: above the menu by its depth, as wide as its content
 * within the minimum and maximum (wrapping only past the maximum), beside or below its item and kept
 * inside the window.
 */
function place(sub: HTMLUListElement, link: HTMLAnchorElement, root: HTMLUListElement, depth: number, nowrap: (on: boolean) => void): void {
  const start = Number.parseInt(getComputedStyle(root).zIndex, 10);
  sub.style.zIndex = String((Number.isFinite(start) ? start : 1) + depth + 1);
  Object.assign(sub.style, { width: 'auto', minWidth: MIN_WIDTH, maxWidth: '' });
  nowrap(true);
  const natural = sub.getBoundingClientRect().width;
  sub.style.maxWidth = MAX_WIDTH;
  if (natural > sub.getBoundingClientRect().width) {
    nowrap(false);
    sub.style.width = MAX_WIDTH;
  }
  const item = link.getBoundingClientRect();
  const size = sub.getBoundingClientRect();
  const doc = root.ownerDocument;
  const win = doc.defaultView ?? window;
  const level = ancestorsOf(link, root).length + 2;
  const { marginLeft, marginTop } = subMenuMargins({
    horizontalParent: level === 2 && !root.classList.contains('sm-vertical'),
    rtl: root.classList.contains('sm-rtl'),
    item: { x: item.left + win.scrollX, y: item.top + win.scrollY, width: item.width, height: item.height },
    sub: { width: size.width, height: size.height },
    view: {
      x: win.scrollX,
      y: win.scrollY,
      width: Math.min(doc.documentElement.clientWidth, win.innerWidth),
      height: Math.min(doc.documentElement.clientHeight, win.innerHeight),
    },
  });
  Object.assign(sub.style, { top: 'auto', left: '0', marginLeft: `${marginLeft}px`, marginTop: `${marginTop}px` });
}

/**
 * One open sub-menu: shown, its link highlighted and both marked expanded; in a menu bar placed at its
 * item, in a collapsible menu left in the flow. Closing gives back the markup they had (the closed
 * state prepare.ts gave them at load, and the inline style).
 */
export function useOpenSub(link: HTMLAnchorElement, root: HTMLUListElement, depth: number): void {
  useLayoutEffect(() => {
    const sub = subOf(link);
    if (!sub) return;
    const nowrap = classState(sub, 'sm-nowrap');
    const undos = [
      keepInlineStyle(sub),
      nowrap.undo,
      addClass(link, 'highlighted'),
      setAttribute(link, 'aria-expanded', 'true'),
      setAttribute(sub, 'aria-expanded', 'true'),
      setAttribute(sub, 'aria-hidden', 'false'),
    ];
    sub.style.display = 'block';
    if (isCollapsible(root)) {
      nowrap.set(false);
      Object.assign(sub.style, { zIndex: '', width: 'auto', minWidth: '', maxWidth: '', top: '', left: '', marginLeft: '', marginTop: '' });
    } else {
      place(sub, link, root, depth, nowrap.set);
    }
    return undoAll(undos);
  }, [link, root, depth]);
}
