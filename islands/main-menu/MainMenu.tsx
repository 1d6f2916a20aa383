import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useListener, useToggleClass } from '../../src/hooks';
import { showOverlay } from '../../src/panels/ui';
import type { IslandProps } from '../../src/runtime/define';
import { useMenuAnchors } from '../../src/menus/anchors';
import { useStagger } from '../../src/menus/stagger';
import { useParentLinks } from '../../src/menus/parent-links';
import type { MainMenuProps } from './read';

export { read } from './read';

const PARENT = 'li.menu-item-has-children';

/** The sub-menu (or mega panel) of a menu item. */
export function submenuOf(item: Element): HTMLElement | null {
  return item.querySelector<HTMLElement>(':scope > .sub-menu, :scope > .rey-mega-gs');
}

/** The items of a sub-menu that appear one after another (a mega panel's menu links, too). */
function itemsOf(submenu: HTMLElement | null): HTMLElement[] {
  if (!submenu) return [];
  return [...submenu.querySelectorAll<HTMLElement>(':scope > li, .reyEl-menu-nav > li')];
}

/** A parent item and the open parents around it, outermost first. */
function chainOf(item: HTMLElement, menu: HTMLElement): HTMLElement[] {
  const chain: HTMLElement[] = [];
  for (let node: HTMLElement | null = item; node && menu.contains(node); node = node.parentElement) {
    if (node.matches(PARENT)) chain.unshift(node);
  }
  return chain;
}

const sameChain = (a: HTMLElement[], b: HTMLElement[]) => a.length === b.length && a.every((item, i) => item === b[i]);

/** Marks one open parent: `--hover`, its sub-menu's items staggered in. */
function OpenItem({ item }: { item: HTMLElement }) {
  const items = useMemo(() => itemsOf(submenuOf(item)), [item]);
  useToggleClass(item, '--hover', true);
  useStagger(items, true);
  return null;
}

/**
 * Rey's desktop main menu (R8). Parent links announce their sub-menu (`aria-haspopup`,
 * `aria-expanded`). A sub-menu opens when the pointer rests on its item (or on click, per the theme's
 * setting) and closes a moment after it leaves; Enter, Space or ArrowDown open it from the keyboard,
 * Escape closes it and returns to its link. While one is open the nav is `--active` and the header
 * overlay covers the page. Touch: the first tap opens, the second follows the link.
 */
export default function MainMenu({ host, menu, openOn, hoverMs, leaveMs, overlay }: IslandProps<MainMenuProps>) {
  const [open, setOpen] = useState<HTMLElement[]>([]);
  const openTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const parents = useMemo(() => [...menu.querySelectorAll<HTMLElement>(PARENT)].filter((li) => submenuOf(li)), [menu]);

  const cancelTimers = () => {
    clearTimeout(openTimer.current);
    clearTimeout(closeTimer.current);
  };
  const openChain = (chain: HTMLElement[]) => {
    cancelTimers();
    setOpen((current) => (sameChain(current, chain) ? current : chain));
  };
  const closeAll = () => {
    cancelTimers();
    setOpen([]);
  };
  useLayoutEffect(() => cancelTimers, []);

  // The pointer that brought the island in may already rest on an item: treat it as hovering there.
  useLayoutEffect(() => {
    if (openOn !== 'hover') return;
    const hovered = [...menu.querySelectorAll<HTMLElement>(`${PARENT}:hover`)].pop();
    if (hovered && submenuOf(hovered)) openTimer.current = setTimeout(() => openChain(chainOf(hovered, menu)), hoverMs);
  }, [menu]);

  useParentLinks(parents, open, { hasPopup: true });

  const isOpen = open.length > 0;
  useToggleClass(host, '--active', isOpen);
  useLayoutEffect(() => (isOpen && overlay ? showOverlay('header') : undefined), [isOpen, overlay]);

  const parentOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLElement>(PARENT) : null);

  // Hover: open after the pointer rests, close after it leaves (mouse only; touch taps instead).
  useListener<PointerEvent>(openOn === 'hover' ? menu : null, 'pointerover', (event) => {
    if (event.pointerType !== 'mouse') return;
    const item = parentOf(event.target);
    clearTimeout(closeTimer.current);
    clearTimeout(openTimer.current);
    if (!item || !menu.contains(item)) {
      if (isOpen) closeTimer.current = setTimeout(closeAll, leaveMs);
      return;
    }
    const chain = chainOf(item, menu);
    if (sameChain(chain, open)) return;
    openTimer.current = setTimeout(() => openChain(chain), hoverMs);
  });
  useListener<PointerEvent>(openOn === 'hover' ? host : null, 'pointerleave', (event) => {
    if (event.pointerType !== 'mouse') return;
    clearTimeout(openTimer.current);
    if (isOpen) closeTimer.current = setTimeout(closeAll, leaveMs);
  });

  // Click (the theme's click mode, and every touch): the first click on a parent opens it.
  useListener<MouseEvent>(menu, 'click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    const item = link?.parentElement;
    if (!link || !item || !item.matches(PARENT) || !submenuOf(item)) return;
    const touch = (event as PointerEvent).pointerType === 'touch' || (event as PointerEvent).pointerType === 'pen';
    if ((openOn === 'click' || touch) && !open.includes(item)) {
      event.preventDefault();
      openChain(chainOf(item, menu));
    }
  });
  useListener<PointerEvent>(isOpen && openOn === 'click' ? document : null, 'pointerdown', (event) => {
    if (!host.contains(event.target as Node)) closeAll();
  });

  useListener<KeyboardEvent>(menu, 'keydown', (event) => {
    const target = event.target instanceof HTMLElement ? event.target : null;
    if (event.key === 'Escape') {
      if (!isOpen) return;
      const top = open[0]?.querySelector<HTMLElement>(':scope > a');
      closeAll();
      top?.focus();
      event.stopPropagation();
      return;
    }
    const item = target?.tagName === 'A' ? target.parentElement : null;
    if (!item || !item.matches(PARENT) || !submenuOf(item)) return;
    const itemOpen = open.includes(item);
    if ((event.key === 'Enter' || event.key === ' ') && !itemOpen) {
      event.preventDefault();
      openChain(chainOf(item, menu));
    } else if (event.key === ' ' && itemOpen) {
      event.preventDefault();
      setOpen(chainOf(item, menu).slice(0, -1));
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      openChain(chainOf(item, menu));
      requestAnimationFrame(() => submenuOf(item)?.querySelector<HTMLElement>('a[href]')?.focus());
    }
  });
  useListener<FocusEvent>(host, 'focusout', (event) => {
    if (isOpen && !host.contains(event.relatedTarget as Node | null)) closeAll();
  });
  // Focus moving to another top-level item closes the sub-menu it left.
  useListener<FocusEvent>(menu, 'focusin', (event) => {
    if (!isOpen || !(event.target instanceof Element)) return;
    const inside = open.filter((item) => item.contains(event.target as Node));
    if (inside.length !== open.length) setOpen(inside);
  });

  useMenuAnchors(host, closeAll);

  return <>{open.map((item, i) => <OpenItem key={i} item={item} />)}</>;
}
