import type { KeenSliderInstance, KeenSliderPlugin } from 'keen-slider';
import { SWIPE_THRESHOLD_PX } from '../../swipe-threshold';

// The slider library's drag rules (spec §9), which keen-slider's own snap does not have: a drag starts
// only past 10 px, a release under 20 px from where it began goes back, and a release is thrown on by
// its speed times the flick power, at most one carousel width, to the nearest slide there.
export const DRAG_THRESHOLD_PX = 10;
export const FLICK_POWER = 600;
/** Transition length when a carousel's settings give none. */
export const DEFAULT_SPEED_MS = 400;

export interface Release {
  /** Slide index the drag started at. */
  from: number;
  /** Pixels dragged (positive towards the next slides). */
  dragged: number;
  /** Pointer speed at release, px per ms (same sign convention). */
  velocity: number;
  /** The carousel's width in px (a throw goes at most this far). */
  width: number;
}

/** How far past the release point a drag is thrown, in px: speed × flick power, at most one width. */
export function throwDistance({ velocity, width }: Pick<Release, 'velocity' | 'width'>): number {
  return Math.sign(velocity) * Math.min(Math.abs(velocity) * FLICK_POWER, width);
}

/**
 * The slide a release comes to rest on: `from` when it moved less than the swipe threshold, else the
 * slide nearest to where the throw lands (`distanceTo(i)` is the px from the current position to slide i).
 */
export function restingSlide(release: Release, candidates: number[], distanceTo: (index: number) => number): number {
  if (Math.abs(release.dragged) < SWIPE_THRESHOLD_PX) return release.from;
  const landing = throwDistance(release);
  let best = release.from;
  for (const index of candidates) {
    if (Math.abs(distanceTo(index) - landing) < Math.abs(distanceTo(best) - landing)) best = index;
  }
  return best;
}

// Swiper 8's touch defaults, which the page builder's carousels keep: a release more than 300 ms after
// the press is a long swipe, which goes on only past half a slide group.
export const LONG_SWIPE_MS = 300;
export const LONG_SWIPE_RATIO = 0.5;

export interface SwiperRelease {
  /** Slide index the drag started at. */
  from: number;
  /** Where the track is at release, in slides (`from` plus the slides dragged, towards the next ones). */
  position: number;
  /** Slides per group (slides to scroll). */
  step: number;
  /** Time from the press to the release. */
  durationMs: number;
}

/**
 * The slide a release comes to rest on under Swiper 8's rule (its onTouchEnd without free mode), as
 * the page builder's Swiper carousels move: any drag counts; a quick one goes on to the next group in
 * its direction from where it was released (back: the group it is in), a long one only if it is past
 * half of that group. No throw.
 */
export function swiperRestingSlide({ from, position, step, durationMs }: SwiperRelease): number {
  const moved = position - from;
  if (Math.abs(moved) < 1e-6) return from;
  const stop = Math.floor(position / step + 1e-6) * step;
  const ratio = (position - stop) / step;
  if (durationMs > LONG_SWIPE_MS) {
    if (moved > 0) return ratio >= LONG_SWIPE_RATIO ? stop + step : stop;
    return ratio > 1 - LONG_SWIPE_RATIO ? stop + step : stop;
  }
  return moved > 0 ? stop + step : stop;
}

/**
 * keen-slider's `dragSpeed` with a start threshold: the track stays put until the pointer is 10 px from
 * where it was pressed, then catches up with it. (keen-slider drops the first move, which it spends
 * telling a sideways drag from a scroll, so the distance is measured from the press, not summed.)
 */
export function thresholdDrag(thresholdPx = DRAG_THRESHOLD_PX) {
  let pressX = 0;
  let pointerX = 0;
  let started = false;
  let pressedAt = 0;
  return {
    press(x: number, at = Date.now()) {
      pressX = x;
      pointerX = x;
      started = false;
      pressedAt = at;
    },
    /** When the pointer went down. */
    pressedAt: () => pressedAt,
    point(x: number) {
      pointerX = x;
    },
    /** keen-slider's sign: positive as the pointer goes left. */
    dragSpeed(px: number): number {
      if (started) return px;
      const travelled = pressX - pointerX;
      if (Math.abs(travelled) <= thresholdPx) return 0;
      started = true;
      return travelled;
    },
  };
}

type ThresholdDrag = ReturnType<typeof thresholdDrag>;

const clientX = (event: MouseEvent | TouchEvent) => ('touches' in event ? event.touches[0]?.clientX : event.clientX) ?? 0;

/** Which release rule a carousel follows: the slider library's throw, or Swiper's (the page builder's). */
export type ReleaseRule = 'throw' | 'swiper';

/**
 * Applies the release rule on keen-slider. Its snap mode has already started a move to the next slide
 * (it does so for any drag with speed); the move made here replaces it.
 */
export function swipePlugin(drag: ThresholdDrag, rule: ReleaseRule = 'throw', step: () => number = () => 1): KeenSliderPlugin {
  return (slider: KeenSliderInstance) => {
    let from = 0;
    let startPosition = 0;
    // Seen before keen-slider's own handlers (capture), so the threshold knows where the pointer is.
    const press = (event: MouseEvent | TouchEvent) => drag.press(clientX(event));
    const point = (event: MouseEvent | TouchEvent) => drag.point(clientX(event));
    const kinds = [['mousedown', press], ['touchstart', press], ['mousemove', point], ['touchmove', point]] as const;
    for (const [type, listener] of kinds) slider.container.addEventListener(type, listener as EventListener, { capture: true, passive: true });
    slider.on('destroyed', () => {
      for (const [type, listener] of kinds) slider.container.removeEventListener(type, listener as EventListener, { capture: true });
    });
    slider.on('dragStarted', () => {
      from = slider.track.details.abs;
      startPosition = slider.track.details.position;
    });
    slider.on('dragEnded', () => {
      const details = slider.track.details;
      if (!details) return;
      const size = slider.size;
      if (rule === 'swiper') {
        const distanceTo = (index: number) => slider.track.idxToDist(index, true);
        const unit = distanceTo(from + 1) - distanceTo(from);
        const position = unit ? from - distanceTo(from) / unit : from;
        const target = swiperRestingSlide({ from, position, step: step(), durationMs: Date.now() - drag.pressedAt() });
        slider.moveToIdx(Math.min(details.maxIdx, Math.max(details.minIdx, target)), true);
        return;
      }
      // A throw goes at most one width: the slides in view plus one either side are all it can reach.
      const reach = Math.ceil(1 / (details.slides[0]?.size || 1)) + 1;
      const candidates: number[] = [];
      for (let i = details.abs - reach; i <= details.abs + reach; i++) {
        if (i >= details.minIdx && i <= details.maxIdx) candidates.push(i);
      }
      const target = restingSlide(
        { from, dragged: (details.position - startPosition) * size, velocity: slider.track.velocity() * size, width: size },
        candidates,
        (index) => slider.track.idxToDist(index, true) * size,
      );
      slider.moveToIdx(target, true);
    });
  };
}
