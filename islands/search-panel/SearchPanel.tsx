import { useLayoutEffect, useRef, useState } from 'react';
import { emit } from '../../src/events';
import { useAttribute, useListener, useToggleClass } from '../../src/hooks';
import { usePanel } from '../../src/panels';
import type { IslandProps } from '../../src/runtime/define';
import type { SearchPanelProps } from './read';

export { read } from './read';

/** Shows an element the server hid (`--hidden`, `data-lazy-hidden`) while `on`; hides it again after. */
function useReveal(el: HTMLElement, on: boolean, openClass: string): void {
  useLayoutEffect(() => {
    if (!on) return;
    const hidden = el.classList.contains('--hidden');
    const lazy = el.hasAttribute('data-lazy-hidden');
    el.classList.remove('--hidden');
    el.removeAttribute('data-lazy-hidden');
    // Lay the panel out closed first, so adding the open class runs the theme's transition.
    void el.offsetWidth;
    el.classList.add(openClass);
    return () => {
      el.classList.remove(openClass);
      if (hidden) el.classList.add('--hidden');
      if (lazy) el.setAttribute('data-lazy-hidden', '');
    };
  }, [el, on, openClass]);
}

// Older Rey hides the panel again once its closing transition is over.
const LEGACY_HIDE_MS = 300;

/** Older Rey's panel: shown as a block while open (jQuery's `show()`), hidden again after the transition. */
function useLegacyShow(el: HTMLElement, on: boolean, enabled: boolean): void {
  const hide = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const printed = useRef(el.style.display);
  useLayoutEffect(() => () => {
    clearTimeout(hide.current);
    if (enabled) el.style.display = printed.current;
  }, [el, enabled]);
  useLayoutEffect(() => {
    if (!enabled || !on) return;
    clearTimeout(hide.current);
    el.style.display = 'block';
    void el.offsetWidth;
    el.classList.add('is-opened');
    return () => {
      el.classList.remove('is-opened');
      hide.current = setTimeout(() => {
        el.style.display = printed.current;
      }, LEGACY_HIDE_MS);
    };
  }, [el, on, enabled]);
}

/** Search logos Rey swaps in while the panel covers the header (`img.custom-logo[data-search-logo]`). */
function useSearchLogos(on: boolean): void {
  useLayoutEffect(() => {
    if (!on) return;
    const logos = [...document.querySelectorAll<HTMLImageElement>('.rey-siteHeader img.custom-logo[data-search-logo]')];
    const before = logos.map((img) => [img.getAttribute('src'), img.getAttribute('srcset')] as const);
    logos.forEach((img) => {
      img.setAttribute('src', img.getAttribute('data-search-logo')!);
      img.setAttribute('srcset', '');
    });
    return () => logos.forEach((img, i) => {
      const [src, srcset] = before[i]!;
      if (src !== null) img.setAttribute('src', src);
      if (srcset !== null) img.setAttribute('srcset', srcset);
      else img.removeAttribute('srcset');
    });
  }, [on]);
}

/**
 * The header search toggle and its panel (Rey R5): the panel drops in (`--is-open`, the toggle
 * `is-opened`, body `search-panel--active search-panel--{style}`), focus moves to the search field and
 * stays in the panel; Esc, the panel's overlay, the toggle again or another panel opening close it.
 * Older Rey's panel (no id) opens its own way: `is-opened`, body `search-panel--is-opened`, the site
 * overlay, and its close button.
 */
export default function SearchPanel({ host, panel, style, input, overlay, legacy, closeButton }: IslandProps<SearchPanelProps>) {
  const [open, setOpen] = useState(false);
  const wasOpen = useRef(false);

  useListener<MouseEvent>(host, 'click', (event) => {
    event.preventDefault();
    setOpen((o) => !o);
  });
  useListener<MouseEvent>(style === 'wide' && !legacy ? overlay : null, 'click', (event) => {
    event.preventDefault();
    setOpen(false);
  });
  useListener<MouseEvent>(closeButton, 'click', (event) => {
    event.preventDefault();
    setOpen(false);
  });

  useReveal(panel, open && !legacy, '--is-open');
  useLegacyShow(panel, open, legacy);
  useToggleClass(host, 'is-opened', open);
  useAttribute(host, 'aria-expanded', String(open));
  useAttribute(host, 'aria-controls', panel.id || null);
  useSearchLogos(open && style === 'wide');
  usePanel(open, {
    id: 'search-panel',
    element: panel,
    onClose: () => setOpen(false),
    overlay: style === 'side' || legacy ? 'site' : false,
    lockScroll: legacy,
    bodyClasses: legacy
      ? ['search-panel--is-opened', `search-panel--${style}`]
      : ['search-panel--active', `search-panel--${style}`, ...(style === 'side' ? ['--side-panel-active'] : [])],
    trapFocus: true,
    initialFocus: () => input,
  });

  useLayoutEffect(() => {
    if (open) wasOpen.current = true;
    else if (wasOpen.current) emit('reycore/ajax_search/close', [], document);
  }, [open]);

  return null;
}
