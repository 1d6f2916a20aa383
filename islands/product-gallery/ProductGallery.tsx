import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { CarouselSettings } from '../../src/carousel/slider/carousel';
import { on } from '../../src/events';
import { useAttribute, useController, useListener } from '../../src/hooks';
import { t } from '../../src/i18n';
import { lightboxInHash, openLightbox, type LightboxSlide } from '../../src/lightbox';
import type { IslandProps } from '../../src/runtime/define';
import { earlyGalleryMoves, preparedGalleries, type GalleryMove } from './early-moves';
import { prepareGallery } from './at-load';
import { galleryControls, showSlide, slideAskedFor } from './controls';
import { watchEarlySwipes } from './early-swipe';
import { lightboxSlideOf, SLIDE, type ProductGalleryProps } from './read';
import { useLazyCarousel } from './use-lazy-carousel';
import { zoomOnMouse } from './zoom-on-mouse';

export { read } from './read';

/**
 * Opens the shared lightbox on the gallery's items, the state kept in the hash under the gallery's name.
 * The gallery follows it through `goTo` (the latest, read when the lightbox moves): a lightbox opened
 * from a shared link moves a slider that does not exist yet, and asking is what brings it.
 */
function useLightbox(slides: HTMLElement[], name: string, goTo: (index: number) => void, enabled: boolean) {
  const opening = useRef(false);
  const follow = useRef(goTo);
  useLayoutEffect(() => {
    follow.current = goTo;
  }, [goTo]);
  const open = (index: number, opener: HTMLElement | null) => {
    if (opening.current) return;
    const items = slides.map(lightboxSlideOf);
    const usable = items.filter((item): item is LightboxSlide => item !== null);
    if (!usable.length) return;
    opening.current = true;
    const startAt = Math.max(0, usable.indexOf(items[index]!));
    void openLightbox(usable, {
      startAt,
      counter: true,
      fullscreen: true,
      zoom: true,
      history: name,
      label: t('gallery_label'),
      onSlide: (i) => follow.current(items.indexOf(usable[i]!)),
      onClose: () => {
        opening.current = false;
        opener?.focus({ preventScroll: true });
      },
    }).catch(() => {
      opening.current = false;
    });
  };
  // A shared link (`#gid=product-101&pid=2`) opens the lightbox where it was.
  useEffect(() => {
    const state = enabled ? lightboxInHash() : null;
    if (state?.gallery === name && state.index < slides.length) open(state.index, null);
  }, []);
  return open;
}

/**
 * The slider, with its library fetched once the shopper reaches for the gallery (a shopper who only
 * reads or scrolls past never needs it): until then the first slide shows where the slider will show
 * it, laid out by the island's CSS on `data-wi-slider="waiting"`. A move asked for before the library
 * is there (a control, a key, the variation form, the lightbox, a swipe) is made once it is.
 */
function useGallerySlider(host: HTMLElement, container: HTMLElement | null, settings: CarouselSettings) {
  // Mounted because the shopper reached for the gallery (a pointer over it, focus in it): the
  // library is wanted at once, the event that asked for the island having passed.
  const [wanted, setWanted] = useState(() => host.matches(':hover') || host.contains(host.ownerDocument.activeElement));
  // What tells the shopper reaches for the gallery: a mouse over it, a finger on it, focus in it.
  const reachable = container && !wanted ? host : null;
  const want = () => setWanted(true);
  useListener(reachable, 'pointerover', want, { passive: true });
  useListener(reachable, 'touchstart', want, { passive: true });
  useListener(reachable, 'focusin', want, { passive: true });
  const { carousel, index } = useLazyCarousel(container, SLIDE, settings, wanted);
  const [asked, setAsked] = useState<number | null>(null);
  useEffect(() => {
    if (!carousel || asked === null) return;
    // A frame after it was made: its first measurement is in by then.
    const frame = requestAnimationFrame(() => {
      carousel.moveTo(asked);
      setAsked(null);
    });
    return () => cancelAnimationFrame(frame);
  }, [carousel, asked]);
  // Load laid the slides out `waiting` (./at-load.ts); from now on the slider does.
  useAttribute(host, 'data-wi-slider', carousel ? 'ready' : null);
  // While a move asked before the slider existed is still to be made, later presses add to it. A move
  // to the first slide while it shows (the variation form's reset, a lightbox opened on it) needs no slider.
  const goTo = useCallback((at: number) => {
    if (!carousel && asked === null && at === index) return;
    if (carousel && asked === null) carousel.moveTo(at);
    else {
      setWanted(true);
      setAsked(at);
    }
  }, [carousel, asked, index]);
  // Arrows pressed twice before the library arrives move two slides, as they would after.
  const step = useCallback((by: 1 | -1) => {
    if (carousel && asked === null) {
      // The slider's own steps: they count a move still under way.
      if (by > 0) carousel.next();
      else carousel.prev();
    }
    else {
      setWanted(true);
      setAsked((from) => Math.max(0, (from ?? index) + by));
    }
  }, [carousel, asked, index]);
  const latestMove = useRef((move: GalleryMove) => ('to' in move ? goTo(move.to) : step(move.by)));
  useLayoutEffect(() => {
    latestMove.current = (move) => ('to' in move ? goTo(move.to) : step(move.by));
  }, [goTo, step]);
  // Swipes before the library: watched since load (./at-load.ts), whose moves so far are made now and
  // whose later ones come here; a gallery found without that watch gets its own.
  useEffect(() => {
    if (!container || carousel) return;
    const early = earlyGalleryMoves.get(host);
    if (!early) return watchEarlySwipes(container, Boolean(settings.rtl), (forward) => latestMove.current({ by: forward ? 1 : -1 }));
    early.take = (move) => latestMove.current(move);
    early.moves.splice(0).forEach((move) => latestMove.current(move));
    return () => {
      earlyGalleryMoves.delete(host);
      early.stop();
    };
  }, [host, container, carousel, settings.rtl]);
  return { carousel, index, goTo, step };
}

const SETTINGS_BASE: Omit<CarouselSettings, 'speed' | 'rtl' | 'keyboardScope'> = { slidesToShow: 1, slidesToScroll: 1, loop: false };

/**
 * WooCommerce's product gallery, on keen-slider instead of flexslider: slides with thumbnails, paging
 * dots and arrows (disabled at the ends), zoom on a mouse when the large image is wider than the
 * gallery, and the lightbox on a click (videos play in it), each only when `wc_single_product_params`
 * switches it on (`features`). Fires WooCommerce's gallery init events and follows the variation
 * form's `woocommerce_gallery_reset_slide_position` and `woocommerce_gallery_init_zoom`.
 */
export default function ProductGallery({ host, wrapper, slides, name, speed, rtl, features }: IslandProps<ProductGalleryProps>) {
  // Shown, announced and given its controls at load (./at-load.ts); a gallery found without that, now.
  const controls = useMemo(() => {
    if (!preparedGalleries.has(host)) prepareGallery(host);
    return galleryControls(host, wrapper, slides, features);
  }, [host, wrapper, slides, features]);
  const trigger = useMemo(() => host.querySelector<HTMLButtonElement>(':scope > .woocommerce-product-gallery__trigger'), [host, controls]);
  const settings = useMemo<CarouselSettings>(() => ({ ...SETTINGS_BASE, speed, rtl, keyboardScope: host }), [speed, rtl, host]);
  const { carousel, index, goTo, step } = useGallerySlider(host, controls ? wrapper : null, settings);

  useController(host, zoomOnMouse, { slides, enabled: features.zoom });

  useEffect(() => on('woocommerce_gallery_reset_slide_position', () => goTo(0), host), [host, goTo]);
  // The variation form clicks a thumbnail through flexslider's event when the variation's image is one of them.
  useEffect(() => {
    if (!controls) return;
    return on('flexslider-click', (_args, heard) => {
      const at = slideAskedFor(controls.thumbs, (heard.event as { target?: unknown }).target ?? null);
      if (at >= 0) goTo(at);
    }, controls.thumbs);
  }, [controls, goTo]);

  const openAt = useLightbox(slides, name, goTo, features.lightbox);
  // Without the lightbox an image's link is left to the browser (it opens the full-size image).
  useListener<MouseEvent>(features.lightbox ? wrapper : null, 'click', (event) => {
    const link = (event.target as Element).closest('a');
    const slide = link?.closest<HTMLElement>(SLIDE);
    if (!link || !slide || !slides.includes(slide) || event.defaultPrevented) return;
    event.preventDefault();
    openAt(slides.indexOf(slide), link);
  });
  useListener(trigger, 'click', () => openAt(carousel ? index : 0, trigger));

  // The controls made at load show where the gallery is, and move it.
  const stops = carousel?.stops() ?? slides.length;
  useLayoutEffect(() => {
    if (controls) showSlide(controls, index, stops);
  }, [controls, index, stops]);
  const showAsked = (event: MouseEvent) => {
    const at = slideAskedFor(event.currentTarget as HTMLOListElement, event.target);
    if (at >= 0) goTo(at);
  };
  useListener<MouseEvent>(controls?.thumbs, 'click', showAsked);
  useListener<MouseEvent>(controls?.dots, 'click', showAsked);
  useListener(controls?.prev, 'click', () => step(-1));
  useListener(controls?.next, 'click', () => step(1));
  return null;
}
