import { describe, expect, it } from 'vitest';
import { restingSlide, swiperRestingSlide, thresholdDrag, throwDistance } from './swipe';

// Slides 300 px apart, the track resting at slide 2 (slide i is (i - 2) × 300 px away).
const at = (position: number) => (index: number) => index * 300 - position;
const SLIDES = [0, 1, 2, 3, 4, 5, 6];

describe('releasing a drag', () => {
  it('goes back to where it started when it moved under 20 px, however fast', () => {
    expect(restingSlide({ from: 2, dragged: 19, velocity: 3, width: 900 }, SLIDES, at(619))).toBe(2);
    expect(restingSlide({ from: 2, dragged: -19, velocity: -3, width: 900 }, SLIDES, at(581))).toBe(2);
  });

  it('throws on by speed × 600, at most one width, to the nearest slide', () => {
    // 40 px slowly (0.05 px/ms throws 30 px): lands at 670, nearest is slide 2 again.
    expect(restingSlide({ from: 2, dragged: 40, velocity: 0.05, width: 900 }, SLIDES, at(640))).toBe(2);
    // 40 px at 0.3 px/ms throws 180 px: lands at 820, slide 3.
    expect(restingSlide({ from: 2, dragged: 40, velocity: 0.3, width: 900 }, SLIDES, at(640))).toBe(3);
    // 40 px at 5 px/ms would throw 3000 px; one width (900) is the most: lands at 1540, slide 5.
    expect(restingSlide({ from: 2, dragged: 40, velocity: 5, width: 900 }, SLIDES, at(640))).toBe(5);
    // Backwards alike.
    expect(restingSlide({ from: 2, dragged: -40, velocity: -0.3, width: 900 }, SLIDES, at(560))).toBe(1);
  });

  it('lands on the nearest slide it may reach', () => {
    expect(restingSlide({ from: 2, dragged: 40, velocity: 5, width: 900 }, [0, 1, 2, 3], at(640))).toBe(3);
    expect(throwDistance({ velocity: -1, width: 900 })).toBe(-600);
  });
});

describe('the drag threshold', () => {
  it('keeps the track still until the pointer is 10 px from the press, then catches up with it', () => {
    const drag = thresholdDrag();
    drag.press(500);
    drag.point(496);
    expect(drag.dragSpeed(4)).toBe(0);
    drag.point(490);
    expect(drag.dragSpeed(6)).toBe(0);
    drag.point(487);
    expect(drag.dragSpeed(3)).toBe(13);
    drag.point(492);
    expect(drag.dragSpeed(-5)).toBe(-5);
    drag.press(300);
    drag.point(312);
    expect(drag.dragSpeed(-12)).toBe(-12);
  });
});

describe('releasing a drag under Swiper’s rule (the page builder’s carousels)', () => {
  const release = (position: number, durationMs: number, from = 2, step = 1) => swiperRestingSlide({ from, position, step, durationMs });

  it('a quick drag goes on one slide in its direction from where it was let go, however short', () => {
    expect(release(2.05, 120)).toBe(3);
    expect(release(2.8, 120)).toBe(3);
    expect(release(1.95, 120)).toBe(1);
    // Let go past the next slide: the one after it.
    expect(release(3.2, 120)).toBe(4);
  });

  it('a slow drag goes on only past half a slide', () => {
    expect(release(2.4, 400)).toBe(2);
    expect(release(2.5, 400)).toBe(3);
    expect(release(1.6, 400)).toBe(2);
    expect(release(1.4, 400)).toBe(1);
  });

  it('moves by groups of slides to scroll, and a drag that did not move stays', () => {
    expect(release(2.3, 120, 2, 2)).toBe(4);
    expect(release(3.9, 400, 4, 2)).toBe(4);
    expect(release(2, 120)).toBe(2);
  });
});
