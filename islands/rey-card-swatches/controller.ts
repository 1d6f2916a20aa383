// Rey's catalogue swatches on one product card (rey-core's variation-swatches module): the card holds a
// WooCommerce variation form (`form.variations_form.--catalog`, its variations in the page) with a
// hidden select and Rey's swatch list per attribute. A swatch sets its select; values that cannot
// combine with the others are greyed out; the card shows the chosen variation's image, price and
// product-page link; with every attribute on the card (`--all-attr`) a complete choice turns the
// card's button into an ajax add of that variation, as Rey does it (WooCommerce's loop add with the
// variation's id and attributes). Everything the controller changes is put back when it goes.
import { addFromLoopButton } from '../../src/cart/loop/add';
import { removeViewCartLink } from '../../src/cart/add/view-cart-link';
import { navigate } from '../../src/dom';
import { emit, on } from '../../src/events';
import { VariationIndex } from '../../src/variations/matcher';
import { fetchVariation } from '../../src/variations/requests';
import { ReySwatchLists, bindReySwatches } from '../../src/variations/rey-swatches';
import { resolveSelects } from '../../src/variations/card';
import { dropReyCardView, reyCardView, type ReyCardView } from '../../src/variations/rey-card-view';
import { chosenCount, isOutOfStock, isPurchasable, isUsable } from '../../src/variations/selection';
import type { Variation } from '../../src/variations/types';
import type { ReyCardSwatchesProps } from './read';

const ADD_BUTTON = '.add_to_cart_button.product_type_variable[data-product_id]';

interface ButtonState {
  label: string | null;
  productId: string | null;
  text: string | null;
  data: string[];
}

export class ReyCardController {
  private readonly card: HTMLElement;
  private readonly selects: HTMLSelectElement[];
  private readonly names: string[];
  private readonly values: string[][];
  private readonly swatches: ReySwatchLists;
  private readonly view: ReyCardView;
  private readonly button: HTMLAnchorElement | null;
  private readonly offs: Array<() => void> = [];
  private readonly optionStates: Array<[HTMLOptionElement, boolean]> = [];
  private index: VariationIndex | null;
  private flags: Uint8Array[] = [];
  private armed: ButtonState | null = null;
  private request: AbortController | null = null;
  private destroyed = false;

  constructor(
    private readonly form: HTMLFormElement,
    private readonly props: ReyCardSwatchesProps,
  ) {
    this.card = form.closest<HTMLElement>('.product') ?? form;
    this.selects = [...form.querySelectorAll<HTMLSelectElement>('select[data-attribute_name]')];
    this.names = this.selects.map((select) => select.dataset.attribute_name ?? select.name);
    this.values = this.selects.map((select) => [...select.options].map((option) => option.value).filter(Boolean));
    for (const select of this.selects) for (const option of select.options) this.optionStates.push([option, option.disabled]);
    this.swatches = new ReySwatchLists(form, this.names);
    this.index = props.variations ? new VariationIndex(props.variations, this.names) : null;
    // The page may already show the printed choice (see ./preselected.ts): the same view carries on.
    this.view = reyCardView(form, { names: this.names, updatesPrice: props.updatesPrice });
    this.button = props.allAttributes ? this.card.querySelector<HTMLAnchorElement>(ADD_BUTTON) : null;
  }

  start(): void {
    const listen = <E extends Event>(target: EventTarget, type: string, handler: (event: E) => void) => {
      const listener = (event: Event) => handler(event as E);
      target.addEventListener(type, listener);
      this.offs.push(() => target.removeEventListener(type, listener));
    };
    listen(this.form, 'change', (event) => {
      const attribute = this.selects.indexOf(event.target as HTMLSelectElement);
      if (attribute >= 0) this.changed(attribute);
    });
    this.offs.push(bindReySwatches(this.form, {
      selectFor: (name) => this.selects[this.names.indexOf(name)] ?? null,
      redirect: (item) => this.props.redirect && this.openProductPage(item),
    }));
    listen<MouseEvent>(this.form, 'click', (event) => {
      if (!(event.target as Element | null)?.closest?.('.rey-resetVariations, .reset_variations')) return;
      event.preventDefault();
      this.reset();
    });
    this.offs.push(on('reset_data', (_, heard) => !heard.own && this.reset(), this.form));
    if (this.button) listen<MouseEvent>(this.button, 'click', (event) => this.onButton(event));
    // A card printed with a choice made (a product with one value) shows it, as Rey does at start.
    this.update(-1, true);
    this.form.classList.add('--init');
  }

  destroy(): void {
    this.destroyed = true;
    this.request?.abort();
    this.offs.splice(0).forEach((off) => off());
    this.disarm();
    dropReyCardView(this.form);
    this.swatches.restore();
    for (const [option, disabled] of this.optionStates) option.disabled = disabled;
    this.form.classList.remove('--init');
  }

  private chosen(): string[] {
    return this.selects.map((select) => select.value);
  }

  /** Rey's single-attribute lists may send the shopper to the product page with that value instead. */
  private openProductPage(item: HTMLElement): boolean {
    const name = item.dataset.attributeName;
    const value = item.dataset.termSlug;
    if (!name || !value || !this.props.productUrl) return false;
    const url = new URL(this.props.productUrl, this.form.ownerDocument.baseURI);
    url.searchParams.set(`attribute_${name}`, value);
    return navigate(url.href);
  }

  private changed(attribute: number): void {
    emit('woocommerce_variation_select_change', [], this.form);
    this.update(attribute, false);
    emit('woocommerce_variation_has_changed', [], this.form);
  }

  private reset(): void {
    if (chosenCount(this.chosen()) === 0) return;
    for (const select of this.selects) select.value = '';
    this.update(-1, false);
  }

  /** The options' and swatches' states for the choice, then what the card shows. `keep`: the attribute just picked. */
  private update(keep: number, silent: boolean): void {
    let chosen = this.chosen();
    if (this.index) {
      const resolved = resolveSelects(this.index, this.selects, this.values, keep);
      this.flags = resolved.flags;
      chosen = resolved.chosen;
    }
    this.swatches.render((a, value) => {
      const flag = this.flags[a]?.[this.values[a]!.indexOf(value)];
      return {
        selected: value !== '' && chosen[a] === value,
        // Without the variations nothing is known to be unavailable.
        disabled: this.index !== null && !isUsable(flag),
        outOfStock: this.index !== null && isOutOfStock(flag),
      };
    });
    const count = chosenCount(chosen);
    if (count === 0) {
      this.showCard(null);
      if (!silent) emit('reset_data', [], this.form);
      return;
    }
    const complete = count === this.selects.length;
    if (this.index) {
      // A choice so far shows the first variation that fits it; a complete one is the match.
      const variation = this.index.findMatch(chosen);
      this.showCard(variation, complete);
      if (complete && variation && !silent) emit('found_variation', [variation], this.form);
    } else if (complete && !silent) {
      void this.ask(chosen);
    }
  }

  /** Without the variations in the page, a complete choice asks WooCommerce (get_variation). */
  private async ask(chosen: string[]): Promise<void> {
    this.request?.abort();
    const request = new AbortController();
    this.request = request;
    try {
      const variation = await fetchVariation({
        productId: this.props.productId,
        chosen: Object.fromEntries(this.names.map((name, a) => [name, chosen[a]!])),
        signal: request.signal,
      });
      if (request.signal.aborted || this.destroyed || this.chosen().join('\u0000') !== chosen.join('\u0000')) return;
      this.showCard(variation, true);
      if (variation) emit('found_variation', [variation], this.form);
    } catch (error) {
      if (!request.signal.aborted) console.error(error);
    } finally {
      if (this.request === request) this.request = null;
    }
  }

  // ---- the card ----------------------------------------------------------------------------------

  /** Shows `variation` on the card (image, price, links, and the add when `complete`), or the card as printed. */
  private showCard(variation: Variation | null, complete = false): void {
    this.view.show(variation, this.chosen());
    if (variation && complete && isPurchasable(variation)) this.arm(variation);
    else this.disarm();
  }

  /**
   * The card's "select options" button becomes the add of this variation, as Rey's catalogue makes it:
   * `ajax_add_to_cart`, `data-product_id` the variation's id, `data-variation_id` and one
   * `data-attribute_*` per attribute, the product page's button text and label, the quantity shown.
   */
  private arm(variation: Variation): void {
    const button = this.button;
    if (!button) return;
    const text = button.querySelector('.__text') ?? button;
    if (!this.armed) {
      this.armed = {
        label: button.getAttribute('aria-label'),
        productId: button.getAttribute('data-product_id'),
        text: text.textContent,
        data: [],
      };
    }
    const data: Record<string, string> = { variation_id: String(variation.variation_id) };
    this.names.forEach((name, a) => {
      data[name] = this.chosen()[a] ?? '';
    });
    for (const [key, value] of Object.entries(data)) {
      button.setAttribute(`data-${key}`, value);
      if (!this.armed.data.includes(key)) this.armed.data.push(key);
    }
    button.setAttribute('data-product_id', String(variation.variation_id));
    button.classList.add('ajax_add_to_cart');
    if (this.props.addText) {
      button.setAttribute('aria-label', this.props.addText);
      if (text.textContent !== this.props.addText) text.textContent = this.props.addText;
    }
    button.closest('.rey-loopQty')?.classList.add('--visible');
  }

  private disarm(): void {
    const button = this.button;
    const state = this.armed;
    if (!button || !state) return;
    this.armed = null;
    for (const key of state.data) button.removeAttribute(`data-${key}`);
    if (state.productId === null) button.removeAttribute('data-product_id');
    else button.setAttribute('data-product_id', state.productId);
    if (state.label === null) button.removeAttribute('aria-label');
    else button.setAttribute('aria-label', state.label);
    const text = button.querySelector('.__text') ?? button;
    if (state.text !== null && text.textContent !== state.text) text.textContent = state.text;
    button.classList.remove('ajax_add_to_cart', 'added');
    button.closest('.rey-loopQty')?.classList.remove('--visible');
    removeViewCartLink(button);
  }

  /** The armed button adds the variation without a reload; unarmed, it is the link to the product page. */
  private onButton(event: MouseEvent): void {
    const button = this.button;
    if (!button) return;
    if (!this.armed || !this.view.variation) {
      // The loop button's island took the button while it was armed; unarmed, it is a link again.
      if (button.hasAttribute('data-wi-add-to-cart-button')) event.stopImmediatePropagation();
      return;
    }
    event.preventDefault();
    // Ours alone: neither WooCommerce's add-to-cart.js nor the loop button's island add it again.
    event.stopImmediatePropagation();
    void addFromLoopButton(button);
  }
}
