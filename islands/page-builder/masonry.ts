// Masonry post and product grids (the page builder's posts and archive-posts widgets with their skin's
// `masonry` on, the loop grid with `masonry` on), laid out as its Masonry helper does: items stay in
// the CSS grid, and from the second row on each is pulled up (a negative margin-top) to sit the row
// gap below the item above it in its column. Re-run as images load, on resize and when the grid's items
// change (a filter refresh, a load more).
import { currentDevice, deviceSetting, elementSettings, isOn, sizeOf, type Device } from '../../src/elementor';
import { injectStyle } from '../../src/runtime/styles';

/** The Masonry helper's defaults (spec §9): 3 columns, 30 px between items in a column. */
export const MASONRY_COLUMNS = 3;
export const MASONRY_SPACING_PX = 30;

const MASONRY_CLASS = 'elementor-posts-masonry';
const ITEMS = '.elementor-post, .e-loop-item';

export interface MasonryLayout {
  on: boolean;
  columns: number;
  /** Vertical space between items in a column, px. */
  gap: number;
}

/**
 * The layout a widget asks for on `device`: `{skin}_masonry`, `{skin}_columns` and `{skin}_row_gap`
 * (the loop grid's have no skin prefix, and fall back to `item_gap`), with the helper's defaults.
 */
export function masonryLayout(settings: Record<string, unknown>, prefix: string, device: Device): MasonryLayout {
  const columns = Math.floor(Number(deviceSetting(settings, `${prefix}columns`, device)));
  let gap = sizeOf(deviceSetting(settings, `${prefix}row_gap`, device), NaN);
  if (!prefix && !Number.isFinite(gap)) gap = sizeOf(deviceSetting(settings, 'item_gap', device), NaN);
  return {
    on: isOn(settings[`${prefix}masonry`]),
    columns: columns > 0 ? columns : MASONRY_COLUMNS,
    gap: Number.isFinite(gap) ? gap : MASONRY_SPACING_PX,
  };
}

/** Pulls each item below the first row up under the one above it; fewer than 2 columns: no masonry. */
export function layOut(container: HTMLElement, items: HTMLElement[], columns: number, gap: number): void {
  for (const item of items) item.style.marginTop = '';
  const masonry = columns >= 2;
  container.classList.toggle(MASONRY_CLASS, masonry);
  if (!masonry) return;
  const heights: number[] = [];
  items.forEach((item, index) => {
    const height = item.getBoundingClientRect().height + gap;
    const column = index % columns;
    if (index < columns) {
      heights.push(height);
      return;
    }
    // Measured afresh, against the container measured with it: pulling the items before it up can
    // move its row, and can shorten the page under a shopper scrolled to its foot, which moves the
    // scroll position and so everything's place in the viewport.
    const top = container.getBoundingClientRect().top;
    const pull = item.getBoundingClientRect().top - top - heights[column]! - parseFloat(getComputedStyle(item).marginTop || '0');
    item.style.marginTop = `${-pull}px`;
    heights[column]! += height;
  });
}

/** The skin prefix of a widget's settings: `classic_` for `posts.classic`, none for the loop grid. */
const prefixOf = (host: HTMLElement) => {
  const [widget, skin] = (host.dataset.widget_type ?? '').split('.');
  return widget === 'loop-grid' || !skin ? '' : `${skin}_`;
};

/** Lays out every masonry grid on the page, and keeps them laid out. */
export function masonryAll(doc: Document, selector: string): void {
  const win = doc.defaultView ?? window;
  for (const host of doc.querySelectorAll<HTMLElement>(selector)) {
    const settings = elementSettings(host);
    const prefix = prefixOf(host);
    if (!settings || !isOn(settings[`${prefix}masonry`])) continue;
    // Items align to the top of their row, so each keeps its own height to be measured by.
    injectStyle('masonry', `.${MASONRY_CLASS}{align-items:flex-start}`);
    const run = () => {
      const container = host.querySelector<HTMLElement>('.elementor-posts-container, .elementor-loop-container');
      if (!container) return;
      const items = [...container.children].filter((el): el is HTMLElement => el instanceof HTMLElement && el.matches(ITEMS) && el.getClientRects().length > 0);
      const { columns, gap } = masonryLayout(settings, prefix, currentDevice(win.innerWidth));
      layOut(container, items, columns, gap);
    };
    let frame = 0;
    const later = () => {
      frame ||= win.requestAnimationFrame(() => {
        frame = 0;
        run();
      });
    };
    run();
    win.addEventListener('resize', later);
    host.addEventListener('load', later, true);
    new MutationObserver(later).observe(host, { childList: true, subtree: true });
  }
}
