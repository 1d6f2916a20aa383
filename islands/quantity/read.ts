import { BadMarkup } from '../../src/runtime/bad-markup';

export interface QuantityProps {
  input: HTMLInputElement;
  minus: HTMLElement | null;
  plus: HTMLElement | null;
}

/** WooCommerce's `div.quantity > input.qty`, with Rey's +/- controls when the theme prints them (R6). */
export function read(host: HTMLElement): QuantityProps {
  const input = host.querySelector<HTMLInputElement>('input.qty');
  if (!input) throw new BadMarkup('no input.qty inside the quantity wrapper');
  return {
    input,
    minus: host.querySelector<HTMLElement>('.cartBtnQty-control.--minus'),
    plus: host.querySelector<HTMLElement>('.cartBtnQty-control.--plus'),
  };
}
