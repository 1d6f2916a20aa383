let shown = 0;

/** A new id for a wishlist popup, unique on this page (the active panel tells panels apart by id). */
export function nextWishlistPopupId(): string {
  return `tinvwl-popup-${++shown}`;
}
