import { BadMarkup } from '../../src/runtime/bad-markup';

export interface HeaderWishlistProps {
  button: HTMLElement;
  content: HTMLElement;
  /** `.rey-wishlistPanel-container`, which holds the list (`.rey-wishlistPanel`). */
  container: HTMLElement;
  /** The widget opens on hover (`.--dp-hover` around it), not on click. */
  hover: boolean;
  /**
   * Rey 2.1–2.2's widget (its container says grid or list by class, `--prod-grid`, not `data-type`):
   * that version's drop panel opened it by marking the widget `--active`.
   */
  legacy: boolean;
}

export function read(host: HTMLElement): HeaderWishlistProps {
  const button = host.querySelector<HTMLElement>('.rey-header-dropPanel-btn');
  const content = host.querySelector<HTMLElement>('.rey-header-dropPanel-content');
  const container = content?.querySelector<HTMLElement>('.rey-wishlistPanel-container');
  if (!button || !content) throw new BadMarkup('the wishlist widget has no .rey-header-dropPanel-btn and -content');
  if (!container?.querySelector('.rey-wishlistPanel')) throw new BadMarkup('the wishlist widget has no .rey-wishlistPanel-container > .rey-wishlistPanel');
  return { button, content, container, hover: host.closest('.--dp-hover') !== null, legacy: !container.hasAttribute('data-type') };
}
