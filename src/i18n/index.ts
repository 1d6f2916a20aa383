import { params, str } from '../config';
import { messages, type MessageKey } from './messages';

/**
 * The bundle's texts in the page's language. First what the shop prints itself in its params (the
 * `i18n_*` fields of WooCommerce, Rey's, Elementor's and the plugins' texts: the shop translated them),
 * then the translation the plugin printed for the page's locale (`woo_islands_params.i18n`, from
 * WordPress's translations of the text domain islands-for-woocommerce), then the English source.
 */

type SingularKey = { [K in MessageKey]: (typeof messages)[K] extends string ? K : never }[MessageKey];
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
  wishlist_empty: [['reyParams', 'wishlist_empty_text']],
  close: [['elementorFrontendConfig', 'i18n.close']],
  carousel_prev: [['elementorFrontendConfig', 'i18n.previous']],
  carousel_next: [['elementorFrontendConfig', 'i18n.next']],
  lightbox_fullscreen: [['elementorFrontendConfig', 'i18n.fullscreen']],
  lightbox_zoom: [['elementorFrontendConfig', 'i18n.zoom']],
  lightbox_share: [['elementorFrontendConfig', 'i18n.share']],
  lightbox_download: [['elementorFrontendConfig', 'i18n.downloadImage']],
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

/** What the plugin printed for this page's language: a key's translation, and the plural rule. */
const printed = () => params('woo_islands_params');

/** The plugin's translation of `key`, if it printed one. */
export function translation(key: MessageKey): unknown {
  const map = printed().i18n;
  return map && typeof map === 'object' ? (map as Record<string, unknown>)[key] : undefined;
}

/** A message in the shop's language; `%s`/`%d` (and `%1$s`) are filled from `values`. */
export function t(key: SingularKey, ...values: Array<string | number>): string {
  for (const [object, path] of fromParams[key] ?? []) {
    const text = str(field(params(object), path));
    if (text) return format(text, values);
  }
  return format(str(translation(key)) || messages[key], values);
}

const PRECEDENCE: Record<string, number> = { '||': 1, '&&': 2, '==': 3, '!=': 3, '<': 4, '>': 4, '<=': 4, '>=': 4, '+': 5, '-': 5, '*': 6, '/': 6, '%': 6 };

/**
 * The form a gettext plural expression (`n != 1`, `n==1 ? 0 : n%10>=2 && … ? 1 : 2`) picks for `n`,
 * read without eval: numbers, n, parentheses, `!`, the C operators above and `?:`.
 */
export function pluralForm(expression: string, n: number): number {
  const tokens = expression.match(/\d+|n|[=!<>]=|&&|\|\||[-+*/%<>?:()!]/g) ?? [];
  let at = 0;
  const operand = (): number => {
    const token = tokens[at++];
    if (token === '(') {
      const value = choice();
      at++;
      return value;
    }
    if (token === '!') return Number(!operand());
    return token === 'n' ? n : Number(token);
  };
  const binary = (min: number): number => {
    let left = operand();
    for (let p = PRECEDENCE[tokens[at] ?? '']; p && p > min; p = PRECEDENCE[tokens[at] ?? '']) {
      const op = tokens[at++];
      const right = binary(p);
      left = Number(op === '||' ? left || right : op === '&&' ? left && right : op === '==' ? left === right : op === '!=' ? left !== right
        : op === '<' ? left < right : op === '>' ? left > right : op === '<=' ? left <= right : op === '>=' ? left >= right
        : op === '+' ? left + right : op === '-' ? left - right : op === '*' ? left * right : op === '/' ? Math.trunc(left / right) : left % right);
    }
    return left;
  };
  const choice = (): number => {
    const condition = binary(0);
    if (tokens[at] !== '?') return condition;
    at++;
    const yes = choice();
    at++;
    const no = choice();
    return condition ? yes : no;
  };
  const form = choice();
  if (at !== tokens.length || tokens.join('') !== expression.replace(/\s+/g, '') || !Number.isInteger(form) || form < 0) throw new SyntaxError(`plural expression: ${expression}`);
  return form;
}

/** The plural form for `n` in the page's language (English and Swedish: singular only for exactly 1). */
export function pluralIndex(n: number): number {
  const rule = str(printed().plural);
  if (rule) {
    try {
      return pluralForm(rule, n);
    } catch {
      // A rule we cannot read: the common one.
    }
  }
  return n !== 1 ? 1 : 0;
}

/** A counted message: `tn('search_results', 3)` is "3 results" ("3 träffar" on a Swedish page). */
export function tn(key: PluralKey, n: number): string {
  const forms = translation(key);
  if (Array.isArray(forms) && forms.length && forms.every((form) => typeof form === 'string' && form)) {
    return format(forms[Math.min(pluralIndex(n), forms.length - 1)] as string, [n]);
  }
  return format(messages[key][n !== 1 ? 1 : 0], [n]);
}

/** The star labels WooCommerce prints in `wc_single_product_params.i18n_rating_options`, or ours. */
export function ratingLabels(): string[] {
  const printed = params('wc_single_product_params').i18n_rating_options;
  if (Array.isArray(printed) && printed.length === 5 && printed.every((s) => typeof s === 'string' && s)) {
    return printed as string[];
  }
  return [1, 2, 3, 4, 5].map((n) => t('rating_option', n));
}
