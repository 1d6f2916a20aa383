import { useLayoutEffect } from 'react';
import { setAttribute, undoAll, useListener } from '../../src/hooks';
import { stretch } from '../../src/helpers/stretch';
import { keepInlineStyle } from './inline-style';

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

/**
 * The burger's dropdown once the burger has been used (`open` not null; untouched, the markup stays as
 * the server printed it): its top-level links in or out of the tab order, its `--menu-height`
 * (measured again on scroll while a sticky menu is open). A full-width dropdown is stretched across
 * the window below the toggle as it opens and as the window resizes. Unmounting gives back the
 * printed markup.
 */
export function useDropdown(toggle: HTMLElement, dropdown: HTMLElement, open: boolean | null, fullWidth: boolean): void {
  const win = dropdown.ownerDocument.defaultView;
  const place = () => {
    if (!fullWidth) return;
    stretch(dropdown);
    dropdown.style.top = `${toggle.offsetHeight}px`;
  };

  useLayoutEffect(() => keepInlineStyle(dropdown), [dropdown]);
  useLayoutEffect(() => {
    if (open === null) return;
    const links = [...dropdown.querySelectorAll('a.elementor-item')];
    return undoAll(links.map((link) => setAttribute(link, 'tabindex', open ? '0' : '-1')));
  }, [dropdown, open]);
  useLayoutEffect(() => {
    if (open === null) return;
    dropdown.style.setProperty('--menu-height', menuHeight(dropdown, open));
    if (open) place();
  }, [dropdown, open]);

  useListener(win, 'resize', place);
  useListener(open && isSticky(dropdown) ? win : null, 'scroll', () => {
    dropdown.style.setProperty('--menu-height', menuHeight(dropdown, true));
  }, { passive: true });
}
