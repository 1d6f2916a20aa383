// Rey's own swatches (rey-core's variation-swatches module, Rey 2.2+): after each hidden select of a
// variation form, on the product page and on catalogue cards alike, `div.rey-swatchList` names the
// select (`data-attribute_name`) and holds one `div.rey-swatchList-item[data-term-slug]` per value
// (`role=radio`, `aria-checked`). Rey marks the chosen one `--selected` and the values that cannot be
// chosen `--disabled` (its stylesheet dims them and drops their pointer events). This module keeps the
// lists in step with the selects and turns clicks and keys on them into select changes.

const LIST = '.rey-swatchList[data-attribute_name]';
const ITEM = '.rey-swatchList-item[data-term-slug]';

export interface ReySwatchView {
  selected: boolean;
  disabled: boolean;
}

interface Item {
  el: HTMLElement;
  value: string;
  /** The state last written, so an unchanged swatch costs no DOM access. */
  shown: string;
}

interface List {
  el: HTMLElement;
  /** Index of the attribute (select) this list stands for. */
  attribute: number;
  items: Item[];
}

const SNAPSHOT = ['class', 'aria-checked', 'aria-disabled', 'tabindex'];

function setAttr(el: Element, name: string, value: string | null): void {
  if (value === null) {
    if (el.hasAttribute(name)) el.removeAttribute(name);
  } else if (el.getAttribute(name) !== value) {
    el.setAttribute(name, value);
  }
}

/** Does `root` hold Rey's swatch lists? */
export function hasReySwatches(root: ParentNode): boolean {
  return root.querySelector(LIST) !== null;
}

export class ReySwatchLists {
  readonly lists: List[] = [];
  private readonly snapshots = new Map<Element, Array<[string, string | null]>>();

  /** `names` are the attribute names of the form's selects (`attribute_pa_farg`), in order. */
  constructor(root: ParentNode, names: readonly string[]) {
    for (const el of root.querySelectorAll<HTMLElement>(LIST)) {
      const attribute = names.indexOf(el.dataset.attribute_name ?? '');
      if (attribute < 0) continue;
      // A radio group for screen readers (Rey gives the items radio roles but the list none).
      this.remember(el, ['role']);
      setAttr(el, 'role', 'radiogroup');
      const items = [...el.querySelectorAll<HTMLElement>(ITEM)].map((item) => {
        this.remember(item, SNAPSHOT);
        return { el: item, value: item.dataset.termSlug ?? '', shown: '' };
      });
      this.lists.push({ el, attribute, items });
    }
  }

  private remember(el: Element, attrs: string[]): void {
    this.snapshots.set(el, attrs.map((name) => [name, el.getAttribute(name)]));
  }

  /**
   * Shows each swatch as `view(attribute, value)` says: `--selected` and `aria-checked`, `--disabled`
   * and `aria-disabled`; the swatches that can be chosen are reached with Tab (Rey prints no tabindex).
   */
  render(view: (attribute: number, value: string) => ReySwatchView): void {
    for (const list of this.lists) {
      for (const item of list.items) {
        const state = view(list.attribute, item.value);
        const key = `${+state.selected}${+state.disabled}`;
        if (item.shown === key) continue;
        item.shown = key;
        item.el.classList.toggle('--selected', state.selected);
        item.el.classList.toggle('--disabled', state.disabled);
        setAttr(item.el, 'aria-checked', state.selected ? 'true' : 'false');
        setAttr(item.el, 'aria-disabled', state.disabled ? 'true' : null);
        setAttr(item.el, 'tabindex', state.disabled ? '-1' : '0');
      }
    }
  }

  /** Puts every list and swatch back as the server printed it. */
  restore(): void {
    for (const [el, attrs] of this.snapshots) for (const [name, value] of attrs) setAttr(el, name, value);
  }
}

export interface ReySwatchInputOptions {
  /** The select a list stands for. */
  selectFor(attributeName: string): HTMLSelectElement | null;
  /**
   * A chosen swatch that should take the shopper elsewhere instead (a catalogue list marked
   * `--redirect-pdp`); returns whether it did.
   */
  redirect?(item: HTMLElement): boolean;
}

/**
 * Clicks, Enter and Space on Rey's swatches inside `root` become select changes, as Rey's script
 * makes them: the swatch's `data-term-slug` is chosen; a chosen swatch clicked again is cleared unless
 * its list is `--deselection-clear` (then it stays chosen and the shop's "Clear" link resets). A
 * `--disabled` swatch does nothing. Returns the function that stops listening.
 */
export function bindReySwatches(root: HTMLElement, options: ReySwatchInputOptions): () => void {
  const itemOf = (event: Event) => (event.target as Element | null)?.closest?.<HTMLElement>(ITEM) ?? null;
  const pick = (item: HTMLElement) => {
    const list = item.closest<HTMLElement>(LIST);
    const select = list ? options.selectFor(list.dataset.attribute_name ?? '') : null;
    if (!list || !select) return;
    if (options.redirect?.(item)) return;
    const unselect = item.classList.contains('--selected') && !list.classList.contains('--deselection-clear');
    const value = unselect ? '' : item.dataset.termSlug ?? '';
    // A value the form removed from the select (it cannot combine) cannot be chosen.
    if (value && ![...select.options].some((option) => option.value === value)) return;
    if (select.value === value) return;
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  };
  const onClick = (event: MouseEvent) => {
    const item = itemOf(event);
    if (!item || !root.contains(item)) return;
    event.preventDefault();
    if (item.classList.contains('--disabled')) return;
    pick(item);
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== ' ' && event.key !== 'Enter') return;
    const item = itemOf(event);
    if (!item || event.target !== item || !root.contains(item)) return;
    event.preventDefault();
    if (!item.classList.contains('--disabled')) pick(item);
  };
  root.addEventListener('click', onClick);
  root.addEventListener('keydown', onKey);
  return () => {
    root.removeEventListener('click', onClick);
    root.removeEventListener('keydown', onKey);
  };
}
