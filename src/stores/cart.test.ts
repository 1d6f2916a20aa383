import { afterEach, describe, expect, it } from 'vitest';
import { $cart, $pendingAdds, $shownItemCount, expectAdd, receiveEmptyCart } from './cart';

const add = (quantity: number) => ({ quantity, name: 'Kockkniv 20 cm', image: '', price: '899,00 kr' });

afterEach(() => {
  $pendingAdds.set([]);
  $cart.set({ fragments: {}, hash: '', itemCount: null, status: 'unknown' });
});

describe('adds on their way', () => {
  it('count in the header at once, each until its own answer', () => {
    receiveEmptyCart();
    const first = expectAdd(add(1));
    const second = expectAdd(add(2));
    expect($shownItemCount.get()).toBe(3);
    first();
    expect($shownItemCount.get()).toBe(2);
    expect($pendingAdds.get()).toHaveLength(1);
    second();
    expect($shownItemCount.get()).toBe(0);
  });

  it('settling twice takes back only that add', () => {
    receiveEmptyCart();
    const first = expectAdd(add(1));
    expectAdd(add(1));
    first();
    first();
    expect($shownItemCount.get()).toBe(1);
  });

  it('add nothing to a count the server has not told yet', () => {
    expectAdd(add(1));
    expect($shownItemCount.get()).toBeNull();
  });
});
