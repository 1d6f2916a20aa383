import { useLayoutEffect, useRef, useState } from 'react';
import { useListener } from '../../hooks';

export interface TabsOptions {
  /** The tab elements (`.__tab[data-item]`, `.rey-accountTabs-item[data-item]`). */
  tabs: string;
  /** The panes that belong to a tab item. */
  panes: (item: string) => Element[];
  /** Called when the shopper switches tab. */
  onSelect?: (item: string) => void;
}

function itemOf(el: Element | null): string {
  return el?.getAttribute('data-item') ?? '';
}

/**
 * Rey's panel tabs, switched by item name: the chosen tab and its panes get `--active`, the others
 * lose it. Keyboard users get real tabs (role, `aria-selected`, a roving tabindex, arrows move,
 * Enter and Space choose). Returns the active item and a way to choose one.
 */
export function useReyTabs(root: HTMLElement | null, options: TabsOptions): [string, (item: string) => void] {
  const latest = useRef(options);
  latest.current = options;
  const tabsIn = () => (root ? [...root.querySelectorAll<HTMLElement>(options.tabs)] : []);
  const [active, setActive] = useState(() => itemOf(tabsIn().find((t) => t.classList.contains('--active')) ?? tabsIn()[0] ?? null));

  useLayoutEffect(() => {
    if (!root || !active) return;
    const tabs = [...root.querySelectorAll<HTMLElement>(latest.current.tabs)];
    const touched: Array<() => void> = [];
    const set = (el: Element, name: string, value: string) => {
      const before = el.getAttribute(name);
      el.setAttribute(name, value);
      touched.push(() => (before === null ? el.removeAttribute(name) : el.setAttribute(name, before)));
    };
    const toggle = (el: Element, on: boolean) => {
      const before = el.classList.contains('--active');
      el.classList.toggle('--active', on);
      touched.push(() => el.classList.toggle('--active', before));
    };
    if (tabs[0]?.parentElement) set(tabs[0].parentElement, 'role', 'tablist');
    for (const tab of tabs) {
      const item = itemOf(tab);
      const on = item === active;
      toggle(tab, on);
      set(tab, 'role', 'tab');
      set(tab, 'tabindex', on ? '0' : '-1');
      set(tab, 'aria-selected', String(on));
      for (const pane of latest.current.panes(item)) {
        toggle(pane, on);
        set(pane, 'role', 'tabpanel');
      }
    }
    return () => touched.reverse().forEach((undo) => undo());
  }, [root, active]);

  const select = (item: string) => {
    if (!item) return;
    setActive(item);
    latest.current.onSelect?.(item);
  };

  useListener<MouseEvent>(root, 'click', (event) => {
    const tab = event.target instanceof Element ? event.target.closest(latest.current.tabs) : null;
    if (tab && root?.contains(tab)) select(itemOf(tab));
  });
  useListener<KeyboardEvent>(root, 'keydown', (event) => {
    const tab = event.target instanceof Element ? event.target.closest<HTMLElement>(latest.current.tabs) : null;
    if (!tab || !root?.contains(tab)) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      select(itemOf(tab));
    } else if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      const tabs = tabsIn();
      const next = tabs[(tabs.indexOf(tab) + (event.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length];
      next?.focus();
      if (next) select(itemOf(next));
    }
  });

  return [active, select];
}
