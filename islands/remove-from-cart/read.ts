import { BadMarkup } from '../../src/runtime/bad-markup';

export interface RemoveFromCartProps {
  cartItemKey: string;
}

export function read(host: HTMLElement): RemoveFromCartProps {
  const cartItemKey = host.getAttribute('data-cart_item_key')?.trim() ?? '';
  // WooCommerce's keys are md5 hashes; anything else is not a key it issued.
  if (!/^[a-f0-9]{32}$/i.test(cartItemKey)) throw new BadMarkup(`data-cart_item_key "${cartItemKey}" is not a cart item key`);
  if (!(host instanceof HTMLAnchorElement) || !host.href) throw new BadMarkup('the remove link has no href to fall back on');
  return { cartItemKey };
}
