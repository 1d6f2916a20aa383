// The bundle's own texts, in English: the source strings (msgids) of the plugin's translations
// (text domain islands-for-woocommerce). wordpress-plugin/i18n.mjs reads this module for the .pot and
// checks that the Swedish catalogue translates every entry; the plugin prints the translations a page's
// language has (woo_islands_params.i18n, by these keys). A counted text is [singular, plural].
// Strings WooCommerce, the theme or a plugin print themselves keep their msgid here, so a shop without
// them gets the same English. A line `// translators: …` above an entry goes into the .pot.

export const messages = {
  view_cart: 'View cart',
  no_matching_variations: 'Sorry, no products matched your selection. Please choose a different combination.',
  make_a_selection: 'Please select some product options before adding this product to your cart.',
  unavailable: 'Sorry, this product is unavailable. Please choose a different combination.',
  reset_alert: 'Your selection has been reset. Please select some product options before adding this product to your cart.',
  required_rating: 'Please select a rating',
  // translators: %d: a star rating, 1 to 5.
  rating_option: '%d of 5 stars',
  swatch_unavailable: '(Unavailable)',
  swatch_out_of_stock: '(Out of Stock)',
  wishlist_make_a_selection: 'Please select some product options before adding this product to your wishlist.',
  wishlist_nothing_selected: 'No items or actions are selected.',
  // translators: said when the wishlist's share link was copied.
  copied: 'Copied!',
  // translators: shown in the lightbox in place of an image or video that cannot be loaded.
  gallery_failed: 'The requested content cannot be loaded. Please try again later.',
  slideshow_start: 'Start slideshow',
  slideshow_stop: 'Pause slideshow',
  lightbox_label: 'Image gallery',
  lightbox_fullscreen: 'Fullscreen',
  lightbox_zoom: 'Zoom',
  lightbox_share: 'Share',
  lightbox_download: 'Download image',
  password_show: 'Show password',
  password_hide: 'Hide password',
  // translators: the label of a notice's or a banner's close button.
  dismiss: 'Dismiss',
  fetch_error: 'You are probably offline.',
  invalid_json: 'The response is not a valid JSON response.',
  unknown_error: 'An unknown error occurred.',
  post_process: 'Media upload failed. If this is a photo or a large image, please scale it down and try again.',
  // translators: the accessible name of a popup that has no heading.
  popup_label: 'Message',
  close: 'Close',
  video_player: 'Video player',
  gallery_label: 'Product images',
  gallery_trigger: 'View full-screen image gallery',
  // translators: a gallery thumbnail's label. 1: the image's number, 2: how many images.
  gallery_show_slide: 'Show image %1$d of %2$d',
  gallery_prev: 'Previous image',
  gallery_next: 'Next image',
  quantity_decrease: 'Decrease quantity',
  quantity_increase: 'Increase quantity',
  carousel_prev: 'Previous',
  carousel_next: 'Next',
  cannot_update_cart: 'The cart could not be updated. The page will reload.',
  // translators: the accessible name of the cart side panel.
  cart_panel_label: 'Cart',
  wishlist_empty: 'Your wishlist is empty.',
  wishlist_panel_label: 'Wishlist',
  // translators: the mini cart's text when the cart is empty (WooCommerce's own words).
  empty_cart: 'No products in the cart.',
  search_no_results: 'No products found.',
  // translators: %d: how many products the search found.
  search_results: ['%d result', '%d results'],
  carousel_prev_slide: 'Previous slide',
  carousel_next_slide: 'Next slide',
  // translators: a carousel dot's label, followed by the slide's number.
  carousel_go_to_slide: 'Go to slide',
} as const;

export type MessageKey = keyof typeof messages;
