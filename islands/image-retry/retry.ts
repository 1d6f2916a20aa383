// A lazy image that failed is tried again: plain DOM, from load on, without React.
import { startOnce } from '../../src/start-once';

// The spec's retry policy for a failed lazy image: 3 more tries, 500 ms apart, then marked failed.
export const RETRIES = 3;
export const RETRY_DELAY_MS = 500;
export const FAILED_CLASS = 'wi-image-failed';

const broken = (img: HTMLImageElement) => img.complete && img.naturalWidth === 0 && Boolean(img.getAttribute('src'));

/**
 * Retries a lazy image that failed, as the spec asks: 3 more tries 500 ms apart, then `wi-image-failed`
 * and `woo-islands:image-failed`. Plain DOM, started at load without React (the definition's
 * placeholder), or by the island for an image found later; returns the stop.
 */
export function retryWhenBroken(host: HTMLImageElement): () => void {
  return startOnce(host, 'image-retry', () => {
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Whether a request is on its way whose failure has not been counted. The page's own request may
    // have failed just before the watch began, with its error event still queued: the start counts that
    // failure, and the late event for the same request must not count it twice.
    let inFlight = !broken(host);
    const failed = () => {
      if (tries >= RETRIES) {
        host.classList.add(FAILED_CLASS);
        host.dispatchEvent(new CustomEvent('woo-islands:image-failed', { bubbles: true }));
        return;
      }
      tries += 1;
      clearTimeout(timer);
      timer = setTimeout(() => {
        // Setting the attributes again, even to the same values, asks the browser to fetch again.
        const srcset = host.getAttribute('srcset');
        inFlight = true;
        if (srcset !== null) host.setAttribute('srcset', srcset);
        host.setAttribute('src', host.getAttribute('src') ?? '');
      }, RETRY_DELAY_MS);
    };
    const onError = () => {
      if (!inFlight) return;
      inFlight = false;
      failed();
    };
    const onLoad = () => {
      clearTimeout(timer);
      host.classList.remove(FAILED_CLASS);
    };
    host.addEventListener('error', onError);
    host.addEventListener('load', onLoad);
    if (!inFlight) failed();
    return () => {
      clearTimeout(timer);
      host.removeEventListener('error', onError);
      host.removeEventListener('load', onLoad);
    };
  });
}
