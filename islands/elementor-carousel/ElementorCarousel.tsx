import { useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useCarousel, useCarouselControl, useSlideClasses } from '../../src/carousel';
import { useListener, useMediaQueries, useToggleClass } from '../../src/hooks';
import { t } from '../../src/i18n';
import type { IslandProps } from '../../src/runtime/define';
import { injectStyle } from '../../src/runtime/styles';
import type { ElementorCarouselProps } from './read';
import { activeDot, dotCount } from './settings';
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
export default function ElementorCarousel({ host, root, wrapper, prev, next, pagination, settings, nav, offset, movable }: IslandProps<ElementorCarouselProps>) {
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
  useToggleClass(host, 'e-carousel-started', started);
  useSlideClasses(carousel, index, SLIDE_CLASSES, loop);

  // A shopper who uses the controls of a carousel set to pause on interaction ends its autoplay.
  const interacted = () => {
    if (settings.autoplay?.pauseOnInteraction) carousel?.stopAutoplay();
  };
  const arrows = started && nav.arrows;
  useCarouselControl(arrows ? prev : null, () => { interacted(); carousel?.prev(); }, { disabled: atStart, disabledClass: 'swiper-button-disabled', label: t('carousel_prev_slide') });
  useCarouselControl(arrows ? next : null, () => { interacted(); carousel?.next(); }, { disabled: atEnd, disabledClass: 'swiper-button-disabled', label: t('carousel_next_slide') });

  const paginationType = started && pagination ? nav.pagination : '';
  // Only the active dot is in the tab order: when it changes under the keyboard, focus goes with it.
  const dotsFocused = useRef(false);
  useListener(pagination, 'focusin', () => {
    dotsFocused.current = true;
  });
  useListener<FocusEvent>(pagination, 'focusout', (event) => {
    // A dot losing its tabindex in a re-render drops focus on the spot; that is not the shopper leaving.
    const dropped = event.relatedTarget === null && event.target instanceof Element && !event.target.hasAttribute('tabindex');
    if (!dropped && !pagination?.contains(event.relatedTarget as Node | null)) dotsFocused.current = false;
  });
  useLayoutEffect(() => {
    if (dotsFocused.current && paginationType === 'bullets') pagination?.querySelector<HTMLElement>('.swiper-pagination-bullet-active')?.focus();
  }, [index, paginationType]);
  useToggleClass(pagination, 'swiper-pagination-horizontal', paginationType !== '');
  useToggleClass(pagination, 'swiper-pagination-bullets', paginationType === 'bullets');
  useToggleClass(pagination, 'swiper-pagination-clickable', paginationType === 'bullets');
  useToggleClass(pagination, 'swiper-pagination-fraction', paginationType === 'fraction');
  useToggleClass(pagination, 'swiper-pagination-progressbar', paginationType === 'progressbar');
  if (!carousel || !pagination || !paginationType) return null;

  const step = carousel.step();
  const dots = dotCount(slides, perView, step, loop);
  const current = activeDot(index, slides, perView, step, loop);
  if (paginationType === 'fraction') {
    return createPortal(<><span className="swiper-pagination-current">{current + 1}</span> / <span className="swiper-pagination-total">{dots}</span></>, pagination);
  }
  if (paginationType === 'progressbar') {
    return createPortal(<span className="swiper-pagination-progressbar-fill" style={{ transform: `translate3d(0,0,0) scaleX(${(current + 1) / dots}) scaleY(1)`, transformOrigin: 'left top' }} />, pagination);
  }
  const goTo = (dot: number) => {
    interacted();
    carousel.moveTo(Math.min(dot * step, loop ? slides - 1 : Math.max(0, slides - perView)));
  };
  return createPortal(
    <>
      {Array.from({ length: dots }, (_, dot) => (
        <span
          key={dot}
          className={`swiper-pagination-bullet${dot === current ? ' swiper-pagination-bullet-active' : ''}`}
          role="button"
          tabIndex={dot === current ? 0 : undefined}
          data-bullet-index={dot}
          aria-label={`${t('carousel_go_to_slide')} ${dot + 1}`}
          aria-current={dot === current ? 'true' : undefined}
          onClick={() => goTo(dot)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === ' ') {
              event.preventDefault();
              goTo(dot);
            }
          }}
        />
      ))}
    </>,
    pagination,
  );
}
