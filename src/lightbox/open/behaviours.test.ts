import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hideWhenIdle, IDLE_CLASS } from './idle';
import { createSlideshow } from './slideshow';
import { wheelNavigation } from './wheel';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('lightbox slideshow', () => {
  it('shows the next slide every 3000 ms while playing, counting from the last change', () => {
    let index = 0;
    const show = createSlideshow(() => (index < 4 ? (index++, true) : false), () => {});
    show.toggle();
    vi.advanceTimersByTime(2999);
    expect(index).toBe(0);
    vi.advanceTimersByTime(1);
    expect(index).toBe(1);
    vi.advanceTimersByTime(2000);
    // The shopper moved on by hand: that slide, too, gets its full step.
    index = 3;
    show.slideChanged();
    vi.advanceTimersByTime(2999);
    expect(index).toBe(3);
    vi.advanceTimersByTime(1);
    expect(index).toBe(4);
  });

  it('stops at the end and when paused, saying so', () => {
    const heard: boolean[] = [];
    let left = 1;
    const show = createSlideshow(() => (left-- > 0), (playing) => heard.push(playing));
    show.toggle();
    vi.advanceTimersByTime(6000);
    expect(show.playing()).toBe(false);
    expect(heard).toEqual([true, false]);
    show.toggle();
    show.toggle();
    expect(heard).toEqual([true, false, true, false]);
  });
});

describe('lightbox idle controls', () => {
  it('marks the lightbox idle after 3 s without activity; a move wakes it', () => {
    const box = document.createElement('div');
    document.body.append(box);
    const undo = hideWhenIdle(box);
    vi.advanceTimersByTime(2999);
    expect(box.classList.contains(IDLE_CLASS)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(box.classList.contains(IDLE_CLASS)).toBe(true);
    document.dispatchEvent(new Event('pointermove'));
    expect(box.classList.contains(IDLE_CLASS)).toBe(false);
    undo();
    vi.advanceTimersByTime(5000);
    expect(box.classList.contains(IDLE_CLASS)).toBe(false);
  });
});

describe('lightbox wheel', () => {
  it('moves one slide per 250 ms at most, down for next and up for previous', () => {
    const box = document.createElement('div');
    document.body.append(box);
    const moves: number[] = [];
    wheelNavigation(box, (direction) => moves.push(direction));
    const wheel = (deltaY: number) => box.dispatchEvent(new WheelEvent('wheel', { deltaY, cancelable: true }));
    wheel(100);
    wheel(100);
    vi.advanceTimersByTime(249);
    wheel(100);
    expect(moves).toEqual([1]);
    vi.advanceTimersByTime(1);
    wheel(-100);
    expect(moves).toEqual([1, -1]);
  });
});
