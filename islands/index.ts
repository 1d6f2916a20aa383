// The island catalogue: every island the bundle knows, in the order the scanner arms them. Each
// definition is a name, the selector of the server markup it takes over, a trigger and a lazy import;
// nothing here loads an island's code. README.md lists what each one needs and fires.
import type { IslandDefinition } from '../src/runtime/define';
import accountPanel from './account-panel';
import addToCartButton from './add-to-cart-button';
import archiveSwatches from './archive-swatches';
import cartForm from './cart-form';
import cartPanel from './cart-panel';
import entranceAnimation from './entrance-animation';
import headerAccount from './header-account';
import headerCart from './header-cart';
import imageRetry from './image-retry';
import lazyBackground from './lazy-background';
import miniCart from './mini-cart';
import notices from './notices';
import offCanvas from './off-canvas';
import pageBuilder from './page-builder';
import pageBuilderLightbox from './page-builder-lightbox';
import pageBuilderLink from './page-builder-link';
import pageBuilderVideo from './page-builder-video';
import popup from './popup';
import productBlocks from './product-blocks';
import productGallery from './product-gallery';
import productTabs from './product-tabs';
import quantity from './quantity';
import removeFromCart from './remove-from-cart';
import reviewForm from './review-form';
import reviewVotes from './review-votes';
import reviews from './reviews';
import reviewsCarousel from './reviews-carousel';
import shareButtons from './share-buttons';
import sticky from './sticky';
import tooltip from './tooltip';
import variationForm from './variation-form';
import wishlistButton from './wishlist-button';
import wishlistCounter from './wishlist-counter';
import wishlistPage from './wishlist-page';

export const catalogue: IslandDefinition<any>[] = [
  // The cart and the header.
  miniCart,
  headerCart,
  cartPanel,
  headerAccount,
  accountPanel,
  addToCartButton,
  removeFromCart,
  notices,
  // Wishlist.
  wishlistCounter,
  wishlistButton,
  wishlistPage,
  // Product page and product cards.
  variationForm,
  archiveSwatches,
  cartForm,
  productGallery,
  productTabs,
  quantity,
  reviews,
  reviewForm,
  reviewVotes,
  reviewsCarousel,
  productBlocks,
  // Page builder: page state first, then what moves or shows on its own, then what waits for the visitor.
  pageBuilder,
  sticky,
  entranceAnimation,
  lazyBackground,
  imageRetry,
  popup,
  offCanvas,
  pageBuilderLink,
  pageBuilderLightbox,
  pageBuilderVideo,
  shareButtons,
  tooltip,
];
