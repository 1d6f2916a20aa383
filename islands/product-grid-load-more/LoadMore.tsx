import { useLayoutEffect, useRef, useState } from 'react';
import { useAttribute, useListener, useToggleClass } from '../../src/hooks';
import { reyAjax } from '../../src/rey-ajax';
import type { IslandProps } from '../../src/runtime/define';
import { logError } from '../../src/helpers/log';
import { appendProducts } from './products';
import type { LoadMoreProps } from './read';

export { read } from './read';

/** The theme shows the button a moment after the grid (theme spec §9). */
export const BUTTON_DELAY_MS = 1000;

/**
 * Rey's product grid "load more" (R9): the button shows after 1 s; a click asks
 * `product_grid_load_more` for the next `limit` products (button `--loading`), appends the answer's
 * `li.product` to the grid, and disables the button (`--disabled`) once `max` products are shown or an
 * answer brings none. Add-to-cart buttons in the new cards work like the others.
 */
export default function LoadMore({ host, config, list }: IslandProps<LoadMoreProps>) {
  const [visible, setVisible] = useState(false);
  const [loading, setLoading] = useState(false);
  const [offset, setOffset] = useState(config.offset);
  const [done, setDone] = useState(config.offset >= config.max);
  const busy = useRef(false);

  useLayoutEffect(() => {
    const timer = setTimeout(() => setVisible(true), BUTTON_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  useToggleClass(host, '--visible', visible);
  useToggleClass(host, '--loading', loading);
  useToggleClass(host, '--disabled', done);
  useAttribute(host, 'aria-disabled', done ? 'true' : null);
  useAttribute(host, 'aria-busy', loading ? 'true' : null);

  useListener<MouseEvent>(host, 'click', async (event) => {
    event.preventDefault();
    if (busy.current || done) return;
    busy.current = true;
    setLoading(true);
    try {
      const html = await reyAjax<unknown>('product_grid_load_more', { ...config, offset });
      if (!appendProducts(list, html)) {
        // Only logged, so in the theme's English words.
        logError(`Empty element data (${config.element_id})`);
        setDone(true);
        return;
      }
      const next = offset + config.limit;
      setOffset(next);
      if (next >= config.max) setDone(true);
    } catch {
      // reyAjax logged it; the button stays for another try.
    } finally {
      busy.current = false;
      setLoading(false);
    }
  });

  return null;
}
