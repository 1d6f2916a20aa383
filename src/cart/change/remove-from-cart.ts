import { navigate } from '../../dom';
import { emit } from '../../events';
import { wcAjax } from '../../http';
import { queueCartRequest } from '../../stores/cart-queue';
import { isFragments } from '../fragments';
import { takeServerCart } from '../server-cart';

/**
 * Removes a mini-cart item (`remove_from_cart` with its `cart_item_key`), queued with the adds. On
 * failure, or an answer without fragments, the browser follows the link: the server removes the
 * item without JavaScript. Returns whether it was removed in place.
 */
export async function removeFromCart(link: HTMLAnchorElement, cartItemKey: string): Promise<boolean> {
  try {
    const answer = await queueCartRequest(() =>
      wcAjax<{ fragments?: unknown; cart_hash?: unknown } | null>('remove_from_cart', { cart_item_key: cartItemKey }),
    );
    if (answer && isFragments(answer.fragments)) {
      const hash = typeof answer.cart_hash === 'string' ? answer.cart_hash : '';
      takeServerCart(answer.fragments, hash, { restartAge: false });
      emit('removed_from_cart', [answer.fragments, hash, link]);
      return true;
    }
  } catch {
    // fall through to the link
  }
  navigate(link.href);
  return false;
}
