// The island catalogue: every island the bundle knows, in the order the scanner arms them. Each
// definition is a name, the selector of the server markup it takes over, a trigger and a lazy import;
// nothing here loads an island's code. README.md lists what each one needs and fires.
import type { IslandDefinition } from '../src/runtime/define';
import addToCartButton from './add-to-cart-button';
import comingSoonBanner from './coming-soon-banner';
import consentBanner from './consent-banner';
import consentManage from './consent-manage';
import consentPlaceholder from './consent-placeholder';
import miniCart from './mini-cart';
import notices from './notices';
import orderAttribution from './order-attribution';
import passwordToggle from './password-toggle';
import removeFromCart from './remove-from-cart';
import resultCount from './result-count';
import storeNotice from './store-notice';

export const catalogue: IslandDefinition<any>[] = [
  // Consent first: it decides what else may run.
  consentBanner,
  miniCart,
  addToCartButton,
  removeFromCart,
  storeNotice,
  notices,
  resultCount,
  passwordToggle,
  comingSoonBanner,
  consentPlaceholder,
  consentManage,
  orderAttribution,
];
