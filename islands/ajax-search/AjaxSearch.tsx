import { useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { navigate, parseServerHTML } from '../../src/dom';
import { emit } from '../../src/events';
import { useAttribute, useController, useListener, useToggleClass } from '../../src/hooks';
import { RequestFailed } from '../../src/http';
import { t, tn } from '../../src/i18n';
import { reyAjax } from '../../src/rey-ajax';
import type { IslandProps } from '../../src/runtime/define';
import { guardSubmit } from './guard-submit';
import type { AjaxSearchProps } from './read';
import { cacheKey, parseAnswer, searchFields, type SearchAnswer, type SearchItem } from './search';

export { read } from './read';

/** The theme's debounce between the last keystroke and the search (theme spec §9). */
export const SEARCH_DEBOUNCE_MS = 1000;

/** Server markup (the shop's own answer) placed inside an element React renders empty. */
function ServerMarkup({ html, className, tag: Tag = 'div' }: { html: string; className?: string; tag?: 'div' | 'span' }) {
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    ref.current?.replaceChildren(parseServerHTML(html));
  }, [html]);
  return <Tag className={className} ref={ref as never} />;
}

function Item({ item, index, id, active }: { item: SearchItem; index: number; id: string; active: boolean }) {
  const link = useRef<HTMLAnchorElement>(null);
  // The "view all" item's text sits right inside its link, as Rey's template prints it.
  useLayoutEffect(() => {
    if (item.all) link.current?.replaceChildren(parseServerHTML(item.text));
  }, [item]);
  return (
    <div className={`rey-searchItem${item.all ? ' --last' : ''}${active ? ' --active' : ''}`} data-id={item.id} style={{ transitionDelay: `${index * 0.024}s` }}>
      <a href={item.permalink} ref={link} id={id} role="option" aria-selected={active} tabIndex={-1} className={item.all ? 'btn btn-line-active' : undefined}>
        {item.all ? null : (
          <>
            {item.img ? <ServerMarkup className="rey-searchItem-thumbnail" html={item.img} /> : null}
            <div className="rey-searchItem-content">
              <ServerMarkup className="rey-searchItem-title" html={item.text} />
              {item.price ? <ServerMarkup className="rey-searchItem-price" html={item.price} /> : null}
            </div>
          </>
        )}
      </a>
    </div>
  );
}

/**
 * Search as you type (Rey R5): the trimmed query, once it reaches the configured letter count and
 * 1 s after the last keystroke, goes to `ajax_search` with the form's fields (post type, category);
 * answers are kept in session storage (not for logged-in shoppers). Results drop down with the total;
 * arrow keys move through them and Enter opens one. An empty submit is blocked unless the theme allows
 * empty searches.
 */
export default function AjaxSearch({ host, form, input, results, inline, letterCount, allowEmpty }: IslandProps<AjaxSearchProps>) {
  const [answer, setAnswer] = useState<SearchAnswer | null>(null);
  const [hidden, setHidden] = useState(false);
  const [loading, setLoading] = useState(false);
  const [active, setActive] = useState(-1);
  // The focus that mounted the island came before its listeners.
  const [focused, setFocused] = useState(() => host.contains(host.ownerDocument.activeElement));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inflight = useRef<AbortController | null>(null);
  const listId = `${useId().replace(/[^a-zA-Z0-9_-]/g, '')}-search-results`;

  const items = answer?.items ?? [];
  const shown = Boolean(results && answer && !hidden);

  const clear = () => {
    clearTimeout(timer.current);
    inflight.current?.abort();
    setLoading(false);
    setActive(-1);
    if (answer) emit('reycore/ajax_search/remove_results', [], document);
    setAnswer(null);
  };

  const search = async (term: string) => {
    inflight.current?.abort();
    const controller = new AbortController();
    inflight.current = controller;
    const fields = searchFields(form, term);
    setLoading(true);
    try {
      const data = await reyAjax<unknown>('ajax_search', fields, { cacheKey: cacheKey(fields), signal: controller.signal });
      if (controller.signal.aborted) return;
      setAnswer(parseAnswer(data));
      setHidden(false);
      setActive(-1);
    } catch (error) {
      // A failed search shows nothing new; the form still submits to the search page.
      if (!(error instanceof RequestFailed && error.kind === 'aborted')) setAnswer(null);
    } finally {
      if (inflight.current === controller) setLoading(false);
    }
  };

  const schedule = () => {
    if (!results) return;
    const term = input.value.trim();
    clearTimeout(timer.current);
    if (term.length < letterCount) {
      clear();
      return;
    }
    timer.current = setTimeout(() => void search(term), SEARCH_DEBOUNCE_MS);
  };

  useLayoutEffect(() => {
    // Letters typed while the code was on its way count as typing.
    if (input.value.trim()) schedule();
    return () => {
      clearTimeout(timer.current);
      inflight.current?.abort();
    };
  }, []);

  useListener(input, 'input', schedule);
  useListener(form, 'change', (event) => {
    if (event.target !== input) schedule();
  });
  useController(form, guardSubmit, { input, allowEmpty });
  useListener<KeyboardEvent>(input, 'keydown', (event) => {
    if (event.key === 'Escape') {
      if (shown) setHidden(true);
      setActive(-1);
      return;
    }
    if (!shown || !items.length) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i < 0 && step < 0 ? items.length - 1 : (i + step + items.length) % items.length));
    } else if (event.key === 'Enter' && active >= 0 && items[active]) {
      event.preventDefault();
      navigate(items[active]!.permalink);
    }
  });

  // The inline form is "active" while focus is in it; its results close when focus or a click leaves.
  useListener<FocusEvent>(inline ? host : null, 'focusin', () => {
    setFocused(true);
    setHidden(false);
  });
  useListener<FocusEvent>(inline ? host : null, 'focusout', (event) => {
    if (!host.contains(event.relatedTarget as Node | null)) setFocused(false);
  });
  useListener<PointerEvent>(inline && shown ? document : null, 'pointerdown', (event) => {
    if (!host.contains(event.target as Node)) setHidden(true);
  });

  useToggleClass(host, '--active', inline && focused);
  useToggleClass(host, '--loading', loading);
  useToggleClass(host, '--has-results', shown && items.length > 0);
  useToggleClass(results, '--visible', shown);
  useAttribute(results ? input : null, 'role', 'combobox');
  useAttribute(results ? input : null, 'aria-autocomplete', 'list');
  useAttribute(results ? input : null, 'aria-expanded', String(shown));
  useAttribute(results ? input : null, 'aria-controls', listId);
  useAttribute(results ? input : null, 'aria-activedescendant', shown && active >= 0 ? `${listId}-${active}` : null);

  const status = !answer ? '' : items.length ? tn('search_results', answer.total) : t('search_no_results');
  return (
    <>
      {createPortal(<span className="screen-reader-text" role="status">{status}</span>, host)}
      {results && answer
        ? createPortal(
            items.length ? (
              <div className="rey-searchItems" id={listId} role="listbox" aria-label={status}>
                {items.map((item, i) => <Item key={`${item.id}-${i}`} item={item} index={i} id={`${listId}-${i}`} active={i === active} />)}
              </div>
            ) : (
              <div className="rey-searchResults-message" id={listId}>{t('search_no_results')}</div>
            ),
            results,
          )
        : null}
    </>
  );
}
