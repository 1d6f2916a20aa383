import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { interact, mountIsland } from '../../test/render-island';
import ResultCount, { read, REFRESH_MS } from './ResultCount';

let undo: (() => void) | undefined;
const count = () => document.querySelector<HTMLElement>('.woocommerce-result-count')!;

function mount(search: string): void {
  history.replaceState(null, '', `/butik/${search}`);
  document.body.innerHTML = '<p class="woocommerce-result-count">Visar alla 24 resultat</p>';
  undo = mountIsland(ResultCount, count(), read());
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  undo?.();
  undo = undefined;
  vi.useRealTimers();
  history.replaceState(null, '', '/');
});

describe('result count ', () => {
  it('after a sort, is an alert hidden at first and shown with its text again after 2 s', () => {
    mount('?orderby=price');
    expect(count().getAttribute('role')).toBe('alert');
    expect(count().getAttribute('aria-hidden')).toBe('true');
    interact(() => vi.advanceTimersByTime(REFRESH_MS));
    expect(count().getAttribute('aria-hidden')).toBe('false');
    expect(count().textContent).toBe('Visar alla 24 resultat');
  });

  it('an unsorted, unfiltered listing is left as printed', () => {
    mount('');
    expect(count().hasAttribute('role')).toBe(false);
    expect(count().hasAttribute('aria-hidden')).toBe(false);
  });

  it('unmounting stops the announcement and puts the markup back', () => {
    mount('?orderby=price');
    undo!();
    undo = undefined;
    interact(() => vi.advanceTimersByTime(REFRESH_MS));
    expect(count().hasAttribute('role')).toBe(false);
    expect(count().hasAttribute('aria-hidden')).toBe(false);
  });
});
