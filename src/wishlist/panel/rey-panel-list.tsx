import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { parseServerHTML, safeUrl } from '../../dom';
import { on } from '../../events';
import { useAttribute, useClassState } from '../../hooks';
import { t } from '../../i18n';
import { failureMessage } from '../../i18n/failure';
import { reyAjax } from '../../rey-ajax';
import { useWishlist } from '../ui/use-wishlist';

// Rey's wishlist panel (its `wishlist_panel` component): the list in the account panel's wishlist tab
// and in the header-wishlist widget's drop panel alike.

// Rey gives the list a scroll area once it holds more than this many items (theme spec §9).
export const SCROLL_AFTER_ITEMS = 2;

export interface WishlistItem {
  id: number;
  title: string;
  url: string;
  /** The product's image: Rey sends its `<img>` markup (`get_image()`); an address is taken too. */
  image: string;
  /** Price markup from the shop. */
  price: string;
}

type Status = 'idle' | 'loading' | 'loaded' | 'empty';

function items(data: unknown): WishlistItem[] {
  if (!Array.isArray(data)) return [];
  return data.filter((item): item is WishlistItem => Boolean(item) && typeof item === 'object' && typeof item.title === 'string');
}

/** The shop's price markup, inserted as the server's own HTML. */
function Price({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    ref.current?.replaceChildren(parseServerHTML(html));
  }, [html]);
  return <div className="rey-wishlistItem-price" ref={ref} />;
}

/** The image markup Rey sends, as the server's own HTML (the link is decorative: the name links too). */
function ImageMarkup({ url, html }: { url: string | undefined; html: string }) {
  const ref = useRef<HTMLAnchorElement>(null);
  useLayoutEffect(() => {
    ref.current?.replaceChildren(parseServerHTML(html));
  }, [html]);
  return <a className="rey-wishlistItem-thumbnail" href={url} tabIndex={-1} aria-hidden="true" ref={ref} />;
}

function Item({ item }: { item: WishlistItem }) {
  const url = safeUrl(item.url) ?? undefined;
  const markup = typeof item.image === 'string' && item.image.trim().startsWith('<');
  const image = markup ? null : safeUrl(item.image);
  return (
    <div className="rey-wishlistItem">
      {markup ? <ImageMarkup url={url} html={item.image} /> : (
        <a className="rey-wishlistItem-thumbnail" href={url} tabIndex={-1} aria-hidden="true">
          {image ? <img src={image} alt="" loading="lazy" width={300} height={300} /> : null}
        </a>
      )}
      <div className="rey-wishlistItem-name"><a href={url}>{item.title}</a></div>
      {item.price ? <Price html={item.price} /> : null}
    </div>
  );
}

/**
 * Rey's wishlist panel in its `.rey-wishlistPanel-container`: the items from `get_wishlist_data`
 * (never cached) in its `.rey-wishlistPanel`, as grid or list as the container's `data-type` says,
 * with `--loading`, `--loaded` and `--empty` states, the count in `data-count` and a scroll area past
 * 2 items. It loads when it is shown and again when the wishlist changes or the cart fragments refresh.
 */
export function ReyWishlistList({ container, shown }: { container: HTMLElement; shown: boolean }) {
  const list = container.querySelector<HTMLElement>('.rey-wishlistPanel');
  const wishlist = useWishlist();
  const [status, setStatus] = useState<Status>('idle');
  const [entries, setEntries] = useState<WishlistItem[]>([]);
  // Why the list could not be loaded; an empty list that only failed to load must not read as empty.
  const [failure, setFailure] = useState('');
  const [version, setVersion] = useState(0);
  const loadedVersion = useRef(-1);

  // Every change of the wishlist, and every cart refresh, makes what is shown stale; the wishlist
  // becoming known (its first answer, often as the panel opens) changes nothing shown.
  const knownWishlist = useRef(wishlist);
  useEffect(() => {
    const before = knownWishlist.current;
    knownWishlist.current = wishlist;
    if (before !== null && before !== wishlist) setVersion((v) => v + 1);
  }, [wishlist]);
  useEffect(() => on('wc_fragments_refreshed', () => setVersion((v) => v + 1)), []);

  useEffect(() => {
    if (!shown || loadedVersion.current === version) return;
    loadedVersion.current = version;
    let current = true;
    setStatus('loading');
    reyAjax<unknown>('get_wishlist_data')
      .then((data) => {
        if (!current) return;
        const found = items(data);
        setFailure('');
        setEntries(found);
        setStatus(found.length ? 'loaded' : 'empty');
      })
      .catch((error: unknown) => {
        if (!current) return;
        if (!entries.length) setFailure(failureMessage(error));
        setStatus(entries.length ? 'loaded' : 'empty');
      });
    return () => {
      current = false;
    };
  }, [shown, version]);

  const scroll = status === 'loaded' && entries.length > SCROLL_AFTER_ITEMS;
  useClassState(container, '--loading', status === 'loading');
  useClassState(container, '--loaded', status === 'loaded');
  useClassState(container, '--empty', status === 'empty');
  useAttribute(container, 'aria-busy', status === 'loading' ? 'true' : null);
  useAttribute(container, 'data-count', status === 'loaded' || status === 'empty' ? String(status === 'loaded' ? entries.length : 0) : null);
  useClassState(list, '--has-scrollbar', scroll);
  // A scroll area keyboard users can reach and screen readers can name.
  useAttribute(list, 'tabindex', scroll ? '0' : null);
  useAttribute(list, 'role', scroll ? 'region' : null);
  useAttribute(list, 'aria-label', scroll ? t('wishlist_panel_label') : null);

  if (!list || status === 'idle') return null;
  return createPortal(
    status === 'empty' ? <p className="rey-wishlistPanel-empty" role={failure ? 'alert' : undefined}>{failure || t('wishlist_empty')}</p> : <>{entries.map((item) => <Item key={`${item.id}`} item={item} />)}</>,
    list,
  );
}
