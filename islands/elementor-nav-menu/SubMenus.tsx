import { useLayoutEffect, useRef, useState } from 'react';
import { useListener } from '../../src/hooks';
import { subMenuMargins } from './position';

// SmartMenus' timings, which Elementor Pro keeps: a sub-menu opens 250 ms after the pointer rests on
// its item, and the menu closes 500 ms after the pointer (or the keyboard) leaves it.
const SHOW_MS = 250;
const HIDE_MS = 500;
// Elementor Pro's `subMenusMaxWidth`, and SmartMenus' default minimum.
const MIN_WIDTH = '10em';
const MAX_WIDTH = '1000px';

/** The sub-menu of a parent link (`li > a + ul`). */
export function subOf(link: Element): HTMLUListElement | null {
  return link.parentElement?.querySelector<HTMLUListElement>(':scope > ul') ?? null;
}

/** The parent links whose sub-menus hold `el`, outermost first. */
function ancestorsOf(el: Element, root: HTMLUListElement): HTMLAnchorElement[] {
  const chain: HTMLAnchorElement[] = [];
  for (let ul = el.parentElement?.closest('ul'); ul && ul !== root && root.contains(ul); ul = ul.parentElement?.closest('ul')) {
    const link = ul.parentElement?.querySelector<HTMLAnchorElement>(':scope > a');
    if (link) chain.unshift(link);
  }
  return chain;
}

/**
 * A menu whose sub-menus stack in the flow (the dropdown, or any menu the stylesheet gives static
 * sub-menus) rather than float beside their items: SmartMenus' collapsible mode.
 */
function isCollapsible(root: HTMLUListElement): boolean {
  const first = root.querySelector('ul');
  return Boolean(first && getComputedStyle(first).position === 'static');
}

/** One open sub-menu: shown, placed, its link highlighted and both marked expanded. */
function OpenSub({ link, root, depth }: { link: HTMLAnchorElement; root: HTMLUListElement; depth: number }) {
  useLayoutEffect(() => {
    const sub = subOf(link);
    if (!sub) return;
    link.classList.add('highlighted');
    link.setAttribute('aria-expanded', 'true');
    sub.setAttribute('aria-expanded', 'true');
    sub.setAttribute('aria-hidden', 'false');
    sub.style.display = 'block';
    if (isCollapsible(root)) {
      sub.classList.remove('sm-nowrap');
      Object.assign(sub.style, { zIndex: '', width: 'auto', minWidth: '', maxWidth: '', top: '', left: '', marginLeft: '', marginTop: '' });
    } else {
      const start = Number.parseInt(getComputedStyle(root).zIndex, 10);
      sub.style.zIndex = String((Number.isFinite(start) ? start : 1) + depth + 1);
      Object.assign(sub.style, { width: 'auto', minWidth: MIN_WIDTH, maxWidth: '' });
      sub.classList.add('sm-nowrap');
      const natural = sub.getBoundingClientRect().width;
      sub.style.maxWidth = MAX_WIDTH;
      if (natural > sub.getBoundingClientRect().width) {
        sub.classList.remove('sm-nowrap');
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
    return () => {
      link.classList.remove('highlighted');
      link.setAttribute('aria-expanded', 'false');
      sub.setAttribute('aria-expanded', 'false');
      sub.setAttribute('aria-hidden', 'true');
      sub.style.display = '';
      sub.style.zIndex = '';
    };
  }, [link, root, depth]);
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
