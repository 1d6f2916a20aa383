import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AddOutcome } from '../../src/cart/add/add-to-cart';

// The cart core is the part under the e2e tests; here each add answers when the test says so.
const answers: Array<(outcome: AddOutcome) => void> = [];
// An answer that added runs the request's onAdded first, as the cart core does.
vi.mock('../../src/cart/add/add-to-cart', () => ({
  addToCart: vi.fn(({ onAdded }: { onAdded?: () => void }) => new Promise<AddOutcome>((resolve) => answers.push((outcome) => {
    if (outcome.kind === 'added') onAdded?.();
    resolve(outcome);
  }))),
}));

const { addToCart } = await import('../../src/cart/add/add-to-cart');
const { default: AddToCartButton, read } = await import('./AddToCartButton');
const { interact, mountIsland, settle } = await import('../../test/render-island');

const ADDED: AddOutcome = { kind: 'added', fragments: {}, hash: 'h1' };
let undo: (() => void) | undefined;

function mount(attributes = 'data-product_id="104" data-quantity="1" data-success_message="”Kockkniv” har lagts till i din varukorg"', classes = ''): HTMLAnchorElement {
  document.body.innerHTML = `<ul><li class="product"><a href="?add-to-cart=104" class="button add_to_cart_button ajax_add_to_cart ${classes}" ${attributes}>Lägg i varukorg</a></li></ul>
<div class="widget_shopping_cart_live_region screen-reader-text" role="status"></div>`;
  const host = document.querySelector<HTMLAnchorElement>('a.add_to_cart_button')!;
  undo = mountIsland(AddToCartButton, host, read(host));
  return host;
}

beforeEach(() => {
  answers.length = 0;
  vi.mocked(addToCart).mockClear();
});

afterEach(() => {
  undo?.();
  undo = undefined;
});

describe('loop add-to-cart button', () => {
  it('sends every click, shows loading until the last answer, then added, the cart link and the announcement', async () => {
    const host = mount();
    const updated = vi.fn();
    document.body.addEventListener('wc_cart_button_updated', updated);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    interact(() => {
      host.dispatchEvent(click);
      host.click();
    });
    expect(click.defaultPrevented).toBe(true);
    expect(addToCart).toHaveBeenCalledTimes(2);
    expect(vi.mocked(addToCart).mock.calls[0]![0].data).toMatchObject({ product_id: '104', quantity: '1' });
    expect(host.classList.contains('loading')).toBe(true);

    answers[0]!(ADDED);
    await settle();
    // One request still out: still loading, not yet added.
    expect(host.classList.contains('loading')).toBe(true);
    expect(host.classList.contains('added')).toBe(false);

    answers[1]!(ADDED);
    await settle();
    expect(host.classList.contains('loading')).toBe(false);
    expect(host.classList.contains('added')).toBe(true);
    expect(document.querySelectorAll('a.added_to_cart.wc-forward')).toHaveLength(1);
    expect(host.nextElementSibling?.textContent).toBe('View cart');
    expect(updated).toHaveBeenCalledTimes(2);
    expect(document.querySelector('.widget_shopping_cart_live_region')!.textContent).toBe('”Kockkniv” har lagts till i din varukorg');
  });

  it('takes `added` away while a new add is out, and leaves the spinner on while the browser leaves', async () => {
    const host = mount();
    interact(() => host.click());
    answers[0]!(ADDED);
    await settle();
    interact(() => host.click());
    expect(host.classList.contains('added')).toBe(false);
    expect(host.classList.contains('loading')).toBe(true);
    answers[1]!({ kind: 'leaving' });
    await settle();
    expect(host.classList.contains('loading')).toBe(true);
  });

  it('a failed add ends the spinner and adds no link', async () => {
    const host = mount();
    interact(() => host.click());
    answers[0]!({ kind: 'failed', message: 'Ett okänt fel uppstod.' });
    await settle();
    expect(host.className).not.toMatch(/\b(loading|added)\b/);
    expect(document.querySelector('a.added_to_cart')).toBeNull();
  });

  it('on the cart page an add shows as added but puts no cart link after the button', async () => {
    (window as { wc_add_to_cart_params?: unknown }).wc_add_to_cart_params = { is_cart: '1', cart_url: '/varukorg/' };
    try {
      const host = mount();
      interact(() => host.click());
      answers[0]!(ADDED);
      await settle();
      expect(host.classList.contains('added')).toBe(true);
      expect(document.querySelector('a.added_to_cart')).toBeNull();
    } finally {
      delete (window as { wc_add_to_cart_params?: unknown }).wc_add_to_cart_params;
    }
  });

  it('lets the link add without JavaScript when a script broke its quantity since mount', () => {
    const host = mount();
    host.setAttribute('data-quantity', 'x');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    host.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(addToCart).not.toHaveBeenCalled();
  });

  it('Space activates it, as WooCommerce does for role="button"', () => {
    const host = mount('data-product_id="104" role="button"');
    interact(() => host.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true })));
    expect(addToCart).toHaveBeenCalledTimes(1);
  });

  it('unmounting takes back what it added and stops listening, but keeps the classes the server printed', async () => {
    const host = mount(undefined, 'added');
    interact(() => host.click());
    answers[0]!(ADDED);
    await settle();
    expect(document.querySelector('a.added_to_cart')).not.toBeNull();
    undo!();
    undo = undefined;
    expect(host.classList.contains('added')).toBe(true);
    expect(document.querySelector('a.added_to_cart')).toBeNull();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    host.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(addToCart).toHaveBeenCalledTimes(1);
  });
});
