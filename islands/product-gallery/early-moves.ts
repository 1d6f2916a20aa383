/** A move asked of a gallery: to a slide, or one step (a swipe, an arrow). */
export type GalleryMove = { to: number } | { by: 1 | -1 };

/**
 * Moves asked of a product gallery while its island has not mounted (a swipe, the variation form
 * showing a variation's image), kept by its at-load work (islands/product-gallery/at-load.ts): the
 * island makes them when it mounts, and from then on `take` hands it the ones that still come before
 * the slider is there. `stop` ends the watching at load.
 */
export interface EarlyGalleryMoves {
  moves: GalleryMove[];
  take?: (move: GalleryMove) => void;
  stop: () => void;
}

export const earlyGalleryMoves = new WeakMap<HTMLElement, EarlyGalleryMoves>();

/** Galleries shown and given their controls (at load, or by their island when found later). */
export const preparedGalleries = new WeakSet<HTMLElement>();
