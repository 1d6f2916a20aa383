import { useState } from 'react';
import { useAttribute, useClassState, useListener } from '../../src/hooks';
import { useDropdown } from './dropdown';

export interface MenuToggleProps {
  toggle: HTMLElement;
  dropdown: HTMLElement;
  fullWidth: boolean;
}

/**
 * The burger below the breakpoint, as Elementor Pro's nav menu runs it: a click (or Enter or Space,
 * on release) opens or closes the dropdown: the toggle's `elementor-active` and `aria-expanded`, the
 * dropdown's `aria-hidden` and what ./dropdown.ts holds. A full-width dropdown is stretched across the
 * window below the toggle, and a click on a final item closes it.
 */
export function MenuToggle({ toggle, dropdown, fullWidth }: MenuToggleProps) {
  // Null until the burger is first used: untouched, the markup stays as the server printed it.
  const [open, setOpen] = useState<boolean | null>(null);
  useAttribute(toggle, 'aria-expanded', open === null ? null : String(open));
  useClassState(toggle, 'elementor-active', open);
  useAttribute(dropdown, 'aria-hidden', open === null ? null : String(!open));
  useDropdown(toggle, dropdown, open, fullWidth);

  useListener<MouseEvent>(toggle, 'click', () => setOpen(!toggle.classList.contains('elementor-active')));
  useListener<KeyboardEvent>(toggle, 'keyup', (event) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.stopPropagation();
    toggle.click();
  });
  useListener<MouseEvent>(fullWidth ? dropdown : null, 'click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (link?.parentElement?.matches('.menu-item:not(.menu-item-has-children)')) setOpen(false);
  });

  return null;
}
