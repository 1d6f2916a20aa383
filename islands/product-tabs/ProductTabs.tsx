import { useLayoutEffect, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { useListener } from '../../src/hooks';
import type { IslandProps } from '../../src/runtime/define';
import { firstTab, showTab } from './at-load';
import type { ProductTabsProps } from './read';

export { read } from './read';

/** Remembers what the server printed on an element and puts it back when the island goes. */
function useRestore(elements: HTMLElement[], attributes: string[]): void {
  useLayoutEffect(() => {
    const saved = elements.map((el) => ({
      el,
      className: el.className,
      display: el.style.display,
      attrs: attributes.map((name) => [name, el.getAttribute(name)] as const),
    }));
    return () => {
      for (const { el, className, display, attrs } of saved) {
        el.className = className;
        el.style.display = display;
        for (const [name, value] of attrs) {
          if (value === null) el.removeAttribute(name);
          else el.setAttribute(name, value);
        }
      }
    };
  }, [elements]);
}

/**
 * WooCommerce's tabs: one panel shows, the others are hidden; the chosen tab's `li` is `active`, its
 * link `aria-selected` and in the tab order. The URL hash is left alone, as WooCommerce does.
 * The review-count link anywhere on the page opens the reviews tab.
 */
export default function ProductTabs({ host, tabs, panels }: IslandProps<ProductTabsProps>) {
  // The tab load opened (./at-load.ts), or the one it would open.
  const [active, setActive] = useState<string | null>(() => tabs.find((tab) => tab.li.classList.contains('active'))?.href ?? firstTab(tabs));

  const items = useMemo(() => tabs.map((tab) => tab.li), [tabs]);
  const links = useMemo(() => tabs.map((tab) => tab.link), [tabs]);
  useRestore(panels, []);
  useRestore(items, []);
  useRestore(links, ['aria-selected', 'tabindex']);

  useLayoutEffect(() => showTab(tabs, panels, active), [active, tabs, panels]);

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
