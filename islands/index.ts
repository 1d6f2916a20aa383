// The island catalogue: every island the bundle knows, in the order the scanner arms them. Each
// definition is a name, the selector of the server markup it takes over, a trigger and a lazy import;
// nothing here loads an island's code. README.md lists what each one needs and fires.
import type { IslandDefinition } from '../src/runtime/define';
import addToCartButton from './add-to-cart-button';
import ajaxSearch from './ajax-search';
import catalogOrdering from './catalog-ordering';
import elementorCarousel from './elementor-carousel';
import loopFilter from './loop-filter';
import mainMenu from './main-menu';
import miniCart from './mini-cart';
import mobileMenu from './mobile-menu';
import notices from './notices';
import productGridLoadMore from './product-grid-load-more';
import removeFromCart from './remove-from-cart';
import reyProductCarousel from './rey-product-carousel';
import searchPanel from './search-panel';
import templateScroll from './template-scroll';

export const catalogue: IslandDefinition<any>[] = [
  miniCart,
  addToCartButton,
  removeFromCart,
  notices,
  // Header: menus and search.
  mainMenu,
  mobileMenu,
  searchPanel,
  ajaxSearch,
  // Product loops.
  loopFilter,
  catalogOrdering,
  productGridLoadMore,
  templateScroll,
  // Carousels.
  elementorCarousel,
  reyProductCarousel,
];
