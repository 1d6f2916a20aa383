// The cart page's form. It renders nothing and changes no markup: it keeps the cart live.
import { followCart } from '../../src/cart/sync';
import { useController } from '../../src/hooks';
import type { IslandProps } from '../../src/runtime/define';

export function read(): Record<string, never> {
  return {};
}

/**
 * Makes the page's cart live for the rest of its life: cart.js replaces this form (and, when the cart
 * empties, removes it) as it fires `updated_wc_div`, so the cart sync outlives the form and is not
 * stopped when the island unmounts.
 */
export default function CartPage({ host }: IslandProps<Record<string, never>>) {
  useController(host, () => followCart());
  return null;
}
