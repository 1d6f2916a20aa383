import { useLayoutEffect, useRef, useState } from 'react';
import { useListener } from '../../src/hooks';
import { stretch } from '../../src/stretch';

// What the dropdown's `--menu-height` is while open (Elementor Pro's dropdownMenuContainerMaxHeight:
// large enough for any menu, so the closing transition has a height to run from).
const OPEN_HEIGHT = '1000vmax';

function isSticky(el: HTMLElement): boolean {
  return Boolean(el.closest('.elementor-sticky'));
}

/** `--menu-height`: 0 closed; open, the room below the dropdown when the menu sticks, else OPEN_HEIGHT. */
function menuHeight(dropdown: HTMLElement, open: boolean): string {
  if (!open) return '0';
  if (!isSticky(dropdown)) return OPEN_HEIGHT;
  dropdown.style.removeProperty('--menu-height');
  const win = dropdown.ownerDocument.defaultView ?? window;
  return `${win.innerHeight - dropdown.getBoundingClientRect().top}px`;
}

export interface MenuToggleProps {
  host: HTMLElement;
  toggle: HTMLElement;
  dropdown: HTMLElement;
  fullWidth: boolean;
}

/**
 * The burger below the breakpoint, as Elementor Pro's nav menu runs it: a click (or Enter or Space,
 * on release) opens or closes the dropdown: the toggle's `elementor-active` and `aria-expanded`, the
 * dropdown's `aria-hidden`, its top-level links in or out of the tab order, its `--menu-height`. A
 * full-width dropdown is stretched across the window below the toggle, and a click on a final item
 * closes it.
 */
export function MenuToggle({ host, toggle, dropdown, fullWidth }: MenuToggleProps) {
  const [open, setOpen] = useState(() => toggle.classList.contains('elementor-active'));
  const changed = useRef(false);

  const place = () => {
    if (!fullWidth) return;
    stretch(dropdown);
    dropdown.style.top = `${toggle.offsetHeight}px`;
  };

  useLayoutEffect(() => {
    // Untouched, the markup stays as the server printed it.
    if (!changed.current) return;
    toggle.setAttribute('aria-expanded', String(open));
    toggle.classList.toggle('elementor-active', open);
    dropdown.setAttribute('aria-hidden', String(!open));
    for (const link of dropdown.querySelectorAll('a.elementor-item')) link.setAttribute('tabindex', open ? '0' : '-1');
    dropdown.style.setProperty('--menu-height', menuHeight(dropdown, open));
    if (open) place();
  }, [open]);

  const flip = (to: boolean) => {
    changed.current = true;
    setOpen(to);
  };

  useListener<MouseEvent>(toggle, 'click', () => flip(!toggle.classList.contains('elementor-active')));
  useListener<KeyboardEvent>(toggle, 'keyup', (event) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.stopPropagation();
    toggle.click();
  });
  useListener<MouseEvent>(fullWidth ? dropdown : null, 'click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (link?.parentElement?.matches('.menu-item:not(.menu-item-has-children)')) flip(false);
  });
  useListener(host.ownerDocument.defaultView, 'resize', place);
  useListener(open && isSticky(dropdown) ? host.ownerDocument.defaultView : null, 'scroll', () => {
    dropdown.style.setProperty('--menu-height', menuHeight(dropdown, true));
  }, { passive: true });

  return null;
}
