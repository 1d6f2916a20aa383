import { useEffect, useRef, useState } from 'react';
import { emit } from '../../src/events';
import { useAttribute, useClassState, useListener, useToggleClass } from '../../src/hooks';
import { t } from '../../src/i18n';
import type { IslandProps } from '../../src/runtime/define';
import { isInWishlist, listsHolding } from '../../src/stores/wishlist';
import type { RedirectTimer } from '../../src/wishlist/ui/answer';
import { wishlistConfig } from '../../src/wishlist/config';
import { useWishlist } from '../../src/wishlist/ui/use-wishlist';
import type { WishlistButtonProps } from './read';
import { useVariationState } from './use-variation-state';

export { read } from './read';

/**
 * TI Wishlist's button: addable, already in a list (`tinvwl-product-in-list`), or disabled until a
 * variation is chosen (`disabled-add-wishlist`, and an alert on click). Click, Enter or Space adds
 * (through the Premium list chooser when the page has one; that code loads on the first click); the
 * answer's message shows in the plugin's popup.
 */
export default function WishlistButton({ host, productId, variationId: serverVariation, variationIds, loop }: IslandProps<WishlistButtonProps>) {
  const config = wishlistConfig();
  const data = useWishlist();
  const { variationId, disabled, followsForm } = useVariationState(productId, serverVariation, !loop, config.allowParentVariable);
  const [busy, setBusy] = useState(false);
  const working = useRef(false);
  const redirect = useRef<RedirectTimer>({ current: undefined }).current;

  const inList = isInWishlist(data, productId, variationId, variationIds);
  const makeRemove = inList && config.simpleFlow;
  useAttribute(host, 'data-tinv-wl-productvariation', String(variationId));
  // Forced both ways where a variation form leads: the entry may have disabled it before this mounted.
  useClassState(host, 'disabled-add-wishlist', followsForm ? disabled : null);
  useToggleClass(host, 'tinvwl-product-in-list', inList);
  useToggleClass(host, 'tinvwl-product-make-remove', makeRemove);
  useToggleClass(host, 'ftinvwl-pulse', busy && host.classList.contains('ftinvwl-animated'));
  useAttribute(host, 'data-tinv-wl-action', data ? (makeRemove ? 'remove' : 'addto') : null);
  useAttribute(host, 'data-tinv-wl-list', data ? JSON.stringify(listsHolding(data, productId)) : null);
  useAttribute(host, 'aria-disabled', followsForm ? String(disabled) : null);
  useAttribute(host, 'aria-busy', busy ? 'true' : null);

  useEffect(() => {
    if (data) emit('tinvwl_wishlist_product_marked', [host, inList]);
  }, [host, data, inList]);

  const activate = (event: Event) => {
    event.preventDefault();
    emit('tinvwl_add_to_wishlist_button_click', [host]);
    if (disabled) {
      window.alert(t('wishlist_make_a_selection'));
      return;
    }
    if (working.current) return;
    working.current = true;
    void import('./activate')
      .then(({ activateWishlistButton }) => activateWishlistButton(host, redirect, (on) => {
        if (host.isConnected) setBusy(on);
      }))
      .finally(() => {
        working.current = false;
      });
  };

  useListener<MouseEvent>(host, 'click', activate);
  useListener<KeyboardEvent>(host, 'keydown', (event) => {
    if (event.key === 'Enter' || event.key === ' ' || event.key === 'Spacebar') activate(event);
  });
  return null;
}
