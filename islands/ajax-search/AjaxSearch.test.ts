import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { interact, mountIsland } from '../../test/render-island';
import AjaxSearch, { read, SEARCH_DEBOUNCE_MS } from './AjaxSearch';

const PANEL = `<div id="rey-searchPanel" class="rey-searchPanel rey-searchForm rey-searchAjax js-rey-ajaxSearch" data-style="wide">
<form role="search" action="/" method="get"><input type="search" name="s" value=""><select name="post_type"><option value="product" selected>Produkter</option></select></form>
<div class="rey-searchResults js-rey-searchResults"></div></div>`;

function answer(data: unknown): Response {
  return new Response(JSON.stringify({ success: true, data: { ajax_search: { data } } }), { headers: { 'Content-Type': 'application/json' } });
}

let fetchMock: ReturnType<typeof vi.fn>;
let sent: Array<{ url: string; body: URLSearchParams }>;
let unmount = () => {};

function mount(): { host: HTMLElement; input: HTMLInputElement; form: HTMLFormElement } {
  document.body.innerHTML = PANEL;
  const host = document.querySelector<HTMLElement>('#rey-searchPanel')!;
  unmount = mountIsland(AjaxSearch, host, read(host));
  return { host, input: host.querySelector('input')!, form: host.querySelector('form')! };
}

function type(input: HTMLInputElement, value: string): void {
  interact(() => {
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** Moves the fake clock on and commits what the timers and the answers they awaited set off. */
async function advance(ms: number): Promise<void> {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

beforeEach(() => {
  vi.useFakeTimers();
  sent = [];
  fetchMock = vi.fn(async (request: Request) => {
    sent.push({ url: request.url, body: new URLSearchParams(await request.text()) });
    return answer({ items: [], total_count: 0 });
  });
  vi.stubGlobal('fetch', fetchMock);
  sessionStorage.clear();
});

afterEach(() => {
  unmount();
  unmount = () => {};
  vi.useRealTimers();
  delete (window as { reyParams?: unknown }).reyParams;
});

describe('ajax search', () => {
  it('asks once the trimmed query has 3 letters and the keyboard has been quiet for a second', async () => {
    const { input } = mount();
    type(input, '  gr ');
    await advance(SEARCH_DEBOUNCE_MS * 2);
    expect(fetchMock).not.toHaveBeenCalled();

    type(input, '  gry ');
    await advance(SEARCH_DEBOUNCE_MS - 1);
    expect(fetchMock).not.toHaveBeenCalled();
    await advance(1);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sent[0]!.url).toMatch(/\?reycore-ajax=ajax_search$/);
    expect(sent[0]!.body.get('reycore-ajax-data[s]')).toBe('gry');
    expect(sent[0]!.body.get('reycore-ajax-data[post_type]')).toBe('product');
  });

  it('shows the items, cleaning the markup the server sent, and the count to screen readers', async () => {
    fetchMock.mockImplementation(async (_request: Request) => answer({
      items: [
        { id: 101, text: 'Gjutjärnsgryta<img src=x onerror="window.pwned=1">', permalink: '/produkt/gjutjarnsgryta-24-cm/', img: '<img src="/g.svg" alt="">', price: '<span class="amount">1 295 kr</span>' },
        { default: true, id: 'view-all', text: 'Visa alla <span class="__search-count">2</span> resultat', permalink: '/?s=gry' },
      ],
      total_count: 2,
    }));
    const { host, input } = mount();
    type(input, 'gry');
    await advance(SEARCH_DEBOUNCE_MS);
    await vi.waitFor(() => expect(host.querySelectorAll('.rey-searchItem')).toHaveLength(2));
    const items = host.querySelectorAll('.rey-searchItem');
    expect(items[0]!.querySelector('.rey-searchItem-title')!.textContent).toBe('Gjutjärnsgryta');
    expect(items[0]!.querySelector('.rey-searchItem-title img')!.hasAttribute('onerror')).toBe(false);
    expect(items[1]!.classList.contains('--last')).toBe(true);
    expect(items[1]!.querySelector('.__search-count')!.textContent).toBe('2');
    expect(host.querySelector('.rey-searchResults')!.classList.contains('--visible')).toBe(true);
    expect(host.querySelector('[role="status"]')!.textContent).toBe('2 results');
  });

  it('blocks an empty submit and trims the query it sends', () => {
    const { form, input } = mount();
    const submit = () => {
      const event = new Event('submit', { cancelable: true });
      interact(() => form.dispatchEvent(event));
      return event.defaultPrevented;
    };
    input.value = '   ';
    expect(submit()).toBe(true);
    input.value = '  kniv ';
    expect(submit()).toBe(false);
    expect(input.value).toBe('kniv');
  });

  it("on Rey 2.1 (only reyParams.ajaxurl printed) asks admin-ajax's reycore_ajax_search with that version's fields, and caches nothing", async () => {
    (window as { reyParams?: unknown }).reyParams = { ajaxurl: '/wp-admin/admin-ajax.php', ajax_nonce: 'n21', ajax_search: '1' };
    fetchMock.mockImplementation(async (request: Request) => {
      sent.push({ url: request.url, body: new URLSearchParams(await request.text()) });
      return new Response(JSON.stringify({ success: true, data: { items: [{ id: 7, text: 'Gryta', permalink: '/produkt/gryta/' }], total_count: 1 } }), { headers: { 'Content-Type': 'application/json' } });
    });
    const { host, input } = mount();
    type(input, 'gry');
    await advance(SEARCH_DEBOUNCE_MS);
    await vi.waitFor(() => expect(host.querySelectorAll('.rey-searchItem')).toHaveLength(1));
    expect(new URL(sent[0]!.url).pathname).toBe('/wp-admin/admin-ajax.php');
    expect(Object.fromEntries(sent[0]!.body)).toEqual({ action: 'reycore_ajax_search', s: 'gry', post_type: 'product', extra_data: 's=gry&post_type=product' });
    expect(sessionStorage.length).toBe(0);
  });

  it('does not search as you type where the theme turned it off (reyParams.ajax_search printed empty)', () => {
    (window as { reyParams?: unknown }).reyParams = { ajax_search: '' };
    document.body.innerHTML = PANEL;
    expect(read(document.querySelector<HTMLElement>('#rey-searchPanel')!).results).toBeNull();
  });
});
