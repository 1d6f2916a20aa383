// The cart page's at-load work, without React: the cart is followed for the rest of the page (see ./index.ts).
import { followCart } from '../../src/cart/sync';

export { followCart };
