import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useListener } from '../../src/hooks';
import type { IslandProps } from '../../src/runtime/define';
import { firstTab } from './at-load';
import type { ProductTabsProps } from './read';
import { useShownTab } from './shown-tab';

export { read } from './read';

/**
 * WooCommerce's tabs: one panel shows, the others are hidden; the chosen tab's `li` is `active`, its
 * link `aria-selected` and in the tab order. The URL hash is left alone, as WooCommerce does.
 * The review-count link anywhere on the page opens the reviews tab.
 */
export default function ProductTabs({ host, tabs, panels }: IslandProps<ProductTabsProps>) {
  // The tab load opened (./at-load.ts), or the one it would open.
  const [active, setActive] = useState<string | null>(() => tabs.find((tab) => tab.li.classList.contains('active'))?.href ?? firstTab(tabs));

  useShownTab(tabs, panels, active);

  useListener<MouseEvent>(host, 'click', (event) => {
    const tab = tabs.find((t) => t.link.contains(event.target as Node));
    if (!tab) return;
    event.preventDefault();
    setActive(tab.href);
  });

  // Arrow keys, Home and End move focus between tabs (wrapping); Enter or Space opens the focused one.
  useListener<KeyboardEvent>(host, 'keydown', (event) => {
    const index = tabs.findIndex((t) => t.link === event.target);
    if (index < 0) return;
    const last = tabs.length - 1;
    const target = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (target !== undefined) {
      event.preventDefault();
      tabs[target]!.link.focus();
    } else if (event.key === ' ') {
      event.preventDefault();
      setActive(tabs[index]!.href);
    }
  });

  // The rating summary's "(3 kundrecensioner)" link: open the reviews tab, then let the link scroll.
  useListener<MouseEvent>(document, 'click', (event) => {
    const link = (event.target as Element | null)?.closest?.('a.woocommerce-review-link');
    const reviews = tabs.find((tab) => tab.li.matches('.reviews_tab'));
    // At once: the browser scrolls to #reviews right after this click, and it must be showing by then.
    if (link && reviews) flushSync(() => setActive(reviews.href));
  });

  return null;
}
