import { useLayoutEffect, useRef, useState } from 'react';
import { emit } from '../../src/events';
import { useAttribute, useListener, useToggleClass } from '../../src/hooks';
import { usePanel } from '../../src/panels/ui';
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

/** Rey's desktop breakpoint (`is_desktop`: 1025 px and wider). */
const DESKTOP = '(min-width: 1025px)';
// How long the window must have kept its size before the panel is measured again (Rey's 500 ms).
const RESIZE_DEBOUNCE_MS = 500;

/**
 * Where the header ends, as Rey 2.1 measures it for its wide panel: the header's height plus the admin
 * bar (32 px on desktop, 46 below), or a visible sticky top bar's height where one shows.
 */
function headerEnd(doc: Document): number {
  const sticky = doc.querySelector('.rey-stickyContent.--visible[data-align="top"] > .elementor');
  if (sticky instanceof HTMLElement) return sticky.offsetHeight;
  const header = doc.querySelector<HTMLElement>('.rey-siteHeader');
  const desktop = doc.defaultView?.matchMedia(DESKTOP).matches ?? true;
  const adminBar = doc.body.classList.contains('admin-bar') ? (desktop ? 32 : 46) : 0;
  return (header?.offsetHeight ?? 0) + adminBar;
}

/**
 * Older Rey's wide panel opens below the header: its script sets the panel's inline `top` and
 * `max-height`, the site overlay's `top`, and below desktop the panel's height to the rest of the
 * window; measured again when the window's size settles while open. Closing takes back the overlay's
 * top and the height (Rey leaves the panel's top, so it does not jump while it closes); unmounting
 * gives back what the server printed.
 */
function useLegacyWideTop(panel: HTMLElement, on: boolean): void {
  const printed = useRef({ top: panel.style.top, maxHeight: panel.style.maxHeight, height: panel.style.height });
  useLayoutEffect(() => () => {
    Object.assign(panel.style, printed.current);
  }, [panel]);
  useLayoutEffect(() => {
    if (!on) return;
    const doc = panel.ownerDocument;
    const win = doc.defaultView ?? window;
    const overlay = doc.querySelector<HTMLElement>('.rey-overlay--site');
    const overlayTop = overlay?.style.top ?? '';
    const place = () => {
      const top = headerEnd(doc);
      panel.style.top = `${top}px`;
      panel.style.maxHeight = `calc(100% - ${top}px)`;
      if (overlay) overlay.style.top = `${top}px`;
      if (!win.matchMedia(DESKTOP).matches) panel.style.height = `${win.innerHeight - top}px`;
    };
    place();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(place, RESIZE_DEBOUNCE_MS);
    };
    win.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      win.removeEventListener('resize', onResize);
      if (overlay) overlay.style.top = overlayTop;
      panel.style.height = printed.current.height;
    };
  }, [panel, on]);
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
 * overlay, its close button, and the wide one below the header.
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
  useLegacyWideTop(panel, open && legacy && style === 'wide');
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
