import { useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import type { Carousel } from '../../src/carousel';
import { useListener, useToggleClass } from '../../src/hooks';
import { t } from '../../src/i18n';
import { activeDot, dotCount, type Pagination as PaginationType } from './settings';

interface PaginationProps {
  carousel: Carousel;
  index: number;
  /** The widget's `.swiper-pagination`. */
  element: HTMLElement;
  type: Exclude<PaginationType, ''>;
  loop: boolean;
  /** A dot was used (ends autoplay when the carousel pauses on interaction). */
  onUse: () => void;
}

/**
 * Swiper's pagination in the page builder's `.swiper-pagination`: bullets (`role=button`, only the
 * active one in the tab order, focus following it as the keyboard moves the carousel), a fraction, or
 * a progress bar, with the classes Swiper gives the container.
 */
export function Pagination({ carousel, index, element, type, loop, onUse }: PaginationProps) {
  const slides = carousel.slides.length;
  const perView = Math.max(1, Math.floor(carousel.perView()));
  const step = carousel.step();
  const dots = dotCount(slides, perView, step, loop);
  const current = activeDot(index, slides, perView, step, loop);

  useToggleClass(element, 'swiper-pagination-horizontal', true);
  useToggleClass(element, `swiper-pagination-${type}`, true);
  useToggleClass(element, 'swiper-pagination-clickable', type === 'bullets');

  const focused = useRef(false);
  useListener(element, 'focusin', () => {
    focused.current = true;
  });
  useListener<FocusEvent>(element, 'focusout', (event) => {
    // A dot losing its tabindex in a re-render drops focus on the spot; that is not the shopper leaving.
    const dropped = event.relatedTarget === null && event.target instanceof Element && !event.target.hasAttribute('tabindex');
    if (!dropped && !element.contains(event.relatedTarget as Node | null)) focused.current = false;
  });
  useLayoutEffect(() => {
    if (focused.current && type === 'bullets') element.querySelector<HTMLElement>('.swiper-pagination-bullet-active')?.focus();
  }, [current, type]);

  if (type === 'fraction') {
    return createPortal(<><span className="swiper-pagination-current">{current + 1}</span> / <span className="swiper-pagination-total">{dots}</span></>, element);
  }
  if (type === 'progressbar') {
    return createPortal(<span className="swiper-pagination-progressbar-fill" style={{ transform: `translate3d(0,0,0) scaleX(${(current + 1) / dots}) scaleY(1)`, transformOrigin: 'left top' }} />, element);
  }
  const goTo = (dot: number) => {
    onUse();
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
    element,
  );
}
