// WooCommerce's jQuery variation helpers must exist from DOM ready on wherever jQuery is: quick views
// run `$(form).wc_variation_form()` on markup they load, gallery plugins call
// `wc_variations_image_update`. The entry defines forwarding stubs at once (importing nothing, so it
// shares no module with the islands); each call loads the real helpers (src/variations/shims.ts),
// which then take the stubs' place.

const HELPERS = [
  'wc_variation_form',
  'wc_variations_image_update',
  'wc_variations_image_reset',
  'wc_set_content',
  'wc_reset_content',
  'wc_set_variation_attr',
  'wc_reset_variation_attr',
] as const;

type JQueryFn = Record<string, unknown>;

export function stubVariationHelpers(win: Window = window): void {
  const fn = (win as unknown as { jQuery?: { fn?: JQueryFn } }).jQuery?.fn;
  if (!fn) return;
  const real = () => import('../variations/shims');
  for (const name of HELPERS) {
    if (typeof fn[name] === 'function') continue;
    const stub = function (this: unknown, ...args: unknown[]) {
      void real().then(({ installVariationShims }) => {
        installVariationShims(win);
        (fn[name] as (...a: unknown[]) => unknown).apply(this, args);
      });
      return this;
    };
    fn[name] = Object.assign(stub, { wooIslandsStub: true });
  }
  // The page will want them soon; fetch them now, off the critical path.
  void real().then(({ installVariationShims }) => installVariationShims(win));
}

/**
 * WooCommerce's `$.scroll_to_notices`, which woocommerce.js defines on every page: a theme's script may
 * call it before the notices island (which waits for the shopper on a page without notices) is there.
 */
export function stubScrollToNotices(win: Window = window): void {
  const jq = (win as unknown as { jQuery?: Record<string, unknown> }).jQuery;
  if (!jq || typeof jq.scroll_to_notices === 'function') return;
  // Marked as a stub: the notices island puts the real function in its place when it mounts.
  jq.scroll_to_notices = Object.assign((target: Element | ArrayLike<Element>) => {
    void import('../scroll-to-notices').then(({ scrollToNotices }) => scrollToNotices(target));
  }, { wooIslandsStub: true });
}
