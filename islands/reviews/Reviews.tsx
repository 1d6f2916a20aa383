import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { emit } from '../../src/events';
import { afterFirstInteraction } from '../../src/helpers/first-interaction';
import { useAttribute, useClassState, useListener, useToggleClass } from '../../src/hooks';
import { failureMessage } from '../../src/i18n/failure';
import type { IslandProps } from '../../src/runtime/define';
import { useFailureNotice } from './failure-notice';
import { showFailed, showLoader, showPage } from './list';
import type { ReviewsProps } from './read';
import { goToReviewForm } from './review-form-link';
import { useSortButtons } from './sort-buttons';

export { read } from './read';

// Rey loads the reviews 2000 ms after the first interaction when the shopper has not scrolled to them.
const LAZY_AFTER_INTERACTION_MS = 2000;

interface Loaded {
  page: number;
  order: string;
}

/** Loads the first page when the list is near the viewport, or a while after the first interaction. */
function useWhenWanted(list: HTMLElement, start: () => void, already: boolean): void {
  useEffect(() => {
    if (already) return;
    let done = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const go = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      observer?.disconnect();
      cancel();
      start();
    };
    const observer = typeof IntersectionObserver === 'function'
      ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && go(), { rootMargin: '256px 0px' })
      : null;
    observer?.observe(list);
    const cancel = afterFirstInteraction(() => {
      timer = setTimeout(go, LAZY_AFTER_INTERACTION_MS);
    });
    return () => {
      done = true;
      clearTimeout(timer);
      observer?.disconnect();
      cancel();
    };
  }, []);
}

/** A product without reviews has no list to load; its form is the review-form island's. */
export default function Reviews(props: IslandProps<ReviewsProps>) {
  return props.list ? <ReviewList {...props} list={props.list} /> : null;
}

/**
 * Rey's ajax reviews: the list is filled from `load_more_reviews` a page at a time (./list.ts), the
 * sort links reload it in their order, and the load-more button is disabled on the last page.
 */
function ReviewList({ host, list, button, count, sortItems, addButton, productId, total }: IslandProps<ReviewsProps> & { list: HTMLElement }) {
  // The sort link the shopper chose, else the one the server printed active (null: none).
  const [chosen, setChosen] = useState(() => sortItems.find((li) => li.classList.contains('--active'))?.dataset.key ?? null);
  const order = chosen ?? sortItems[0]?.dataset.key ?? 'newest';
  const serverRendered = !!list.querySelector(':scope > li:not(.__loader)');
  const [loaded, setLoaded] = useState<Loaded | null>(serverRendered ? { page: 1, order } : null);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState('');
  const request = useRef<AbortController | null>(null);

  const load = (page: number, nextOrder: string) => {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setLoading(true);
    // Rey's transport with the first page asked for: a shop without Rey's ajax reviews never loads it.
    import('../../src/rey-ajax')
      .then(({ reyAjax }) => reyAjax<string>('load_more_reviews', { qid: productId, page, order: nextOrder }, { signal: controller.signal }))
      .then((answer) => {
        const html = typeof answer === 'string' ? answer : '';
        showPage(list, page, html);
        setLoaded({ page: html.trim() ? page : total, order: nextOrder });
        setFailure('');
        emit('reycore/woocommerce/reviews/loaded', [], document);
      })
      .catch((error: unknown) => {
        // Logged by the transport. The loader goes, the shopper is told why and can try again with the button.
        if (controller.signal.aborted) return;
        showFailed(list);
        setFailure(failureMessage(error));
      })
      .finally(() => {
        if (request.current === controller) {
          request.current = null;
          setLoading(false);
        }
      });
  };

  useWhenWanted(list, () => load(1, order), serverRendered);

  const page = loaded?.page ?? 0;
  const atEnd = loaded !== null && page >= total;
  // Before the first page arrived only a failed load leaves something to press (try again).
  const disabled = loading || (loaded === null && !failure) || atEnd;
  useFailureNotice(list, failure);
  useToggleClass(host, '--loading', loading);
  useToggleClass(button, '--loading', loading);
  useAttribute(list, 'aria-busy', loading ? 'true' : null);
  // The server prints the button `--disabled`; it follows the list from now on.
  useClassState(button, '--disabled', disabled);
  useAttribute(button, 'disabled', disabled ? '' : null);
  useAttribute(button, 'aria-disabled', String(disabled));
  useAttribute(count, 'data-current', loaded ? String(page) : null);

  useListener<MouseEvent>(button, 'click', (event) => {
    event.preventDefault();
    if (!disabled) load(loaded ? page + 1 : 1, loaded?.order ?? order);
  });

  useSortButtons(sortItems, chosen);
  const sortBy = (item: HTMLElement) => {
    const key = item.dataset.key!;
    if (key === order && loaded) return;
    setChosen(key);
    showLoader(list);
    load(1, key);
  };
  useListener<MouseEvent>(host, 'click', (event) => {
    const item = (event.target as Element).closest<HTMLElement>('ul.rey-reviewSort > li[data-key]');
    if (item && sortItems.includes(item)) sortBy(item);
  });
  useListener<KeyboardEvent>(host, 'keydown', (event) => {
    const item = event.target as HTMLElement;
    if ((event.key === 'Enter' || event.key === ' ') && sortItems.includes(item)) {
      event.preventDefault();
      sortBy(item);
    }
  });

  // "Skriv en recension": to the form, its first field focused.
  useListener<MouseEvent>(addButton, 'click', (event) => {
    if (goToReviewForm()) event.preventDefault();
  });

  // The page count, which Rey prints empty: `(2/3)`.
  return count && loaded ? createPortal(`(${page}/${total})`, count) : null;
}
