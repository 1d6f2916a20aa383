// The product page's tabs as WooCommerce's init leaves them, without React: one panel shows (the
// first, or the one the URL asks for), the others are hidden, the chosen tab's `li` is `active` and
// its link `aria-selected` and in the tab order. The island, which switches them, comes with the shopper.
import { flag, params } from '../../src/config';
import { initialTab } from './choose';
import { read, type Tab } from './read';

// Rey's mobile breakpoint (theme spec §9).
const MOBILE = '(max-width: 767px)';

/** The tab to open first: the one the URL names, else the first (none where the theme closes them on mobile). */
export function firstTab(tabs: Tab[]): string | null {
  const find = (selector: string) => tabs.find((tab) => tab.li.matches(selector))?.href ?? null;
  const closedOnMobile = flag(params('reyParams').tabs_mobile_closed) && window.matchMedia(MOBILE).matches;
  return initialTab(new URL(location.href), {
    hrefs: tabs.map((tab) => tab.href),
    reviews: find('.reviews_tab'),
    additional: find('.additional_information_tab'),
  }, closedOnMobile);
}

/** Shows the panel of `active` (a tab's href; null: none) and marks its tab, hiding the others. */
export function showTab(tabs: Tab[], panels: HTMLElement[], active: string | null): void {
  const shown = tabs.find((tab) => tab.href === active)?.panel ?? null;
  for (const panel of panels) panel.style.display = panel === shown ? 'block' : 'none';
  for (const tab of tabs) {
    const on = tab.href === active;
    tab.li.classList.toggle('active', on);
    tab.link.setAttribute('aria-selected', String(on));
    tab.link.setAttribute('tabindex', on || (active === null && tab === tabs[0]) ? '0' : '-1');
  }
}

/**
 * Opened from the hash: bring its target into view. The browser's own jump to the fragment came
 * while the panel was still hidden; WooCommerce's script ran early enough for it, ours may not.
 */
function revealHashTarget(tabs: Tab[], active: string | null): void {
  const panel = tabs.find((tab) => tab.href === active)?.panel;
  const id = decodeURIComponent(location.hash.slice(1));
  if (!panel || !id || panel === tabs[0]?.panel || window.scrollY > 0) return;
  const target = document.getElementById(id);
  (target && panel.contains(target) ? target : panel).scrollIntoView({ block: 'start' });
}

/** WooCommerce's init of the tabs; markup with no usable tab throws (BadMarkup), left to the island to report. */
export function showFirstTab(host: HTMLElement): void {
  const { tabs, panels } = read(host);
  const active = firstTab(tabs);
  showTab(tabs, panels, active);
  revealHashTarget(tabs, active);
  // The rating summary's "(3 kundrecensioner)" link opens the reviews tab, then lets the link scroll:
  // before the island mounts too (it is not inside the tabs, so no click on it waits for the island).
  const reviews = tabs.find((tab) => tab.li.matches('.reviews_tab'));
  if (!reviews) return;
  host.ownerDocument.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.('a.woocommerce-review-link');
    if (link && host.isConnected && host.getAttribute('data-wi-product-tabs') !== 'mounted') showTab(tabs, panels, reviews.href);
  });
}
