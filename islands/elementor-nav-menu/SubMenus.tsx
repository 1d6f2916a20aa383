import { useLayoutEffect, useRef, useState } from 'react';
import { useListener } from '../../src/hooks';
import { ancestorsOf, isCollapsible, subOf } from './menu-tree';
import { useOpenSub } from './open-sub';

// SmartMenus' timings, which Elementor Pro keeps: a sub-menu opens 250 ms after the pointer rests on
// its item, and the menu closes 500 ms after the pointer (or the keyboard) leaves it.
const SHOW_MS = 250;
const HIDE_MS = 500;

/** One open sub-menu (./open-sub.ts). */
function OpenSub({ link, root, depth }: { link: HTMLAnchorElement; root: HTMLUListElement; depth: number }) {
  useOpenSub(link, root, depth);
  return null;
}

/**
 * A menu's sub-menus as Elementor Pro's nav menu runs them (SmartMenus 1.2): with a mouse, an item's
 * sub-menu opens after the pointer rests on it and the menu closes a moment after the pointer leaves;
 * a click (or a tap, or Enter or Space) on a parent whose sub-menu is closed opens it instead of
 * following the link, and from then on focus moving to another item opens that one's; Escape closes
 * the menu and returns focus to its top item; a click elsewhere closes it. In the dropdown (sub-menus in
 * the flow) the pointer does not open them, other open ones stay open, and a click on the arrow (around
 * its icon) of an open one closes it.
 */
export function SubMenus({ root }: { root: HTMLUListElement }) {
  const [open, setOpen] = useState<HTMLAnchorElement[]>([]);
  // The items activated, per level (SmartMenus' activatedItems): the top one gets focus on Escape.
  const activated = useRef<HTMLAnchorElement[]>([]);
  // Set once the shopper opened a sub-menu by click or key: focus then opens sub-menus too.
  const focusActivated = useRef(false);
  const hovered = useRef<HTMLAnchorElement | null>(null);
  const showTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useLayoutEffect(() => () => {
    clearTimeout(showTimer.current);
    clearTimeout(hideTimer.current);
  }, []);

  // The pointer whose arrival brought the island in may already rest on an item.
  useLayoutEffect(() => {
    const link = [...root.querySelectorAll<HTMLAnchorElement>('a:hover')].pop() ?? null;
    if (!link || isCollapsible(root)) return;
    hovered.current = link;
    showTimer.current = setTimeout(() => activate(link, false), SHOW_MS);
  }, [root]);

  const linkIn = (target: EventTarget | null): HTMLAnchorElement | null => {
    const link = target instanceof Element ? target.closest('a') : null;
    return link && root.contains(link) ? link : null;
  };
  const isOpen = (link: HTMLAnchorElement) => open.includes(link);

  const activate = (link: HTMLAnchorElement, hideOthers: boolean) => {
    const chain = ancestorsOf(link, root);
    activated.current = [...chain, link];
    const collapsible = isCollapsible(root);
    setOpen((current) => {
      const kept = !collapsible || hideOthers ? current.filter((l) => chain.includes(l)) : current;
      const next = [...kept];
      for (const l of [...chain, ...(subOf(link) ? [link] : [])]) if (!next.includes(l)) next.push(l);
      return next.length === current.length && next.every((l, i) => l === current[i]) ? current : next;
    });
  };
  const hide = (link: HTMLAnchorElement) => {
    const sub = subOf(link);
    setOpen((current) => current.filter((l) => l !== link && !sub?.contains(l)));
  };
  const hideAll = () => {
    clearTimeout(showTimer.current);
    activated.current = [];
    focusActivated.current = false;
    setOpen((current) => (current.length ? [] : current));
  };
  const hideLater = () => {
    clearTimeout(hideTimer.current);
    hideTimer.current = setTimeout(hideAll, HIDE_MS);
  };

  useListener<PointerEvent>(root, 'pointerover', (event) => {
    if (event.pointerType !== 'mouse') return;
    clearTimeout(hideTimer.current);
    const link = linkIn(event.target);
    if (link === hovered.current) return;
    hovered.current = link;
    clearTimeout(showTimer.current);
    if (link && !isCollapsible(root)) showTimer.current = setTimeout(() => activate(link, false), SHOW_MS);
  });
  useListener<PointerEvent>(root, 'pointerout', (event) => {
    if (event.pointerType !== 'mouse' || root.contains(event.relatedTarget as Node | null)) return;
    hovered.current = null;
    clearTimeout(showTimer.current);
    if (!isCollapsible(root)) hideLater();
  });

  useListener<MouseEvent>(root, 'click', (event) => {
    const link = linkIn(event.target);
    const sub = link && subOf(link);
    if (!link || !sub) return;
    if (!isOpen(link)) {
      activate(link, false);
      focusActivated.current = true;
      event.preventDefault();
    } else if (isCollapsible(root) && event.target instanceof Element && event.target.matches('.sub-arrow')) {
      // The arrow itself (its padding; its icon is the link's): SmartMenus' check of the click's target.
      hide(link);
      event.preventDefault();
    }
  });
  useListener<FocusEvent>(root, 'focusin', (event) => {
    clearTimeout(hideTimer.current);
    const link = linkIn(event.target);
    if (link && focusActivated.current && activated.current[activated.current.length - 1] !== link) activate(link, true);
  });
  useListener<FocusEvent>(root, 'focusout', (event) => {
    if (!root.contains(event.relatedTarget as Node | null) && !isCollapsible(root) && open.length) hideLater();
  });
  useListener<KeyboardEvent>(root, 'keydown', (event) => {
    if (event.key === 'Escape') {
      const top = activated.current[0];
      if (!top) return;
      hideAll();
      top.focus();
    } else if (event.key === ' ') {
      const link = linkIn(event.target);
      if (link && link === event.target && subOf(link) && !isOpen(link)) {
        activate(link, false);
        focusActivated.current = true;
        event.preventDefault();
      }
    }
  });
  // A click anywhere else, or on any link, closes the menu (a parent's opening click excepted).
  useListener<MouseEvent>(open.length ? root.ownerDocument : null, 'click', (event) => {
    if (event.defaultPrevented && root.contains(event.target as Node)) return;
    if (!root.contains(event.target as Node) || linkIn(event.target)) hideAll();
  });
  useListener(open.length && !isCollapsible(root) ? root.ownerDocument.defaultView : null, 'resize', hideAll);

  return <>{open.map((link, depth) => <OpenSub key={link.id || depth} link={link} root={root} depth={depth} />)}</>;
}
