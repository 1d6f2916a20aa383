// Which tab opens first (WooCommerce's single-product.js, storefront spec §2).

export interface TabKeys {
  /** The `href` of each tab link, in order (`#tab-description`, …). */
  hrefs: string[];
  /** The reviews tab's href (`li.reviews_tab a`), if there is one. */
  reviews: string | null;
  /** The additional-information tab's href, if there is one. */
  additional: string | null;
}

/**
 * The reviews tab for review links (`#reviews`, `#tab-reviews`, `#comment-12`, a URL with
 * `comment-page-` or `cpage=`), the additional-information tab for `#tab-additional_information`,
 * otherwise the first tab, or none when the theme closes tabs on mobile.
 */
export function initialTab(url: URL, keys: TabKeys, closedOnMobile: boolean): string | null {
  const hash = url.hash.toLowerCase();
  const href = url.href;
  const wantsReviews = hash.includes('comment-') || hash === '#reviews' || hash === '#tab-reviews'
    || href.includes('comment-page-') || href.includes('cpage=');
  if (wantsReviews && keys.reviews) return keys.reviews;
  if (hash === '#tab-additional_information' && keys.additional) return keys.additional;
  if (closedOnMobile) return null;
  return keys.hrefs[0] ?? null;
}
