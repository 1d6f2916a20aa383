import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTICE_SCROLL_MS, NOTICE_SCROLL_OFFSET, scrollToNotices } from './scroll-to-notices';

let scrollY = 0;
const positions: number[] = [];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'setTimeout'] });
  scrollY = 1500;
  positions.length = 0;
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
  vi.spyOn(window, 'scrollTo').mockImplementation(((options: ScrollToOptions) => {
    scrollY = options.top ?? scrollY;
    positions.push(Math.round(scrollY));
  }) as typeof window.scrollTo);
  document.body.innerHTML = '<div class="woocommerce-notices-wrapper"></div>';
  vi.spyOn(document.body.firstElementChild!, 'getBoundingClientRect').mockImplementation(() => ({ top: 600 - scrollY } as DOMRect));
});

afterEach(() => vi.useRealTimers());

describe('scrollToNotices', () => {
  it('ends 100 px above the notices after 1000 ms, half way at half time', () => {
    scrollToNotices(document.querySelector('.woocommerce-notices-wrapper'));
    const target = 600 - NOTICE_SCROLL_OFFSET;
    vi.advanceTimersByTime(NOTICE_SCROLL_MS / 2);
    expect(Math.abs(scrollY - (1500 + target) / 2)).toBeLessThan(40);
    vi.advanceTimersByTime(NOTICE_SCROLL_MS / 2 + 20);
    expect(scrollY).toBe(target);
  });

  it('takes jQuery objects, as $.scroll_to_notices does, and ignores empty ones', () => {
    const el = document.querySelector('.woocommerce-notices-wrapper')!;
    scrollToNotices({ 0: el, length: 1 } as ArrayLike<Element>);
    vi.advanceTimersByTime(NOTICE_SCROLL_MS + 20);
    expect(scrollY).toBe(500);
    positions.length = 0;
    scrollToNotices({ length: 0 } as ArrayLike<Element>);
    vi.advanceTimersByTime(100);
    expect(positions).toEqual([]);
  });
});
