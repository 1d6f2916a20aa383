// Rey's scattered product grid (`ul.products.rey-wcGrid-scattered`): items are offset by one of 8
// variants, on desktop only. The variant is a data attribute the stylesheet below reads; the offsets
// are transforms, so the grid's layout (and the page below it) never moves when they arrive.
import { injectStyle } from '../../src/runtime/styles';
import { scatteredConfig, type ScatteredConfig } from './read';
import { dealVariants, SCATTERED_VARIANTS } from './variants';

export const VARIANT_ATTRIBUTE = 'data-scattered-variant';

/** The theme's desktop breakpoint (theme spec §9): below it the grid sits straight. */
const DESKTOP = '(min-width: 1025px)';
const GRID = '.rey-wcGrid-scattered:not(.--prevent-scattered)>li.product';

// x and y of each variant, in % of the item's own size: about the grid's gaps, so neighbours seldom
// touch. Mostly downwards: the first row keeps clear of what is above the grid.
const OFFSETS: [number, number][] = [[0, 3], [0, 6], [0, 9], [-4, 3], [4, 3], [-4, 6], [4, 6], [0, -3]];

function stylesheet(): string {
  const rules = OFFSETS.slice(0, SCATTERED_VARIANTS)
    .map(([x, y], i) => `${GRID}[${VARIANT_ATTRIBUTE}="${i + 1}"]{transform:translate(${x}%,${y}%)}`)
    .join('');
  return `@media ${DESKTOP}{${rules}}`;
}

const itemsOf = (grid: HTMLElement) =>
  [...grid.children].filter((el): el is HTMLElement => el instanceof HTMLElement && el.matches('li.product'));

function variantOf(item: HTMLElement): number | null {
  const value = Number(item.getAttribute(VARIANT_ATTRIBUTE));
  return Number.isInteger(value) && value >= 1 && value <= SCATTERED_VARIANTS ? value : null;
}

/** Gives the grid's items their variants; items that have one keep it. */
export function scatter(grid: HTMLElement, config: ScatteredConfig = scatteredConfig(), random?: () => number): void {
  const items = itemsOf(grid);
  const variants = dealVariants(items.map(variantOf), config, random);
  items.forEach((item, i) => {
    const variant = variants[i];
    if (variant == null) item.removeAttribute(VARIANT_ATTRIBUTE);
    else if (variantOf(item) !== variant) item.setAttribute(VARIANT_ATTRIBUTE, String(variant));
  });
}

/**
 * Scatters the grid now and again whenever its items change (a "load more", infinite scroll or a
 * filter refreshing the same list): the observer's callback runs before the next paint, so new items
 * never show without their offset. Returns the stop.
 */
export function scatterGrid(grid: HTMLElement): () => void {
  injectStyle('scattered-grid', stylesheet());
  const config = scatteredConfig();
  scatter(grid, config);
  const observer = new MutationObserver(() => scatter(grid, config));
  observer.observe(grid, { childList: true });
  return () => observer.disconnect();
}
