import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordCartActivity } from '../../src/stores/cart';
import { $requestedPanel, dismissPanel, MINI_CART_PANEL } from '../../src/stores/panel-requests';
import { OPEN_AFTER_ADD_DELAY_MS, useCartStatus } from './use-cart-status';

// What the cart panel does with the status: the triggers show a loader while `loading`.
function Status() {
  const { loading } = useCartStatus(false, true);
  return loading ? 'loader' : 'no loader';
}

let root: Root;
let shown: HTMLElement;
const added = () => act(() => recordCartActivity('added_to_cart', [{}, 'hash', document.querySelector('a.add_to_cart_button')]));

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = '<button class="js-rey-headerCart">Varukorg</button><a class="add_to_cart_button" href="?add-to-cart=104">Köp</a>';
  shown = document.createElement('div');
  root = createRoot(shown);
  act(() => root.render(createElement(Status)));
});

afterEach(() => {
  act(() => root.unmount());
  dismissPanel(MINI_CART_PANEL);
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('the cart panel after an add', () => {
  it('opens once the loader has shown', () => {
    added();
    expect(shown.textContent).toBe('loader');
    act(() => vi.advanceTimersByTime(OPEN_AFTER_ADD_DELAY_MS));
    expect(shown.textContent).toBe('no loader');
    expect($requestedPanel.get()?.name).toBe(MINI_CART_PANEL);
  });

  it('does not open when the shopper presses Esc while the loader shows', () => {
    added();
    act(() => vi.advanceTimersByTime(OPEN_AFTER_ADD_DELAY_MS / 2));
    expect(shown.textContent).toBe('loader');
    act(() => { document.dispatchEvent(new KeyboardEvent('keyup', { key: 'Escape', bubbles: true })); });
    expect(shown.textContent).toBe('no loader');
    act(() => vi.advanceTimersByTime(OPEN_AFTER_ADD_DELAY_MS * 2));
    expect($requestedPanel.get()).toBeNull();
  });
});
