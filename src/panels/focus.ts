// Focus handling shared by panels, popups, dialogs and lightboxes.

const FOCUSABLE = [
  'a[href]', 'area[href]', 'button:not([disabled])', 'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])', 'textarea:not([disabled])', 'iframe', 'summary', '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function visible(el: HTMLElement): boolean {
  if (el.hidden || el.closest('[inert], [aria-hidden="true"]')) return false;
  const style = getComputedStyle(el);
  return style.visibility !== 'hidden' && style.display !== 'none' && (el.offsetParent !== null || style.position === 'fixed');
}

/** The elements inside `container` a keyboard user can reach, in tab order. */
export function focusableIn(container: Element): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(visible);
}

/**
 * Keeps Tab and Shift+Tab inside `container` until released, and moves focus into it (the element
 * given, else the first focusable one, else the container itself).
 */
export function trapFocus(container: HTMLElement, initial?: HTMLElement | null): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab') return;
    const items = focusableIn(container);
    if (!items.length) {
      event.preventDefault();
      container.focus();
      return;
    }
    const first = items[0]!;
    const last = items[items.length - 1]!;
    const active = container.ownerDocument.activeElement;
    if (event.shiftKey && (active === first || !container.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !container.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };
  container.ownerDocument.addEventListener('keydown', onKeyDown, true);
  const target = initial ?? focusableIn(container)[0] ?? container;
  if (target === container && !container.hasAttribute('tabindex')) container.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return () => container.ownerDocument.removeEventListener('keydown', onKeyDown, true);
}

/** Remembers what had focus, to give it back when a panel closes. */
export function rememberFocus(doc: Document = document): () => void {
  const previous = doc.activeElement as HTMLElement | null;
  return () => {
    if (previous && previous.isConnected && typeof previous.focus === 'function') previous.focus({ preventScroll: true });
  };
}
