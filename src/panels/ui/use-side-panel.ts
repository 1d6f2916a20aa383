import { useLayoutEffect, useRef } from 'react';
import { createCloseButton } from './close-button';
import { transitionMs } from './transition';
import { usePanel } from './use-panel';

export interface SidePanelOptions {
  /** Unique per panel (Rey's component name: `mini-cart`, `account`, `search`). */
  id: string;
  /** The `.rey-sidePanel` element. */
  element: HTMLElement | null;
  /** The island's way to close it (Esc, overlay, close button, another panel opening). */
  onClose: () => void;
  /** The buttons that open it: `--is-open` and `aria-expanded` follow the panel. */
  triggers?: () => Element[];
  /** Extra body classes while open (`--cart-active`, `header-account--active`, …). */
  bodyClasses?: string[];
  /** Where the injected close button goes (a selector inside the panel); default the panel's first child. */
  closeButtonIn?: string;
  initialFocus?: () => HTMLElement | null;
}

function setExpanded(triggers: Element[], open: boolean): void {
  for (const trigger of triggers) {
    trigger.classList.toggle('--is-open', open);
    trigger.setAttribute('aria-expanded', String(open));
  }
}

/** Injects Rey's close button when the panel prints none; any `.rey-sidePanel-close` closes it. */
function useCloseButton(element: HTMLElement | null, container: string | undefined, close: () => void): React.MutableRefObject<HTMLElement | null> {
  const button = useRef<HTMLElement | null>(null);
  const latest = useRef(close);
  latest.current = close;
  useLayoutEffect(() => {
    if (!element) return;
    let injected: HTMLButtonElement | null = null;
    button.current = element.querySelector<HTMLElement>('.rey-sidePanel-close');
    if (!button.current) {
      const target = (container ? element.querySelector(container) : null) ?? element.firstElementChild ?? element;
      injected = createCloseButton(element.ownerDocument);
      target.append(injected);
      button.current = injected;
    }
    const onClick = (event: Event) => {
      if (!(event.target instanceof Element) || !event.target.closest('.rey-sidePanel-close, .js-rey-sidePanel-close')) return;
      event.preventDefault();
      latest.current();
    };
    element.addEventListener('click', onClick);
    return () => {
      element.removeEventListener('click', onClick);
      injected?.remove();
      button.current = null;
    };
  }, [element, container]);
  return button;
}

/**
 * Rey's side panel (R3) for an island that owns a `.rey-sidePanel`: the first open reveals it (inline
 * `display:block`, `data-lazy-hidden` dropped); each open sets the site overlay, the scroll lock, body
 * `--side-panel-active` and `--side-panel-active--{align}` plus the panel's own classes, `--is-open` on
 * the panel and its triggers, and after the transition (`--transition-duration`, else 400 ms)
 * `--is-opened`, the visible close button and a focus trap. Closing reverses it and gives focus back.
 * Everything the one-active-panel rule does (Esc, overlay clicks) comes from usePanel.
 */
export function useSidePanel(open: boolean, options: SidePanelOptions): void {
  const latest = useRef(options);
  latest.current = options;
  const { element } = options;
  const closeButton = useCloseButton(element, options.closeButtonIn, () => latest.current.onClose());
  const align = element?.getAttribute('data-align') === 'left' ? 'left' : 'right';
  const duration = open ? transitionMs(element) : 0;

  // Revealed on first open and kept so (Rey does the same); restored only when the island goes.
  const revealed = useRef(false);
  useLayoutEffect(() => {
    if (!element) return;
    const display = element.style.display;
    const lazyHidden = element.hasAttribute('data-lazy-hidden');
    setExpanded(latest.current.triggers?.() ?? [], false);
    return () => {
      if (!revealed.current) return;
      element.style.display = display;
      if (lazyHidden) element.setAttribute('data-lazy-hidden', '');
      revealed.current = false;
    };
  }, [element]);

  useLayoutEffect(() => {
    if (!open || !element) return;
    if (!revealed.current) {
      revealed.current = true;
      element.style.display = 'block';
      element.removeAttribute('data-lazy-hidden');
    }
    // The closed styles must be computed before `--is-open` lands, or nothing slides.
    void element.offsetWidth;
    element.classList.add('--is-open');
    const triggers = latest.current.triggers?.() ?? [];
    setExpanded(triggers, true);
    const timer = setTimeout(() => {
      element.classList.add('--is-opened');
      closeButton.current?.classList.remove('--invisible');
    }, duration);
    return () => {
      clearTimeout(timer);
      element.classList.remove('--is-open', '--is-opened');
      closeButton.current?.classList.add('--invisible');
      setExpanded(triggers, false);
    };
  }, [open, element, duration, closeButton]);

  usePanel(open, {
    id: options.id,
    element,
    onClose: () => latest.current.onClose(),
    overlay: 'site',
    lockScroll: true,
    bodyClasses: ['--side-panel-active', `--side-panel-active--${align}`, ...(options.bodyClasses ?? [])],
    trapFocus: true,
    focusDelayMs: duration,
    initialFocus: () => latest.current.initialFocus?.() ?? null,
  });
}
