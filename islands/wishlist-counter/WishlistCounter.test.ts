import { atom } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WishlistData } from '../../src/stores/wishlist';

// The wishlist store without its fetching and caching (tested with the store and end to end).
const wishlist = atom<WishlistData | null>(null);
vi.mock('../../src/stores/wishlist', async (importOriginal) => ({ ...(await importOriginal<object>()), $wishlist: wishlist }));
const { default: WishlistCounter, read } = await import('./WishlistCounter');
const { interact, mountIsland } = await import('../../test/render-island');

// TI's header counter and Rey's counter bubble, as the server prints them: empty.
const PAGE = `<a class="wishlist_products_counter top_wishlist-heart" href="/onskelista/"><i class="wishlist-icon"></i>
<span class="wishlist_products_counter_text">Önskelista</span><span class="wishlist_products_counter_number"></span></a>
<span class="rey-headerIcon-counter --hidden"><span class="rey-wishlistCounter-number"></span></span>`;

const data = (counter: number): WishlistData => ({ products: [], counter });
const ti = () => document.querySelector<HTMLElement>('.wishlist_products_counter_number')!;
const rey = () => document.querySelector<HTMLElement>('.rey-wishlistCounter-number')!;
let undos: Array<() => void> = [];

function mountBoth(): void {
  document.body.innerHTML = PAGE;
  undos = [ti(), rey()].map((host) => mountIsland(WishlistCounter, host, read()));
}

beforeEach(() => {
  vi.useFakeTimers();
  (window as unknown as Record<string, unknown>).tinvwl_add_to_wishlist = { hide_zero_counter: '1' };
});
afterEach(() => {
  undos.forEach((undo) => undo());
  undos = [];
  wishlist.set(null);
  vi.useRealTimers();
});

describe('wishlist counter ', () => {
  it('leaves the counters as printed until the count is known, then shows it', () => {
    mountBoth();
    expect(ti().textContent).toBe('');
    expect(rey().hasAttribute('data-count')).toBe(false);
    interact(() => wishlist.set(data(3)));
    expect(ti().textContent).toBe('3');
    expect(document.querySelector('.wishlist_products_counter')!.classList.contains('wishlist-counter-with-products')).toBe(true);
    expect(document.querySelector('i.wishlist-icon')!.getAttribute('data-icon-label')).toBe('3');
    expect(rey().textContent).toBe('3');
    expect(rey().getAttribute('data-count')).toBe('3');
    expect(document.querySelector('.rey-headerIcon-counter')!.classList.contains('--hidden')).toBe(false);
  });

  it('hides a zero count (TI with hide_zero_counter, Rey always)', () => {
    mountBoth();
    interact(() => wishlist.set(data(2)));
    interact(() => wishlist.set(data(0)));
    expect(ti().textContent).toBe('');
    expect(document.querySelector('.wishlist_products_counter')!.classList.contains('wishlist-counter-with-products')).toBe(false);
    expect(document.querySelector('i.wishlist-icon')!.hasAttribute('data-icon-label')).toBe(false);
    expect(rey().textContent).toBe('');
    expect(rey().getAttribute('data-count')).toBe('0');
    expect(document.querySelector('.rey-headerIcon-counter')!.classList.contains('--hidden')).toBe(true);
  });

  it('flashes the heart for 500 ms when the count changes', () => {
    mountBoth();
    const icon = document.querySelector('i.wishlist-icon')!;
    interact(() => wishlist.set(data(1)));
    expect(icon.classList.contains('added')).toBe(true);
    interact(() => vi.advanceTimersByTime(500));
    expect(icon.classList.contains('added')).toBe(false);
    interact(() => wishlist.set(data(1)));
    expect(icon.classList.contains('added')).toBe(false);
    interact(() => wishlist.set(data(2)));
    expect(icon.classList.contains('added')).toBe(true);
  });

  it('unmounting stops following the wishlist and puts back what the server printed', () => {
    mountBoth();
    interact(() => wishlist.set(data(4)));
    undos.forEach((undo) => undo());
    undos = [];
    expect(ti().textContent).toBe('');
    expect(rey().hasAttribute('data-count')).toBe(false);
    expect(document.querySelector('.rey-headerIcon-counter')!.classList.contains('--hidden')).toBe(true);
    expect(document.querySelector('i.wishlist-icon')!.className).toBe('wishlist-icon');
    interact(() => wishlist.set(data(5)));
    expect(ti().textContent).toBe('');
  });

  it("Rey 2.8+ with TI: TI's number inside Rey's counter keeps its own text; Rey's carries the count and the bubble", () => {
    (window as unknown as Record<string, unknown>).tinvwl_add_to_wishlist = { hide_zero_counter: '' };
    document.body.innerHTML = `<span class="rey-headerAccount-count rey-headerIcon-counter --minimal --hidden"><span class="rey-wishlistCounter-number wishlist_products_counter"><span class="wishlist_products_counter_number"></span></span></span>`;
    undos = [rey(), ti()].map((host) => mountIsland(WishlistCounter, host, read()));
    interact(() => wishlist.set(data(2)));
    expect(ti().textContent).toBe('2');
    expect(rey().getAttribute('data-count')).toBe('2');
    expect(document.querySelector('.rey-headerIcon-counter')!.classList.contains('--hidden')).toBe(false);
    // TI shows a zero here (hide_zero_counter off); Rey's bubble hides it.
    interact(() => wishlist.set(data(0)));
    expect(ti()?.isConnected).toBe(true);
    expect(ti().textContent).toBe('0');
    expect(rey().getAttribute('data-count')).toBe('0');
    expect(document.querySelector('.rey-headerIcon-counter')!.classList.contains('--hidden')).toBe(true);
  });
});
