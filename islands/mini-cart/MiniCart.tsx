import { useStore } from '@nanostores/react';
import { useLayoutEffect } from 'react';
import { $liveCart } from '../../src/cart/sync';
import { useAttribute } from '../../src/hooks';
import type { IslandProps } from '../../src/runtime/define';

export function read(): Record<string, never> {
  return {};
}

/**
 * Rey opens a div inside the mini cart's <ul> and puts the items in it, so the items are not list
 * items to assistive technology. Without touching classes or layout, the div takes the list's role.
 */
function useListSemantics(host: HTMLElement): void {
  useLayoutEffect(() => {
    const changed: Array<[Element, string | null]> = [];
    for (const inner of host.querySelectorAll('ul.woocommerce-mini-cart > .woocommerce-mini-cart-inner')) {
      const list = inner.parentElement!;
      changed.push([list, list.getAttribute('role')], [inner, inner.getAttribute('role')]);
      list.setAttribute('role', 'presentation');
      inner.setAttribute('role', 'list');
    }
    return () => {
      for (const [el, role] of changed) {
        if (role === null) el.removeAttribute('role');
        else el.setAttribute('role', role);
      }
    };
  }, [host]);
}

/**
 * Watches the live cart (which keeps it in step with the server), marks the widget busy while it
 * refreshes, and repairs the list semantics of the theme's mini-cart markup.
 */
export default function MiniCart({ host }: IslandProps<Record<string, never>>) {
  const { status } = useStore($liveCart);
  useAttribute(host, 'aria-busy', status === 'refreshing' ? 'true' : null);
  useListSemantics(host);
  return null;
}
