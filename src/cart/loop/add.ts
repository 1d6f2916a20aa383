import { announceCart, clearCartAnnouncement } from '../../helpers/a11y';
import { dataAttributes } from '../../dom';
import { emit } from '../../events';
import { buttonAddAnswered, buttonAddSent } from './button-classes';
import { addToCart } from '../add/add-to-cart';
import { insertViewCartLink } from '../add/view-cart-link';

/**
 * A loop add-to-cart link's add, the way add-to-cart.js shows it on the server's link: `loading` while
 * any of its requests is out; once the server has the product, `added`, the "Visa varukorg" link and
 * `wc_cart_button_updated`, before the fragments are swapped and other listeners hear
 * `added_to_cart`; then the outcome for screen readers. Plain DOM, no React: the island calls it for
 * each click, and a first click that beats React's arrival goes out through it at once.
 */
export async function addFromLoopButton(button: HTMLElement): Promise<void> {
  const data = dataAttributes(button);
  clearCartAnnouncement();
  buttonAddSent(button);
  const outcome = await addToCart({
    button,
    data,
    // Only an add the server took: the outcome is then 'added'.
    onAdded: () => {
      if (buttonAddAnswered(button, true)) insertViewCartLink(button);
      emit('wc_cart_button_updated', [button]);
    },
  });
  if (outcome.kind === 'leaving') return; // the spinner stays while the browser navigates
  if (outcome.kind === 'added') announceCart(data.success_message ?? '');
  else buttonAddAnswered(button, false);
}
