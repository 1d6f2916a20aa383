import { useMemo } from 'react';
import { useCarousel, useCarouselControl, useSlideClasses } from '../../src/carousel';
import { breakpoints, currentDevice, type Device } from '../../src/elementor';
import { useMediaQueries, useToggleClass } from '../../src/hooks';
import { t } from '../../src/i18n';
import type { IslandProps } from '../../src/runtime/define';
import type { ReyProductCarouselProps } from './read';
import { reyCarouselSettings } from './settings';
import { useSlideMarker } from './slide-marker';

export { read } from './read';

const SLIDE_CLASSES = { active: 'is-active', next: 'is-next', prev: 'is-prev', visible: 'is-visible' };

/** The three devices Rey switches on (its own `--disable-{device}` classes use these names). */
function deviceGroup(device: Device): 'desktop' | 'tablet' | 'mobile' {
  if (device === 'mobile' || device === 'mobile_extra') return 'mobile';
  if (device === 'tablet' || device === 'tablet_extra') return 'tablet';
  return 'desktop';
}

/**
 * Rey's product carousel on keen-slider: the products of `.splide__list` slide, Rey's own arrows move
 * them (disabled at the ends unless it loops), and Splide's state classes mark the root and slides.
 * Looping and switching the carousel off can differ per device; the carousel restarts when the device
 * changes.
 */
export default function ReyProductCarousel({ raw, splide, list, prev, next, disabledOn, base }: IslandProps<ReyProductCarouselProps>) {
  const bp = breakpoints();
  // Re-render when the device changes: the carousel restarts with that device's settings.
  useMediaQueries([`(max-width: ${bp.mobile?.value ?? 767}px)`, `(max-width: ${bp.tablet?.value ?? 1024}px)`]);
  const device = deviceGroup(currentDevice());
  const enabled = !disabledOn.includes(device);
  const settings = useMemo(
    () => ({ ...reyCarouselSettings(raw, device, { mobile: bp.mobile?.value ?? 767, tablet: bp.tablet?.value ?? 1024 }), ...base }),
    [raw, device, base],
  );
  const { carousel, index } = useCarousel(enabled ? list : null, 'li', settings, device);
  const started = carousel !== null;
  const loop = Boolean(settings.loop);
  const perView = carousel ? Math.floor(carousel.perView()) : 1;
  const last = Math.max(0, (carousel?.slides.length ?? 0) - perView);

  useToggleClass(splide, 'is-initialized', started);
  useToggleClass(splide, 'is-overflow', started);
  useToggleClass(splide, loop ? 'splide--loop' : 'splide--slide', started);
  useSlideClasses(carousel, index, SLIDE_CLASSES, loop);
  useSlideMarker(carousel?.slides ?? null);

  const stop = () => carousel?.stopAutoplay();
  useCarouselControl(started ? prev : null, () => { stop(); carousel?.prev(); }, { disabled: !loop && index <= 0, disabledClass: '--disabled', label: t('carousel_prev_slide') });
  useCarouselControl(started ? next : null, () => { stop(); carousel?.next(); }, { disabled: !loop && index >= last, disabledClass: '--disabled', label: t('carousel_next_slide') });
  return null;
}
