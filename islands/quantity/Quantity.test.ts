import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountIsland } from '../../test/render-island';
import Quantity, { read } from './Quantity';

// Rey's quantity: span controls around WooCommerce's input; the server pre-set `--disabled` at min.
const QUANTITY = `<form class="cart"><div class="quantity">
<span class="cartBtnQty-control --minus --disabled"></span>
<input type="number" class="input-text qty text" name="quantity" value="1" min="1" max="3" step="1">
<span class="cartBtnQty-control --plus"></span></div></form>`;

let undo: (() => void) | undefined;
const input = () => document.querySelector<HTMLInputElement>('input.qty')!;
const minus = () => document.querySelector<HTMLElement>('.--minus')!;
const plus = () => document.querySelector<HTMLElement>('.--plus')!;

function mount(markup = QUANTITY): void {
  document.body.innerHTML = markup;
  const host = document.querySelector<HTMLElement>('div.quantity')!;
  undo = mountIsland(Quantity, host, read(host));
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  undo?.();
  undo = undefined;
  vi.useRealTimers();
});

describe('quantity (plain island)', () => {
  it('makes the controls named keyboard buttons whose disabled state follows the value', () => {
    mount();
    expect(minus().getAttribute('role')).toBe('button');
    expect(minus().getAttribute('tabindex')).toBe('0');
    expect(minus().getAttribute('aria-label')).toBe('Decrease quantity');
    expect(plus().getAttribute('aria-label')).toBe('Increase quantity');
    expect(minus().getAttribute('aria-disabled')).toBe('true');
    expect(plus().getAttribute('aria-disabled')).toBe('false');
    input().value = '3';
    input().dispatchEvent(new Event('input', { bubbles: true }));
    expect(minus().classList.contains('--disabled')).toBe(false);
    expect(plus().classList.contains('--disabled')).toBe(true);
    expect(plus().getAttribute('aria-disabled')).toBe('true');
  });

  it('presses closer together than 50 ms count once; each press fires input and change', () => {
    mount();
    const changes = vi.fn();
    input().addEventListener('change', changes);
    plus().click();
    plus().click();
    vi.advanceTimersByTime(50);
    expect(input().value).toBe('2');
    expect(changes).toHaveBeenCalledTimes(1);
    plus().dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    vi.advanceTimersByTime(50);
    expect(input().value).toBe('3');
    plus().click();
    vi.advanceTimersByTime(50);
    expect(input().value).toBe('3');
  });

  it('raises a value below min to it, but not in the cart table', () => {
    mount(QUANTITY.replace('value="1"', 'value="0"'));
    expect(input().value).toBe('1');
    undo!();
    mount(`<table><tr><td class="product-quantity">${QUANTITY.replace('value="1"', 'value="0"')}</td></tr></table>`);
    expect(input().value).toBe('0');
  });

  it('unmounting leaves the controls as the server printed them and stops a pending press', () => {
    mount();
    plus().click();
    undo!();
    undo = undefined;
    vi.advanceTimersByTime(50);
    expect(input().value).toBe('1');
    for (const name of ['role', 'tabindex', 'aria-label', 'aria-disabled']) expect(minus().hasAttribute(name)).toBe(false);
    expect(minus().classList.contains('--disabled')).toBe(true);
    expect(plus().classList.contains('--disabled')).toBe(false);
  });
});
