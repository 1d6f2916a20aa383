import { params, str } from '../../src/config';
import { t } from '../../src/i18n';
import { BadMarkup } from '../../src/runtime/bad-markup';

export interface CartPanelProps {
  /** `reyParams.after_add_to_cart === 'cart'`: the panel opens after every add. */
  openAfterAdd: boolean;
  /** The dialog's accessible name, unless the theme printed one. */
  label: string | null;
}

export function read(host: HTMLElement): CartPanelProps {
  if (!host.querySelector('.widget_shopping_cart_content')) {
    throw new BadMarkup('the cart panel has no div.widget_shopping_cart_content for the cart');
  }
  return {
    openAfterAdd: str(params('reyParams').after_add_to_cart) === 'cart',
    label: host.hasAttribute('aria-label') || host.hasAttribute('aria-labelledby') ? null : t('cart_panel_label'),
  };
}
