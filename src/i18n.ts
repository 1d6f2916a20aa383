import { params, str } from './config';

/**
 * Every message the spec names, in Swedish (sv_SE). The shop's own translations win: where
 * WooCommerce or a plugin prints the string in its params (`i18n_*` fields are translated by the shop),
 * that text is used instead.
 */
const sv = {
  view_cart: 'Visa varukorg',
  no_matching_variations: 'Inga produkter motsvarade ditt val. Välj en annan kombination.',
  make_a_selection: 'Välj produktalternativ innan du lägger denna produkt i din varukorg.',
  unavailable: 'Den här produkten är inte tillgänglig. Välj en annan kombination.',
  reset_alert: 'Ditt val har återställts. Välj produktalternativ innan du lägger denna produkt i din varukorg.',
  required_rating: 'Välj ett betyg',
  rating_option: '%d av 5 stjärnor',
  swatch_unavailable: '(Unavailable)',
  swatch_out_of_stock: '(Out of Stock)',
  wishlist_make_a_selection: 'Please select some product options before adding this product to your wishlist.',
  wishlist_nothing_selected: 'No items or actions are selected.',
  copied: 'Kopierad',
  gallery_failed: 'The requested content cannot be loaded. Please try again later.',
  gallery_failed_de: 'Die angeforderten Daten konnten nicht geladen werden. Bitte versuchen Sie es später nochmal.',
  slideshow_start: 'Starta bildspel',
  slideshow_stop: 'Pausa bildspel',
  password_show: 'Visa lösenord',
  password_hide: 'Dölj lösenord',
  dismiss: 'Stäng',
  fetch_error: 'Du är förmodligen offline.',
  invalid_json: 'Svaret är inget giltigt JSON-svar.',
  unknown_error: 'Ett okänt fel uppstod.',
  post_process:
    'Uppladdningen av mediafilen misslyckades. Om det är ett foto eller en stor bild bör du minska dess storlek och försöka igen.',
  form_data_empty: 'Form data empty. Please reload and try again.',
  request_failed: 'Request failed.',
  consent_script_failed: 'Something went wrong ... while loading',
  chunk_failed: 'Loading chunk failed',
  popup_label: 'Meddelande',
  close: 'Stäng',
  play_video: 'Spela upp video',
  video_player: 'Videospelare',
  share_on: 'Dela på %s',
  gallery_label: 'Produktbilder',
  gallery_trigger: 'Visa bildgalleriet i helskärm',
  gallery_show_slide: 'Visa bild %d av %d',
  gallery_prev: 'Föregående bild',
  gallery_next: 'Nästa bild',
  quantity_decrease: 'Minska antal',
  quantity_increase: 'Öka antal',
  carousel_prev: 'Föregående',
  carousel_next: 'Nästa',
  cannot_update_cart: 'Det gick inte att uppdatera varukorgen. Sidan laddas om.',
  cart_panel_label: 'Varukorg',
  account_panel_label: 'Konto',
  wishlist_empty: 'Din önskelista är tom.',
  wishlist_panel_label: 'Önskelista',
  items_in_cart: ['%d produkt', '%d produkter'],
  search_no_results: 'Inga produkter hittades.',
  search_results: ['%d träff', '%d träffar'],
  carousel_prev_slide: 'Föregående bild',
  carousel_next_slide: 'Nästa bild',
  carousel_go_to_slide: 'Gå till bild',
  submenu_toggle: 'Visa undermeny',
  load_more_empty: 'Empty element data',
} as const;

export type MessageKey = keyof typeof sv;
type SingularKey = { [K in MessageKey]: (typeof sv)[K] extends string ? K : never }[MessageKey];
type PluralKey = Exclude<MessageKey, SingularKey>;

// Where the shop prints its own translation of a message.
const fromParams: Partial<Record<MessageKey, Array<[string, string]>>> = {
  view_cart: [['wc_add_to_cart_params', 'i18n_view_cart']],
  no_matching_variations: [['wc_add_to_cart_variation_params', 'i18n_no_matching_variations_text']],
  make_a_selection: [['wc_add_to_cart_variation_params', 'i18n_make_a_selection_text']],
  unavailable: [['wc_add_to_cart_variation_params', 'i18n_unavailable_text']],
  reset_alert: [['wc_add_to_cart_variation_params', 'i18n_reset_alert_text']],
  required_rating: [['wc_single_product_params', 'i18n_required_rating_text']],
  gallery_trigger: [['wc_single_product_params', 'i18n_product_gallery_trigger_text']],
  swatch_unavailable: [['woo_variation_swatches_pro_options', 'unavailable_tooltip_text'], ['woo_variation_swatches_options', 'unavailable_tooltip_text']],
  swatch_out_of_stock: [['woo_variation_swatches_pro_options', 'out_of_stock_tooltip_text'], ['woo_variation_swatches_options', 'out_of_stock_tooltip_text']],
  wishlist_make_a_selection: [['tinvwl_add_to_wishlist', 'i18n_make_a_selection_text']],
  wishlist_nothing_selected: [['tinvwl_add_to_wishlist', 'tinvwl_break_submit']],
  copied: [['tinvwl_add_to_wishlist', 'tinvwl_clipboard']],
  password_show: [['woocommerce_params', 'i18n_password_show']],
  cannot_update_cart: [['reyParams', 'cannot_update_cart']],
  password_hide: [['woocommerce_params', 'i18n_password_hide']],
  search_no_results: [['reyParams', 'search_texts.NO_RESULTS']],
  carousel_prev_slide: [['elementorFrontendConfig', 'i18n.a11yCarouselPrevSlideMessage']],
  carousel_next_slide: [['elementorFrontendConfig', 'i18n.a11yCarouselNextSlideMessage']],
  carousel_go_to_slide: [['elementorFrontendConfig', 'i18n.a11yCarouselPaginationBulletMessage']],
};

/** A field of a params object; dots reach into nested objects (`search_texts.NO_RESULTS`). */
function field(object: Record<string, unknown>, path: string): unknown {
  let value: unknown = object;
  for (const key of path.split('.')) {
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  }
  return value;
}

function format(text: string, values: Array<string | number>): string {
  let i = 0;
  return text.replace(/%(\d+\$)?[sd]/g, (_, position?: string) => {
    const value = position ? values[Number.parseInt(position, 10) - 1] : values[i++];
    return value === undefined ? '' : String(value);
  });
}

/** A message in the shop's language; `%s`/`%d` (and `%1$s`) are filled from `values`. */
export function t(key: SingularKey, ...values: Array<string | number>): string {
  for (const [object, path] of fromParams[key] ?? []) {
    const text = str(field(params(object), path));
    if (text) return format(text, values);
  }
  return format(sv[key], values);
}

/** Swedish plural rule: singular only for exactly 1. */
export function pluralIndex(n: number): 0 | 1 {
  return n !== 1 ? 1 : 0;
}

/** A counted message: `tn('items_in_cart', 3)` is "3 produkter". */
export function tn(key: PluralKey, n: number): string {
  return format(sv[key][pluralIndex(n)], [n]);
}

/** The star labels WooCommerce prints in `wc_single_product_params.i18n_rating_options`, or ours. */
export function ratingLabels(): string[] {
  const printed = params('wc_single_product_params').i18n_rating_options;
  if (Array.isArray(printed) && printed.length === 5 && printed.every((s) => typeof s === 'string' && s)) {
    return printed as string[];
  }
  return [1, 2, 3, 4, 5].map((n) => t('rating_option', n));
}
