import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountIsland } from '../../test/render-island';
import ImageRetry, { FAILED_CLASS, read, RETRIES, RETRY_DELAY_MS } from './ImageRetry';

let unmount = () => {};

afterEach(() => {
  unmount();
  unmount = () => {};
  vi.useRealTimers();
});

/** An image whose own request already failed: complete, with no picture. Counts the fetches asked for. */
function brokenImage(): { img: HTMLImageElement; fetches: () => number } {
  document.body.innerHTML = '<div class="elementor"><img loading="lazy" src="/receptkort-300x300.svg" alt="Receptkort"></div>';
  const img = document.querySelector('img')!;
  Object.defineProperty(img, 'complete', { value: true });
  Object.defineProperty(img, 'naturalWidth', { value: 0 });
  const setAttribute = vi.spyOn(img, 'setAttribute');
  return { img, fetches: () => setAttribute.mock.calls.filter(([name]) => name === 'src').length };
}

describe('ImageRetry', () => {
  it('a failure found at mount and its error event arriving after are one failure: 3 retries 500 ms apart, then marked failed', async () => {
    vi.useFakeTimers();
    const { img, fetches } = brokenImage();
    unmount = mountIsland(ImageRetry, img, read());
    // The mount found the failure; its retry is not due before 500 ms.
    await vi.advanceTimersByTimeAsync(100);
    expect(fetches()).toBe(0);
    // The page's own request failed just before the mount; its error event comes now.
    img.dispatchEvent(new Event('error'));
    for (let retry = 1; retry <= RETRIES; retry++) {
      await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
      expect(fetches()).toBe(retry);
      await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
      expect(fetches(), 'no retry before its request failed').toBe(retry);
      expect(img.classList.contains(FAILED_CLASS)).toBe(false);
      img.dispatchEvent(new Event('error'));
    }
    expect(img.classList.contains(FAILED_CLASS)).toBe(true);
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS * 2);
    expect(fetches()).toBe(RETRIES);
  });
});
