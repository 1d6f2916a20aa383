import { useLayoutEffect, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { flag, params } from '../../src/config';
import { useListener } from '../../src/hooks';
import type { IslandProps } from '../../src/runtime/define';
import { initialTab } from './choose';
import type { ProductTabsProps, Tab } from './read';

export { read } from './read';

// Rey's mobile breakpoint (theme spec §9).
const MOBILE = '(max-width: 767px)';

function firstTab(tabs: Tab[]): string | null {
  const find = (selector: string) => tabs.find((tab) => tab.li.matches(selector))?.href ?? null;
  const closedOnMobile = flag(params('reyParams').tabs_mobile_closed) && window.matchMedia(MOBILE).matches;
  return initialTab(new URL(location.href), {
    hrefs: tabs.map((tab) => tab.href),
    reviews: find('.reviews_tab'),
    additional: find('.additional_information_tab'),
  }, closedOnMobile);
}

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
  const [active, setActive] = useState<string | null>(() => firstTab(tabs));

  const items = useMemo(() => tabs.map((tab) => tab.li), [tabs]);
  const links = useMemo(() => tabs.map((tab) => tab.link), [tabs]);
  useRestore(panels, []);
  useRestore(items, []);
  useRestore(links, ['aria-selected', 'tabindex']);

  useLayoutEffect(() => {
    const shown = tabs.find((tab) => tab.href === active)?.panel ?? null;
    for (const panel of panels) panel.style.display = panel === shown ? 'block' : 'none';
    for (const tab of tabs) {
      const on = tab.href === active;
      tab.li.classList.toggle('active', on);
      tab.link.setAttribute('aria-selected', String(on));
      tab.link.setAttribute('tabindex', on || (active === null && tab === tabs[0]) ? '0' : '-1');
    }
  }, [active, tabs, panels]);

  // Opened from the hash: bring its target into view. The browser's own jump to the fragment came
  // while the panel was still hidden; WooCommerce's script ran early enough for it, ours may not.
  useLayoutEffect(() => {
    const panel = tabs.find((tab) => tab.href === active)?.panel;
    const id = decodeURIComponent(location.hash.slice(1));
    if (!panel || !id || panel === tabs[0]?.panel || window.scrollY > 0) return;
    const target = document.getElementById(id);
    (target && panel.contains(target) ? target : panel).scrollIntoView({ block: 'start' });
  }, []);

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
