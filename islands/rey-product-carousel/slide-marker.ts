import { useLayoutEffect } from 'react';
import { addClass, undoAll } from '../../src/hooks';

/**
 * Splide's slides carry `splide__slide`; Rey's server markup leaves that class to the script, so the
 * running carousel's slides get it (a slide the server marked keeps its own).
 */
export function useSlideMarker(slides: HTMLElement[] | null): void {
  useLayoutEffect(() => undoAll((slides ?? []).map((slide) => addClass(slide, 'splide__slide'))), [slides]);
}
