// Variation Swatches' lists (ul.variable-items-wrapper > li.variable-item), kept in step with the hidden
// selects they stand for (plugins.md §2.3): the form decides what each value's swatch shows, this module
// writes it with as few DOM writes as possible, and turns clicks, keys and radios into select changes.
import { emit } from '../events';
import { t } from '../i18n';
import { ATTACHED, ENABLED, IN_STOCK } from './matcher';
import { writeText } from './patch';
import type { OutOfStockSwatch } from './settings';

export interface SwatchView {
  selected: boolean;
  disabled: boolean;
  /** Out of stock but clickable (clickable out-of-stock on). */
  noStock: boolean;
  /** `data-wvstooltip-out-of-stock`, added to the tooltip after the value's name. */
  tooltip: string;
  /** Swatches Pro's "N left" label ('' for none). */
  stockLeft: string;
}

/** The tooltip words of swatches that cannot be chosen, in the shop's language. */
export interface SwatchTooltips {
  unavailable: string;
  outOfStock: string;
}

/** The tooltips as the page words them now: read once per render, not once per swatch. */
export function swatchTooltips(): SwatchTooltips {
  return { unavailable: t('swatch_unavailable'), outOfStock: t('swatch_out_of_stock') };
}

/**
 * A swatch's state from its option's flags (matcher.ts): values that cannot combine are disabled and
 * "(Unavailable)"; out-of-stock ones are disabled and "(Out of Stock)" when inactive, and when active
 * they do what the plugin's settings say (`outOfStock`): stay choosable, get disabled, or stay
 * clickable with `no-stock` and "(Unavailable)".
 */
export function swatchState(flag: number | undefined, selected: boolean, outOfStock: OutOfStockSwatch, stockLeft = '', tooltips = swatchTooltips()): SwatchView {
  const f = flag ?? 0;
  if (!(f & ATTACHED)) return { selected, disabled: true, noStock: false, tooltip: tooltips.unavailable, stockLeft: '' };
  if (!(f & IN_STOCK)) {
    if (!(f & ENABLED) || outOfStock === 'disabled') return { selected, disabled: true, noStock: false, tooltip: tooltips.outOfStock, stockLeft: '' };
    if (outOfStock === 'clickable') return { selected, disabled: false, noStock: true, tooltip: tooltips.unavailable, stockLeft: '' };
  }
  if (!(f & ENABLED)) return { selected, disabled: true, noStock: false, tooltip: tooltips.unavailable, stockLeft: '' };
  return { selected, disabled: false, noStock: false, tooltip: '', stockLeft };
}

/** A swatch of a form that has no variations to filter with (ajax mode): every value is open. */
export function openSwatch(selected: boolean, stockLeft = ''): SwatchView {
  return { selected, disabled: false, noStock: false, tooltip: '', stockLeft };
}

interface Item {
  li: HTMLElement;
  value: string;
  radio: HTMLInputElement | null;
  stockInfo: Element | null;
  /** The state last written, so an unchanged swatch costs no DOM access. */
  shown: string;
}

interface List {
  ul: HTMLElement;
  /** Index of the attribute (select) this list stands for. */
  attribute: number;
  items: Item[];
  label: HTMLElement | null;
  createdLabel: boolean;
  selected: string | null;
}

const SNAPSHOT_ATTRS = ['class', 'aria-checked', 'tabindex', 'aria-disabled', 'data-wvstooltip-out-of-stock'];

function setAttr(el: Element, name: string, value: string | null): void {
  if (value === null) {
    if (el.hasAttribute(name)) el.removeAttribute(name);
  } else if (el.getAttribute(name) !== value) {
    el.setAttribute(name, value);
  }
}

export class SwatchLists {
  readonly lists: List[] = [];
  private readonly snapshots = new Map<Element, Array<[string, string | null]>>();

  /**
   * `names` are the attribute names of the form's selects, in order. With `labels`, each list's row
   * label gets the plugin's `span.woo-selected-variation-item-name` showing the chosen value.
   */
  constructor(root: ParentNode, names: readonly string[], labels = false) {
    for (const ul of root.querySelectorAll<HTMLElement>('ul.variable-items-wrapper[data-attribute_name]')) {
      const attribute = names.indexOf(ul.dataset.attribute_name ?? '');
      if (attribute < 0) continue;
      const items = [...ul.querySelectorAll<HTMLElement>('li.variable-item[data-value]')].map((li) => {
        this.remember(li);
        const radio = li.querySelector<HTMLInputElement>('input.variable-item-radio-input');
        if (radio) this.remember(radio, ['disabled', 'checked']);
        const stockInfo = li.querySelector('.wvs-stock-left-info');
        if (stockInfo) this.remember(stockInfo, ['data-wvs-stock-info']);
        return { li, value: li.dataset.value ?? '', radio, stockInfo, shown: '' };
      });
      const { label, created } = labels ? this.labelFor(ul) : { label: null, created: false };
      this.lists.push({ ul, attribute, items, label, createdLabel: created, selected: null });
    }
  }

  private remember(el: Element, attrs = SNAPSHOT_ATTRS): void {
    this.snapshots.set(el, attrs.map((name) => [name, el.getAttribute(name)]));
  }

  private labelFor(ul: HTMLElement): { label: HTMLElement | null; created: boolean } {
    const row = ul.closest('tr, li.woo-variation-items-wrapper');
    const holder = row?.querySelector<HTMLElement>('.label') ?? row?.previousElementSibling?.querySelector<HTMLElement>('.woo-variation-item-label, label') ?? null;
    if (!holder) return { label: null, created: false };
    const existing = holder.querySelector<HTMLElement>('.woo-selected-variation-item-name');
    if (existing) return { label: existing, created: false };
    const label = ul.ownerDocument.createElement('span');
    label.className = 'woo-selected-variation-item-name';
    label.setAttribute('data-default', '');
    holder.append(label);
    return { label, created: true };
  }

  /**
   * Shows each swatch as `view(attribute, value)` says. `names(attribute, value)` gives the text of the
   * chosen value for the row label. Fires the plugin's `wvs-item-updated [selected, value]` on a list
   * whose selection changed (unless `silent`).
   */
  render(view: (attribute: number, value: string) => SwatchView, separator: string, silent = false): void {
    for (const list of this.lists) {
      let selectedItem: Item | null = null;
      for (const item of list.items) {
        const state = view(list.attribute, item.value);
        if (state.selected) selectedItem = item;
        const key = `${+state.selected}${+state.disabled}${+state.noStock}|${state.tooltip}|${state.stockLeft}`;
        if (item.shown === key) continue;
        item.shown = key;
        const { li } = item;
        li.classList.toggle('selected', state.selected);
        li.classList.toggle('disabled', state.disabled);
        li.classList.toggle('no-stock', state.noStock);
        li.classList.toggle('wvs-show-stock-left-info', state.stockLeft !== '');
        setAttr(li, 'aria-checked', state.selected ? 'true' : 'false');
        setAttr(li, 'tabindex', state.disabled ? '-1' : '0');
        setAttr(li, 'aria-disabled', state.disabled ? 'true' : null);
        setAttr(li, 'data-wvstooltip-out-of-stock', state.tooltip);
        if (item.stockInfo) setAttr(item.stockInfo, 'data-wvs-stock-info', state.stockLeft);
        if (item.radio) {
          item.radio.disabled = state.disabled;
          item.radio.checked = state.selected;
        }
      }
      const value = selectedItem?.value ?? '';
      if (list.label) {
        const text = selectedItem ? `${separator} ${selectedItem.li.dataset.title ?? selectedItem.li.title ?? value}` : '';
        writeText(list.label, text);
      }
      if (list.selected !== value) {
        list.selected = value;
        if (selectedItem && !silent) emit('wvs-item-updated', [true, value], selectedItem.li);
      }
    }
  }

  /** Puts every swatch back as the server printed it. */
  restore(): void {
    for (const [el, attrs] of this.snapshots) {
      for (const [name, value] of attrs) {
        if (name === 'disabled' || name === 'checked') (el as HTMLInputElement)[name] = value !== null;
        else setAttr(el, name, value);
      }
    }
    for (const list of this.lists) if (list.createdLabel) list.label?.remove();
  }
}

export interface SwatchInputOptions {
  /** The select a swatch list stands for. */
  selectFor(attributeName: string): HTMLSelectElement | null;
  clearOnReselect: boolean;
  /** The form or wrapper the plugin's events name as `$form`. */
  form: HTMLElement;
}

function pick(li: HTMLElement, options: SwatchInputOptions): void {
  const name = li.closest<HTMLElement>('ul.variable-items-wrapper')?.dataset.attribute_name ?? li.dataset.attribute_name ?? '';
  const select = options.selectFor(name);
  if (!select) return;
  const unselect = options.clearOnReselect && li.classList.contains('selected');
  const value = unselect ? '' : li.dataset.value ?? '';
  // A value the form removed from the select (it cannot combine) cannot be chosen.
  if (value && ![...select.options].some((option) => option.value === value)) return;
  if (select.value !== value) {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  }
  select.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  emit(unselect ? 'wvs-unselected-item' : 'wvs-selected-item', [value, select, options.form], li);
}

/**
 * Clicks, Space/Enter and radio changes on swatches inside `root` become changes of the hidden select,
 * as the plugin does it. Disabled swatches do nothing (the plugin relies on `pointer-events: none`; a
 * theme that drops that rule would otherwise let a shopper pick what cannot be bought). Returns the
 * function that stops listening.
 */
export function bindSwatchInput(root: HTMLElement, options: SwatchInputOptions): () => void {
  const itemOf = (event: Event) => (event.target as Element | null)?.closest?.<HTMLElement>('li.variable-item');
  const onClick = (event: MouseEvent) => {
    const li = itemOf(event);
    if (!li || !root.contains(li) || li.classList.contains('radio-variable-item')) return;
    event.preventDefault();
    if (li.classList.contains('disabled')) return;
    pick(li, options);
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== ' ' && event.key !== 'Enter') return;
    const li = itemOf(event);
    if (!li || li.classList.contains('disabled') || event.target !== li) return;
    event.preventDefault();
    li.click();
  };
  const onRadio = (event: Event) => {
    const input = event.target as HTMLInputElement;
    if (!input.matches?.('input.variable-item-radio-input')) return;
    const li = input.closest<HTMLElement>('li.variable-item');
    if (li && !li.classList.contains('disabled')) pick(li, options);
  };
  root.addEventListener('click', onClick);
  root.addEventListener('keydown', onKey);
  root.addEventListener('change', onRadio);
  return () => {
    root.removeEventListener('click', onClick);
    root.removeEventListener('keydown', onKey);
    root.removeEventListener('change', onRadio);
  };
}
