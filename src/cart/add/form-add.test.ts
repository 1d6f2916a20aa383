import { describe, expect, it, vi } from 'vitest';
import type { AddOutcome } from './add-to-cart';

// The request itself is the cart core's (under the e2e tests); here the add fails as the server refused it.
vi.mock('./add-to-cart', () => ({
  addToCart: vi.fn(async (): Promise<AddOutcome> => ({ kind: 'failed', message: 'Slut i lager.' })),
}));

const { addFromForm } = await import('./form-add');

describe('adding from a product form', () => {
  it('a refused add logs \'Ajax add to cart error!\', marks the button not-added and shows why above the form', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = '<div class="summary"><form class="cart"><input name="quantity" value="1"><button type="submit" name="add-to-cart" value="104">Lägg i varukorg</button></form></div>';
    const form = document.querySelector('form')!;
    const button = form.querySelector('button')!;

    await addFromForm(form, button, 'reycore_ajax_add_to_cart');

    expect(logged).toHaveBeenCalledWith('Ajax add to cart error!', 'Slut i lager.');
    expect(button.className).toBe('not-added');
    expect(form.previousElementSibling?.textContent).toContain('Slut i lager.');
  });
});
