// The island catalogue: every island the bundle knows, in the order the scanner arms them. Each
// definition is a name, the selector of the server markup it takes over, a trigger and a lazy import;
// nothing here loads an island's code. docs/islands.md lists what each one takes over, needs and fires.
import type { IslandDefinition } from '../src/runtime/define';
import accountPanel from './account-panel';
import addToCartButton from './add-to-cart-button';
import ajaxSearch from './ajax-search';
import archiveSwatches from './archive-swatches';
import cartForm from './cart-form';
import cartPage from './cart-page';
import cartPanel from './cart-panel';
import catalogOrdering from './catalog-ordering';
import comingSoonBanner from './coming-soon-banner';
import consentArea from './consent-area';
import consentBanner from './consent-banner';
import consentManage from './consent-manage';
import consentPlaceholder from './consent-placeholder';
import elementorCarousel from './elementor-carousel';
import elementorForm from './elementor-form';
import elementorMenuCart from './elementor-menu-cart';
import elementorNavMenu from './elementor-nav-menu';
import elementorSearchForm from './elementor-search-form';
import elementorTabs from './elementor-tabs';
import entranceAnimation from './entrance-animation';
import fieldHints from './field-hints';
import headerAccount from './header-account';
import headerCart from './header-cart';
import headerWishlist from './header-wishlist';
import imageRetry from './image-retry';
import lazyBackground from './lazy-background';
import loopFilter from './loop-filter';
import mainMenu from './main-menu';
import miniCart from './mini-cart';
import mobileMenu from './mobile-menu';
import notices from './notices';
import offCanvas from './off-canvas';
import orderAttribution from './order-attribution';
import pageBuilder from './page-builder';
import pageBuilderLightbox from './page-builder-lightbox';
import pageBuilderLink from './page-builder-link';
import pageBuilderVideo from './page-builder-video';
import passwordToggle from './password-toggle';
import popup from './popup';
import productBlocks from './product-blocks';
import productGallery from './product-gallery';
import productGridLoadMore from './product-grid-load-more';
import productTabs from './product-tabs';
import quantity from './quantity';
import removeFromCart from './remove-from-cart';
import resultCount from './result-count';
import reviewForm from './review-form';
import reviewVotes from './review-votes';
import reviews from './reviews';
import reviewsCarousel from './reviews-carousel';
import reyAjaxParts from './rey-ajax-parts';
import reyCardSwatches from './rey-card-swatches';
import reyProductCarousel from './rey-product-carousel';
import scatteredGrid from './scattered-grid';
import searchPanel from './search-panel';
import shareButtons from './share-buttons';
import sticky from './sticky';
import storeNotice from './store-notice';
import templateScroll from './template-scroll';
import tooltip from './tooltip';
import variationForm from './variation-form';
import wishlistButton, { productWishlistButton } from './wishlist-button';
import wishlistCounter from './wishlist-counter';
import wishlistPage from './wishlist-page';

export const catalogue: IslandDefinition<any>[] = [
  // Consent first: it decides what else may run.
  consentBanner,
  // The cart and the header.
  miniCart,
  headerCart,
  cartPanel,
  cartPage,
  headerAccount,
  accountPanel,
  addToCartButton,
  removeFromCart,
  // Header: menus and search.
  mainMenu,
  mobileMenu,
  searchPanel,
  ajaxSearch,
  // The shop's notices and small controls.
  storeNotice,
  notices,
  resultCount,
  passwordToggle,
  fieldHints,
  comingSoonBanner,
  // Consent's placeholders and controls, and the order attribution it allows.
  consentPlaceholder,
  consentArea,
  consentManage,
  orderAttribution,
  // Wishlist.
  wishlistCounter,
  wishlistButton,
  productWishlistButton,
  wishlistPage,
  headerWishlist,
  // Product page and product cards.
  variationForm,
  archiveSwatches,
  reyCardSwatches,
  cartForm,
  productGallery,
  productTabs,
  quantity,
  reviews,
  reviewForm,
  reviewVotes,
  reviewsCarousel,
  productBlocks,
  reyAjaxParts,
  // Product loops.
  loopFilter,
  catalogOrdering,
  productGridLoadMore,
  scatteredGrid,
  templateScroll,
  // Carousels.
  elementorCarousel,
  reyProductCarousel,
  // Page builder: page state first, then what moves or shows on its own, then what waits for the visitor.
  pageBuilder,
  sticky,
  entranceAnimation,
  lazyBackground,
  imageRetry,
  popup,
  elementorForm,
  offCanvas,
  // Page-builder widgets: menus, search, the menu cart, tabs.
  elementorNavMenu,
  elementorSearchForm,
  elementorMenuCart,
  elementorTabs,
  pageBuilderLink,
  pageBuilderLightbox,
  pageBuilderVideo,
  shareButtons,
  tooltip,
];
