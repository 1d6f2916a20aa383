// The island catalogue: every island the bundle knows, in the order the scanner arms them. Each
// definition is a name, the selector of the server markup it takes over, a trigger and a lazy import;
// nothing here loads an island's code. README.md lists what each one needs and fires.
import type { IslandDefinition } from '../src/runtime/define';
import addToCartButton from './add-to-cart-button';
import miniCart from './mini-cart';
import notices from './notices';
import productBlocks from './product-blocks';
import productGallery from './product-gallery';
import productTabs from './product-tabs';
import quantity from './quantity';
import removeFromCart from './remove-from-cart';
import reviewForm from './review-form';
import reviewVotes from './review-votes';
import reviews from './reviews';
import reviewsCarousel from './reviews-carousel';

export const catalogue: IslandDefinition<any>[] = [
  miniCart,
  addToCartButton,
  removeFromCart,
  notices,
  productGallery,
  productTabs,
  quantity,
  reviews,
  reviewForm,
  reviewVotes,
  reviewsCarousel,
  productBlocks,
];
