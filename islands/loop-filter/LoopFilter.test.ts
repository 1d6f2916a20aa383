import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { interact, mountIsland } from '../../test/render-island';
import { $loopFilters } from '../../src/stores/loop-filters';
import LoopFilter, { read } from './LoopFilter';

const PAGE = `<div data-elementor-type="product-archive" data-elementor-id="520" class="elementor elementor-520">
<div class="elementor-element elementor-element-f2c0a02 elementor-widget elementor-widget-taxonomy-filter" data-id="f2c0a02" data-settings='{"selected_element":"a7c3e91","taxonomy":"pa_material","multiple_selection":"yes","logical_combination":"AND"}'>
<div class="elementor-widget-container"><search class="e-filter" data-base-url="https://shop.test/koket/"><button class="e-filter-item" data-filter="stal" aria-pressed="false">Stål</button><button class="e-filter-item" data-filter="tra" aria-pressed="false">Trä</button></search></div></div>
<div class="elementor-element elementor-element-a7c3e91 elementor-widget elementor-widget-loop-grid e-loading"><div class="elementor-widget-container"><div class="elementor-loop-container">alla</div></div></div>
</div>`;

let unmount = () => {};
let fetchMock: ReturnType<typeof vi.fn>;
let sent: Array<{ url: string; method: string; body: unknown }>;

function mount(): HTMLElement {
  document.body.innerHTML = PAGE;
  const host = document.querySelector<HTMLElement>('.elementor-widget-taxonomy-filter')!;
  unmount = mountIsland(LoopFilter, host, read(host));
  return host;
}

const loopText = () => document.querySelector('.elementor-element-a7c3e91 .elementor-loop-container')!.textContent;
const loading = () => document.querySelector('.elementor-element-a7c3e91')!.classList.contains('e-loading-overlay');

beforeEach(() => {
  $loopFilters.set({});
  history.replaceState(null, '', '/koket/?orderby=price');
  sent = [];
  const filtered = JSON.stringify({ data: '<div class="elementor-widget-container"><div class="elementor-loop-container">filtrerad</div></div>' });
  fetchMock = vi.fn(async (request: Request) => {
    sent.push({ url: request.url, method: request.method, body: JSON.parse(await request.text()) });
    return new Response(filtered, { headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  unmount();
  unmount = () => {};
});

/** Clicks the filter button for `term`, committing the re-render the store change sets off. */
function choose(host: HTMLElement, term: string): void {
  interact(() => host.querySelector<HTMLElement>(`[data-filter="${term}"]`)!.click());
}

describe('loop filter', () => {
  it('sends the chosen terms to refresh-loop, swaps in the answer and records the filter in the address', async () => {
    const host = mount();
    choose(host, 'stal');
    choose(host, 'tra');
    await vi.waitFor(() => expect(loopText()).toBe('filtrerad'));
    await vi.waitFor(() => expect(loading()).toBe(false));
    expect(sent).toHaveLength(2);
    expect(sent[1]!.method).toBe('POST');
    expect(sent[1]!.url).toMatch(/\/wp-json\/elementor-pro\/v1\/refresh-loop$/);
    expect(sent[1]!.body).toEqual({
      post_id: 520,
      widget_filters: { taxonomy: { pa_material: { terms: ['stal', 'tra'], logicalJoin: 'AND' } } },
      widget_id: 'a7c3e91',
      pagination_base_url: 'https://shop.test/koket/',
    });
    expect(loopText()).toBe('filtrerad');
    const widget = document.querySelector('.elementor-element-a7c3e91')!;
    expect(widget.classList.contains('e-loading')).toBe(false);
    expect(widget.classList.contains('e-loading-overlay')).toBe(false);
    expect(location.search).toBe('?orderby=price&e-filter-a7c3e91-pa_material=stal+tra');
    await vi.waitFor(() => expect(host.querySelector('[data-filter="tra"]')!.getAttribute('aria-pressed')).toBe('true'));
  });

  it('leaves the loop as it was when the answer fails or is not markup', async () => {
    const host = mount();
    fetchMock.mockImplementationOnce(async () => new Response('{"code":"x"}', { status: 500, headers: { 'Content-Type': 'application/json' } }));
    choose(host, 'stal');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(loading()).toBe(false));
    expect(loopText()).toBe('alla');
    fetchMock.mockImplementationOnce(async () => new Response('{"data":{"html":1}}', { headers: { 'Content-Type': 'application/json' } }));
    choose(host, 'tra');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(loading()).toBe(false));
    expect(loopText()).toBe('alla');
  });

  it('takes its first state from the address, without asking the server', async () => {
    history.replaceState(null, '', '/koket/?e-filter-a7c3e91-pa_material=tra');
    const host = mount();
    await vi.waitFor(() => expect(host.querySelector('[data-filter="tra"]')!.getAttribute('aria-pressed')).toBe('true'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(host.querySelector('[data-filter="stal"]')!.getAttribute('aria-pressed')).toBe('false');
  });
});
