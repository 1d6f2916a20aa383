import { BadMarkup } from '../../src/runtime/bad-markup';

export interface Tab {
  li: HTMLElement;
  link: HTMLAnchorElement;
  panel: HTMLElement;
  /** `#tab-<key>` */
  href: string;
}

export interface ProductTabsProps {
  tabs: Tab[];
  /** Every panel WooCommerce hides at init (`.wc-tab` and top-level `.panel`), linked or not. */
  panels: HTMLElement[];
}

/** WooCommerce's tabs (single-product/tabs/tabs.php): `ul.tabs li > a[href="#tab-<key>"]` and `.wc-tab` panels. */
export function read(host: HTMLElement): ProductTabsProps {
  const own = (el: Element) => el.closest('.wc-tabs-wrapper, .woocommerce-tabs') === host;
  const panels = [...host.querySelectorAll<HTMLElement>('.wc-tab, .panel')]
    .filter((panel) => own(panel) && !panel.parentElement?.closest('.wc-tab, .panel'));
  const tabs: Tab[] = [];
  for (const link of host.querySelectorAll<HTMLAnchorElement>('ul.tabs li > a, .wc-tabs li > a')) {
    if (!own(link)) continue;
    const href = link.getAttribute('href') ?? '';
    const id = href.startsWith('#') ? decodeURIComponent(href.slice(1)) : '';
    const panel = panels.find((p) => p.id === id);
    // A link to a panel the page lacks opens nothing (as in WooCommerce); it must not cost the other tabs.
    if (!panel) continue;
    tabs.push({ li: link.parentElement!, link, panel, href });
  }
  if (!tabs.length) throw new BadMarkup('no tab link with a panel');
  return { tabs, panels };
}
