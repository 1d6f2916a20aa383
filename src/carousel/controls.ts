// Controls for carousels on server markup: arrows and slide state classes, whatever library's class
// names the page's stylesheet expects (Swiper's `swiper-slide-active`, Splide's `is-active`).
import { useLayoutEffect, useMemo } from 'react';
import { useAttribute, useListener, useToggleClass } from '../hooks';
import type { Carousel } from './slider/carousel';

export interface ControlOptions {
  /** At an end of a carousel that does not loop. */
  disabled: boolean;
  /** The class the stylesheet shows a disabled control with (`swiper-button-disabled`). */
  disabledClass: string;
  /** Used when the server printed no aria-label. */
  label: string;
}

/**
 * An arrow (often a `div[role=button]`): activated by click, Enter and Space; `aria-disabled` and the
 * stylesheet's disabled class at the ends; labelled for screen readers.
 */
export function useCarouselControl(el: HTMLElement | null, activate: () => void, { disabled, disabledClass, label }: ControlOptions): void {
  const run = (event: Event) => {
    event.preventDefault();
    if (!disabled) activate();
  };
  useListener<MouseEvent>(el, 'click', run);
  useListener<KeyboardEvent>(el, 'keydown', (event) => {
    if (event.key === 'Enter' || event.key === ' ') run(event);
  });
  // What the server printed, read before this hook changes anything (later renders would see its own).
  const printed = useMemo(() => ({
    label: el?.hasAttribute('aria-label') ?? false,
    role: el ? el.tagName === 'BUTTON' || el.hasAttribute('role') : false,
    tabindex: el ? el.tagName === 'BUTTON' || el.hasAttribute('tabindex') : false,
  }), [el]);
  useToggleClass(el, disabledClass, disabled);
  useAttribute(el, 'aria-disabled', el ? String(disabled) : null);
  useAttribute(el, 'aria-label', el && !printed.label ? label : null);
  useAttribute(el, 'role', el && !printed.role ? 'button' : null);
  useAttribute(el, 'tabindex', el && !printed.tabindex ? '0' : null);
}

export interface SlideClasses {
  active: string;
  next?: string;
  prev?: string;
  /** Slides at least half in view. */
  visible?: string;
}

/** Marks the current slide and its neighbours with the stylesheet's classes while the carousel runs. */
export function useSlideClasses(carousel: Carousel | null, index: number, names: SlideClasses, loop: boolean): void {
  useLayoutEffect(() => {
    if (!carousel) return;
    const { slides } = carousel;
    const n = slides.length;
    const marked: Array<[HTMLElement, string]> = [];
    const mark = (i: number, name: string | undefined) => {
      if (!name || (!loop && (i < 0 || i >= n))) return;
      const slide = slides[(i + n) % n];
      if (slide && !slide.classList.contains(name)) {
        slide.classList.add(name);
        marked.push([slide, name]);
      }
    };
    mark(index, names.active);
    mark(index + 1, names.next);
    mark(index - 1, names.prev);
    if (names.visible) {
      carousel.slider.track.details?.slides.forEach((slide, i) => {
        if (slide.portion >= 0.5) mark(i, names.visible);
      });
    }
    return () => marked.forEach(([slide, name]) => slide.classList.remove(name));
  }, [carousel, index, names.active, names.next, names.prev, names.visible, loop]);
}
