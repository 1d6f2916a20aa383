// A card printed with a choice made (Rey's "autoselect" settings: a product with one value, or the
// catalogue's first variation) shows that variation at once, as Rey's script does when it starts:
// here without React and without the shopper, from the variations the card carries. Layout shift
// stays 0: the card's boxes are measured before and after, in the same task (the browser draws
// neither), and a choice whose showing would move anything (an image of another shape, a price that
// wraps differently) is put back at once and left for the island, which shows it when the shopper
// reaches for the card.
import { VariationIndex } from '../../src/variations/matcher';
import { reyCardView } from '../../src/variations/rey-card-view';
import { resolveChoice } from '../../src/variations/selection';
import { read } from './read';

// The parts that change; what is inside them may move (an image replaced, a price rewritten).
const CHANGED = '.rey-productThumbnail, .price';

/** Where each element of the card that must not move is, and the card's size. */
function layoutOf(card: Element): number[] {
  const figures: number[] = [];
  const { width, height } = card.getBoundingClientRect();
  figures.push(width, height);
  for (const el of card.querySelectorAll('*')) {
    if (el.parentElement?.closest(CHANGED) && card.contains(el.parentElement.closest(CHANGED))) continue;
    const { left, top } = el.getBoundingClientRect();
    figures.push(left, top);
  }
  return figures;
}

const moved = (before: number[], after: number[]) => before.length !== after.length || before.some((n, i) => Math.abs(n - after[i]!) > 0.5);

function readCard(form: HTMLFormElement): ReturnType<typeof read> | null {
  try {
    return read(form);
  } catch {
    // Markup the island cannot use: it says so when it mounts (one warning for one card).
    return null;
  }
}

export function showPrintedChoice(form: HTMLFormElement): void {
  const props = readCard(form);
  if (!props) return;
  // Without the variations in the page the island asks the server once it mounts.
  if (!props.variations) return;
  const selects = [...form.querySelectorAll<HTMLSelectElement>('select[data-attribute_name]')];
  const names = selects.map((select) => select.dataset.attribute_name ?? select.name);
  const values = selects.map((select) => [...select.options].map((option) => option.value).filter(Boolean));
  const index = new VariationIndex(props.variations, names);
  // The choice as the island will resolve it (a printed value that cannot be had is no choice).
  const { chosen } = resolveChoice(index, values, selects.map((select) => select.value));
  if (!chosen.some(Boolean)) return;
  const variation = index.findMatch(chosen);
  if (!variation) return;
  const view = reyCardView(form, { names, updatesPrice: props.updatesPrice });
  // The island came first (the shopper was quicker than this chunk): it shows what it shows.
  if (view.variation) return;
  const card = form.closest('.product') ?? form;
  const before = layoutOf(card);
  view.show(variation, chosen);
  if (moved(before, layoutOf(card))) view.show(null, chosen);
}
