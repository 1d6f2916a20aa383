import { failureMessage } from '../../src/i18n/failure';
import { showNotice } from '../../src/stores/notices';
import { postAddToWishlist } from '../../src/wishlist/ui/add';
import { takeAddAnswer, type RedirectTimer } from '../../src/wishlist/ui/answer';
import { chooseList } from './list-dialog';

/**
 * What a click on an enabled wishlist button does, loaded on the first click: the list chooser when
 * the page prints one, then the add POST and the answer (popup, redirect, store).
 */
export async function activateWishlistButton(button: HTMLElement, redirect: RedirectTimer, busy: (on: boolean) => void): Promise<void> {
  const dialog = button.closest('.tinv-wraper')?.querySelector<HTMLElement>('.tinvwl_add_to_select_wishlist');
  const choice = dialog ? await chooseList(dialog, button) : { listId: '', listName: '' };
  if (!choice) return;
  busy(true);
  try {
    takeAddAnswer(await postAddToWishlist(button, choice), button, redirect);
  } catch (error) {
    showNotice('error', failureMessage(error), 'wishlist');
  } finally {
    busy(false);
  }
}
