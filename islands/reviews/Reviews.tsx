import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { parseServerHTML } from '../../src/dom';
import { emit } from '../../src/events';
import { afterFirstInteraction } from '../../src/first-interaction';
import { useAttribute, useListener, useToggleClass } from '../../src/hooks';
import { RequestFailed } from '../../src/http';
import { t } from '../../src/i18n';
import { reyAjax } from '../../src/rey-ajax';
import type { IslandProps } from '../../src/runtime/define';
import type { ReviewsProps } from './read';

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

/** Why the last load failed, after the list, until a load succeeds. */
function useFailureNotice(list: HTMLElement, message: string): void {
  useLayoutEffect(() => {
    if (!message) return;
    const notice = list.ownerDocument.createElement('p');
    notice.className = 'rey-reviewsError woocommerce-error';
    notice.setAttribute('role', 'alert');
    notice.textContent = message;
    list.after(notice);
    return () => notice.remove();
  }, [list, message]);
}

/**
 * Rey's ajax reviews: the list is filled from `load_more_reviews` a page at a time, the sort links
 * reload it in their order, and the load-more button is disabled on the last page.
 */
/** A product without reviews has no list to load; its form is the review-form island's. */
export default function Reviews(props: IslandProps<ReviewsProps>) {
  return props.list ? <ReviewList {...props} list={props.list} /> : null;
}

function ReviewList({ host, list, button, count, sortItems, addButton, productId, total }: IslandProps<ReviewsProps> & { list: HTMLElement }) {
  const serverRendered = !!list.querySelector(':scope > li:not(.__loader)');
  const [loaded, setLoaded] = useState<Loaded | null>(serverRendered ? { page: 1, order: activeKey(sortItems) } : null);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState('');
  const [order, setOrder] = useState(() => activeKey(sortItems));
  const request = useRef<AbortController | null>(null);

  const load = (page: number, nextOrder: string) => {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setLoading(true);
    reyAjax<string>('load_more_reviews', { qid: productId, page, order: nextOrder }, { signal: controller.signal })
      .then((html) => {
        if (page === 1) list.replaceChildren();
        else list.querySelector(':scope > li.__loader')?.remove();
        if (typeof html === 'string' && html.trim()) list.append(parseServerHTML(html));
        setLoaded({ page: typeof html === 'string' && html.trim() ? page : total, order: nextOrder });
        setFailure('');
        emit('reycore/woocommerce/reviews/loaded', [], document);
      })
      .catch((error: unknown) => {
        // Logged by the transport. The loader goes, the shopper is told why and can try again with the button.
        if (controller.signal.aborted) return;
        list.querySelector(':scope > li.__loader')?.remove();
        setFailure(error instanceof RequestFailed ? error.message : t('unknown_error'));
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
  useLayoutEffect(() => {
    if (!button) return;
    const printed = button.classList.contains('--disabled');
    return () => {
      button.classList.toggle('--disabled', printed);
      button.disabled = false;
    };
  }, [button]);
  useLayoutEffect(() => {
    if (!button) return;
    button.classList.toggle('--disabled', disabled);
    button.disabled = disabled;
    button.setAttribute('aria-disabled', String(disabled));
  }, [button, disabled]);
  useLayoutEffect(() => {
    if (!count || !loaded) return;
    count.dataset.current = String(page);
    count.textContent = `(${page}/${total})`;
  }, [count, loaded, page, total]);

  useListener<MouseEvent>(button, 'click', (event) => {
    event.preventDefault();
    if (!disabled) load(loaded ? page + 1 : 1, loaded?.order ?? order);
  });

  const sortBy = (item: HTMLElement) => {
    const key = item.dataset.key!;
    if (key === order && loaded) return;
    for (const li of sortItems) {
      li.classList.toggle('--active', li === item);
      li.setAttribute('aria-pressed', String(li === item));
    }
    setOrder(key);
    // Rey empties the list at once and shows its loader until the new order arrives.
    const loader = document.createElement('li');
    loader.className = '__loader';
    loader.innerHTML = '<div class="rey-lineLoader"></div>';
    list.replaceChildren(loader);
    load(1, key);
  };
  useLayoutEffect(() => {
    for (const li of sortItems) {
      li.setAttribute('role', 'button');
      li.tabIndex = 0;
      li.setAttribute('aria-pressed', String(li.classList.contains('--active')));
    }
    return () => sortItems.forEach((li) => {
      li.removeAttribute('role');
      li.removeAttribute('tabindex');
      li.removeAttribute('aria-pressed');
    });
  }, [sortItems]);
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
    const form = document.getElementById('review_form');
    if (!form) return;
    event.preventDefault();
    form.style.removeProperty('display');
    form.scrollIntoView({ behavior: 'smooth', block: 'start' });
    form.querySelector<HTMLElement>('p.stars a, textarea, input:not([type=hidden])')?.focus({ preventScroll: true });
  });

  return null;
}

function activeKey(items: HTMLElement[]): string {
  return items.find((li) => li.classList.contains('--active'))?.dataset.key ?? items[0]?.dataset.key ?? 'newest';
}
