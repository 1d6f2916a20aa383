// The island catalogue: every island the bundle knows, in the order the scanner arms them. Each
// definition is a name, the selector of the server markup it takes over, a trigger and a lazy import;
// nothing here loads an island's code. README.md lists what each one needs and fires.
import type { IslandDefinition } from '../src/runtime/define';
import accountPanel from './account-panel';
import addToCartButton from './add-to-cart-button';
import cartPanel from './cart-panel';
import headerAccount from './header-account';
import headerCart from './header-cart';
import miniCart from './mini-cart';
import notices from './notices';
import wishlistButton from './wishlist-button';
import wishlistCounter from './wishlist-counter';
import wishlistPage from './wishlist-page';
import removeFromCart from './remove-from-cart';

export const catalogue: IslandDefinition<any>[] = [
  miniCart,
  headerCart,
  cartPanel,
  headerAccount,
  accountPanel,
  addToCartButton,
  removeFromCart,
  notices,
  wishlistCounter,
  wishlistButton,
  wishlistPage,
];
