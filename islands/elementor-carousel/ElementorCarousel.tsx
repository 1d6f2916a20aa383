import { useCarousel, useCarouselControl, useSlideClasses } from '../../src/carousel';
import { useMediaQueries, useToggleClass } from '../../src/hooks';
import { t } from '../../src/i18n';
import type { IslandProps } from '../../src/runtime/define';
import { injectStyle } from '../../src/runtime/styles';
import type { ElementorCarouselProps } from './read';
import { Pagination } from './Pagination';
import css from './style.css';

export { read } from './read';

injectStyle('elementor-carousel', css);

const SLIDE_CLASSES = { active: 'swiper-slide-active', next: 'swiper-slide-next', prev: 'swiper-slide-prev' };

/**
 * The page builder's carousel on keen-slider, with the classes Elementor's stylesheet expects from
 * Swiper: the container's `swiper-initialized`, the slides' active/next/prev, disabled arrows at the
 * ends, bullets or a fraction in `.swiper-pagination`, and the offset side. Fewer than two slides:
 * nothing starts and the markup stays as it is.
 */
export default function ElementorCarousel({ root, wrapper, prev, next, pagination, settings, nav, offset, movable }: IslandProps<ElementorCarouselProps>) {
  // The offset pads the container; it must be in place before the carousel measures its slides.
  useToggleClass(root, `offset-${offset}`, movable && offset !== '');
  const { carousel, index } = useCarousel(wrapper, '.swiper-slide', settings);
  // Dots and disabled arrows depend on the slides in view, which change with the breakpoint.
  useMediaQueries(Object.keys(settings.responsive ?? {}));
  const started = carousel !== null;
  const loop = Boolean(settings.loop);
  const slides = carousel?.slides.length ?? 0;
  const perView = carousel ? Math.max(1, Math.floor(carousel.perView())) : 1;
  const atStart = !loop && index <= 0;
  const atEnd = !loop && index >= Math.max(0, slides - perView);

  useToggleClass(root, 'swiper-initialized', started);
  useToggleClass(root, 'swiper-horizontal', started);
  useToggleClass(root, 'swiper-fade', started && settings.effect === 'fade');
  useSlideClasses(carousel, index, SLIDE_CLASSES, loop);

  // A shopper who uses the controls of a carousel set to pause on interaction ends its autoplay.
  const interacted = () => {
    if (settings.autoplay?.pauseOnInteraction) carousel?.stopAutoplay();
  };
  const arrows = started && nav.arrows;
  useCarouselControl(arrows ? prev : null, () => { interacted(); carousel?.prev(); }, { disabled: atStart, disabledClass: 'swiper-button-disabled', label: t('carousel_prev_slide') });
  useCarouselControl(arrows ? next : null, () => { interacted(); carousel?.next(); }, { disabled: atEnd, disabledClass: 'swiper-button-disabled', label: t('carousel_next_slide') });

  return carousel && pagination && nav.pagination ? (
    <Pagination carousel={carousel} index={index} element={pagination} type={nav.pagination} loop={loop} onUse={interacted} />
  ) : null;
}
