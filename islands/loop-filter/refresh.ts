// Elementor Pro's loop refresh: the loop widget's filters go to refresh-loop and the answer's markup
// replaces the widget's `.elementor-widget-container`; a failed answer leaves the widget as it was.
import { num, params, shopConfig, str } from '../../src/config';
import { parseServerHTML } from '../../src/dom';
import { rest } from '../../src/http/rest';
import { consolidatedFilters } from '../../src/stores/loop-filters';
import { filterUrl } from './url';

/** The refresh-loop request running for each loop widget: a newer filter change aborts the older one. */
const runningLoopRefreshes = new WeakMap<Element, AbortController>();

/** Loop widgets with a refresh queued for the end of this task. */
const queuedLoopRefreshes = new WeakSet<Element>();

export function loopWidget(widgetId: string): HTMLElement | null {
  for (const el of document.querySelectorAll<HTMLElement>(`.elementor-element-${widgetId}`)) {
    if (!el.closest('.elementor-sticky__spacer')) return el;
  }
  return null;
}

function refreshUrl(): string {
  const pro = params('ElementorProFrontendConfig').urls as Record<string, unknown> | undefined;
  const root = str(pro?.rest) || shopConfig().restRoot;
  return `${root.endsWith('/') ? root : `${root}/`}elementor-pro/v1/refresh-loop`;
}

function postId(widget: HTMLElement): number {
  const post = params('elementorFrontendConfig').post as Record<string, unknown> | undefined;
  return num(post?.id, 0) || num(widget.closest('[data-elementor-id]')?.getAttribute('data-elementor-id'), 0);
}

/** The new `.elementor-widget-container` from the answer (an empty one for an empty answer). */
function containerFrom(html: string): Element | null {
  if (!html.trim()) {
    const empty = document.createElement('div');
    empty.className = 'elementor-widget-container';
    return empty;
  }
  return parseServerHTML(html).firstElementChild;
}

export interface RefreshOptions {
  /** Record the filters in the address (a new history entry); false when following the history. */
  push: boolean;
  /** The filter bar's `data-base-url`: the archive the loop paginates on. */
  baseUrl?: string;
}

/** Sends the loop widget's filters to refresh-loop and puts the answer in place. */
export async function refreshLoop(widgetId: string, { push, baseUrl }: RefreshOptions): Promise<void> {
  const filters = consolidatedFilters(widgetId);
  if (push) history.pushState(history.state, '', filterUrl(location.href, widgetId, filters));
  const widget = loopWidget(widgetId);
  if (!widget) return;
  // A newer filter change aborts the older request.
  runningLoopRefreshes.get(widget)?.abort();
  const controller = new AbortController();
  runningLoopRefreshes.set(widget, controller);
  widget.classList.add('e-loading-overlay');
  widget.setAttribute('aria-busy', 'true');
  try {
    const answer = await rest<{ data?: unknown }>(refreshUrl(), {
      method: 'POST',
      json: { post_id: postId(widget), widget_filters: filters, widget_id: widgetId, pagination_base_url: baseUrl || location.href.split('?')[0] },
      signal: controller.signal,
    });
    if (controller.signal.aborted || typeof answer?.data !== 'string') return;
    const next = containerFrom(answer.data);
    const current = widget.querySelector(':scope > .elementor-widget-container');
    if (!next || !current) return;
    current.replaceWith(next);
    widget.classList.remove('e-loading');
    document.dispatchEvent(new Event('elementor/lazyload/observe'));
  } catch {
    // Network, status or JSON failure: the loop keeps what it showed (Elementor Pro does the same).
  } finally {
    if (runningLoopRefreshes.get(widget) === controller) {
      runningLoopRefreshes.delete(widget);
      widget.classList.remove('e-loading-overlay');
      widget.removeAttribute('aria-busy');
    }
  }
}

/** One refresh for however many filter bars of the widget asked in this task (a history step). */
export function queueRefresh(widgetId: string, options: RefreshOptions): void {
  const widget = loopWidget(widgetId);
  if (!widget || queuedLoopRefreshes.has(widget)) return;
  queuedLoopRefreshes.add(widget);
  queueMicrotask(() => {
    queuedLoopRefreshes.delete(widget);
    void refreshLoop(widgetId, options);
  });
}
