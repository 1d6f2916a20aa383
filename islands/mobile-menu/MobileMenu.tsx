import { useMemo, useState } from 'react';
import { useAttribute, useListener, useToggleClass } from '../../src/hooks';
import { usePanel } from '../../src/panels/ui';
import type { IslandProps } from '../../src/runtime/define';
import { useMenuAnchors } from '../../src/menus/anchors';
import { useStagger } from '../../src/menus/stagger';
import { useParentLinks } from '../../src/menus/parent-links';
import type { MobileMenuProps } from './read';

export { read } from './read';

const PARENT = 'li.menu-item-has-children';

/** An expanded sub-menu's item: `--open`. */
function OpenSubmenu({ item }: { item: HTMLElement }) {
  useToggleClass(item, '--open', true);
  return null;
}

/**
 * Rey's mobile menu (R8): the hamburger opens the off-canvas menu (nav `--is-active`, body
 * `--mobileNav--active`, the site overlay, scroll lock, focus kept inside, items appearing one after
 * another); the close button, Esc and the overlay close it. A sub-menu opens with its indicator (or its
 * link under `--tap-open`), or from the keyboard with Space or ArrowRight on the parent link. Anchor
 * links close the menu and scroll to their section.
 */
export default function MobileMenu({ host, nav, menu, closeButton, tapOpen }: IslandProps<MobileMenuProps>) {
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<HTMLElement[]>([]);
  const topItems = useMemo(() => (menu ? [...menu.querySelectorAll<HTMLElement>(':scope > li')] : []), [menu]);
  const parents = useMemo(() => (menu ? [...menu.querySelectorAll<HTMLElement>(PARENT)] : []), [menu]);

  useListener<MouseEvent>(host, 'click', (event) => {
    event.preventDefault();
    setOpen((o) => !o);
  });
  useListener<MouseEvent>(closeButton, 'click', (event) => {
    event.preventDefault();
    setOpen(false);
  });

  useToggleClass(nav, '--is-active', open);
  useAttribute(host, 'aria-expanded', String(open));
  useAttribute(host, 'aria-controls', nav.id || null);
  useStagger(topItems, open);
  usePanel(open, {
    id: 'mobile-menu',
    element: nav,
    onClose: () => setOpen(false),
    overlay: 'site',
    lockScroll: true,
    bodyClasses: ['--mobileNav--active'],
    trapFocus: true,
    initialFocus: () => closeButton,
  });

  useParentLinks(parents, expanded, { hasPopup: false });

  const toggle = (item: HTMLElement, force?: boolean) => {
    setExpanded((list) => {
      const isOpen = list.includes(item);
      const next = force ?? !isOpen;
      if (next === isOpen) return list;
      return next ? [...list, item] : list.filter((i) => i !== item && !item.contains(i));
    });
  };

  useListener<MouseEvent>(menu, 'click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const indicator = target?.closest('.--submenu-indicator');
    const link = target?.closest('a');
    const item = link?.parentElement;
    if (!item || !item.matches(PARENT)) return;
    if (indicator || (tapOpen && !expanded.includes(item))) {
      event.preventDefault();
      toggle(item);
    }
  });
  useListener<KeyboardEvent>(menu, 'keydown', (event) => {
    const link = event.target instanceof HTMLElement && event.target.tagName === 'A' ? event.target : null;
    const item = link?.parentElement;
    if (!item || !item.matches(PARENT)) return;
    if (event.key === ' ') {
      event.preventDefault();
      toggle(item);
    } else if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      toggle(item, event.key === 'ArrowRight');
    }
  });

  useMenuAnchors(nav, () => setOpen(false));

  return <>{expanded.map((item, i) => <OpenSubmenu key={i} item={item} />)}</>;
}
