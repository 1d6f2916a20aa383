// WooCommerce's add-to-cart-variation.js and Variation Swatches' frontend.js for one form, as a plain
// controller: every change is handled synchronously, in one pass, with the DOM written only where it
// differs. The island component only creates and destroys it.
import { emit, on } from '../../src/events';
import { parseServerHTML } from '../../src/dom';
import { t } from '../../src/i18n';
import { formAjaxEndpoint } from '../../src/helpers/form-endpoint';
import { clearFormNotices } from '../../src/helpers/form-notices';
import { cancelImageSettle, resetImage, updateImage } from '../../src/variations/gallery';
import { ATTACHED, ENABLED, IN_STOCK, VariationIndex } from '../../src/variations/matcher';
import { chosenCount, isOutOfStock, isPurchasable, isUsable, quantityFor, resolveChoice, stockLeftLabels } from '../../src/variations/selection';
import { swatchSettings, type SwatchSettings } from '../../src/variations/settings';
import { SwatchLists, bindSwatchInput, openSwatch, swatchState, swatchTooltips, type SwatchView } from '../../src/variations/swatches';
import { ReySwatchLists, bindReySwatches } from '../../src/variations/rey-swatches';
import { DEFAULT_TEMPLATE, renderTemplate } from '../../src/variations/template';
import { IMAGE_EVENT, REINIT_EVENT } from '../../src/variations/shims';
import { showChildren } from '../../src/variations/patch';
import type { Variation } from '../../src/variations/types';
import { VariationMeta } from './meta';
import type { VariationFormProps } from './read';

/** Where variations come from: the page (`local`), one preload call (`preload`), one call per choice (`remote`). */
type Mode = 'local' | 'preload' | 'remote';

/** WooCommerce runs its first check 100 ms after init, after the gallery has started. */
export const INIT_DELAY_MS = 100;


interface SelectOptions {
  placeholder: HTMLOptionElement | null;
  /** The server's options (placeholder excluded), kept so filtering never re-parses markup. */
  items: HTMLOptionElement[];
  values: string[];
  /** The flags last written to each option (-1: never), so unchanged options are not touched. */
  applied: number[];
}

// The cart's code (ky, the add queue, the fragments) and the variation calls come with their first
// use, not with the form: a choice among the variations the page printed needs neither, and the
// product page then shows and works before any of it has downloaded.
const formAdd = () => import('../../src/cart/add/form-add');
const variationRequests = () => import('../../src/variations/requests');

const NO_FLAGS = new Uint8Array(0);
const noop = () => {};

/**
 * Runs `run` once the page is idle (Safari has no requestIdleCallback: soon after, then). Not the
 * runtime's requestIdle: that one is the entry's, which shares no module with the islands' chunks.
 */
const whenIdle = (run: () => void) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => run(), { timeout: 2000 }) : setTimeout(run, 1));

/** Without the cart's code (offline, a chunk that failed) the form goes to the server, as without us. */
function submitToServer(form: HTMLFormElement, button: HTMLElement): void {
  const name = button.getAttribute('name');
  if (name) {
    const field = form.ownerDocument.createElement('input');
    field.type = 'hidden';
    field.name = name;
    field.value = button.getAttribute('value') ?? '';
    form.append(field);
  }
  // The prototype's submit: a field named "submit" would shadow the form's own.
  HTMLFormElement.prototype.submit.call(form);
}

function optionsOf(select: HTMLSelectElement): SelectOptions {
  const all = [...select.options];
  const placeholder = all[0] && all[0].value === '' ? all[0] : null;
  const items = placeholder ? all.slice(1) : all;
  return { placeholder, items, values: items.map((option) => option.value), applied: items.map(() => -1) };
}

function sameChildren(select: HTMLSelectElement, wanted: HTMLOptionElement[]): boolean {
  const current = select.children;
  if (current.length !== wanted.length) return false;
  for (let i = 0; i < wanted.length; i++) if (current[i] !== wanted[i]) return false;
  return true;
}

function template(doc: Document, id: string): string | null {
  return doc.getElementById(`tmpl-${id}`)?.textContent ?? null;
}

type WpTemplate = (id: string) => (data: unknown) => string;

export class VariationFormController {
  private readonly doc: Document;
  private readonly product: ParentNode;
  private readonly selects: HTMLSelectElement[];
  private readonly names: string[];
  private readonly options: SelectOptions[];
  private readonly settings: SwatchSettings;
  private readonly swatches: SwatchLists;
  private readonly reySwatches: ReySwatchLists;
  private readonly button: HTMLElement | null;
  private readonly cartWrap: HTMLElement | null;
  private readonly single: HTMLElement | null;
  private readonly resetLink: HTMLElement | null;
  private readonly resetAlert: HTMLElement | null;
  private readonly variationIds: HTMLInputElement[];
  private readonly meta: VariationMeta;
  private readonly restores: Array<() => void> = [];
  private readonly offs: Array<() => void> = [];
  private variations: Variation[] | false;
  private index: VariationIndex | null = null;
  private mode: Mode;
  private flags: Uint8Array[] = [];
  private loading = true;
  /** Above zero while this controller changes selects itself (cascades, reset): its own changes are not re-handled. */
  private quiet = 0;
  private request: AbortController | null = null;
  private readonly answers = new Map<string, Variation | null>();
  private initTimer: ReturnType<typeof setTimeout> | undefined;
  private noMatch: HTMLElement | null = null;
  private quantity: HTMLInputElement | null = null;
  private shown: Variation | null = null;
  /** The markup `.single_variation` holds, and parsed copies of what was shown before (cloning beats re-parsing). */
  private singleHtml: string | null = null;
  private readonly parsed = new Map<string, DocumentFragment>();
  /** False once the product shows its own details again (nothing to reset until something is shown). */
  private displayed = true;
  private destroyed = false;

  constructor(
    private readonly form: HTMLFormElement,
    private readonly props: VariationFormProps,
  ) {
    this.doc = form.ownerDocument;
    this.product = form.closest('.product') ?? this.doc;
    this.selects = [...form.querySelectorAll<HTMLSelectElement>('.variations select')];
    this.names = this.selects.map((select) => select.dataset.attribute_name || select.name);
    this.options = this.selects.map(optionsOf);
    this.settings = swatchSettings();
    this.swatches = new SwatchLists(form, this.names, this.settings.showLabel);
    this.reySwatches = new ReySwatchLists(form, this.names);
    this.button = form.querySelector('.single_add_to_cart_button');
    this.cartWrap = form.querySelector('.woocommerce-variation-add-to-cart');
    this.single = form.querySelector('.single_variation');
    // Rey's swatches print their own "Clear" link in place of WooCommerce's.
    this.resetLink = form.querySelector('.reset_variations, .rey-resetVariations');
    this.resetAlert = form.querySelector('.reset_variations_alert');
    this.variationIds = [...form.querySelectorAll<HTMLInputElement>('input[name="variation_id"], input.variation_id')];
    this.meta = new VariationMeta(this.product);
    this.variations = props.variations;
    this.mode = this.pickMode();
    if (this.mode === 'local') this.index = new VariationIndex(this.variations || [], this.names);
  }

  private pickMode(): Mode {
    if (this.variations) return 'local';
    const { thresholdMax, total } = this.props;
    if (this.settings.nonce && thresholdMax !== null && total !== null && total <= thresholdMax) return 'preload';
    return 'remote';
  }

  start(): void {
    this.snapshot();
    const form = this.form;
    const listen = <E extends Event>(target: EventTarget, type: string, handler: (event: E) => void) => {
      const listener = (event: Event) => handler(event as E);
      target.addEventListener(type, listener);
      this.offs.push(() => target.removeEventListener(type, listener));
    };
    listen(form, 'change', (event) => this.onChange(event));
    listen<MouseEvent>(form, 'click', (event) => this.onClick(event));
    listen<SubmitEvent>(form, 'submit', (event) => this.onSubmit(event));
    listen(form, REINIT_EVENT, () => this.reinit());
    listen<CustomEvent>(form, IMAGE_EVENT, (event) => {
      this.displayed = true;
      updateImage(form, (event.detail as Variation | null) ?? null);
    });
    this.offs.push(bindSwatchInput(form, {
      selectFor: (name) => this.selects[this.names.indexOf(name)] ?? null,
      clearOnReselect: this.settings.clearOnReselect,
      form,
    }));
    this.offs.push(bindReySwatches(form, { selectFor: (name) => this.selects[this.names.indexOf(name)] ?? null }));
    // WooCommerce's events that other scripts fire at the form.
    this.offs.push(
      on('check_variations', (_, heard) => !heard.own && this.check(), form),
      on('update_variation_values', (_, heard) => !heard.own && this.check({ match: false }), form),
      on('reload_product_variations', (_, heard) => !heard.own && this.reinit(), form),
      on('reset_data', (_, heard) => !heard.own && this.resetData(), form),
      on('reset_image', (_, heard) => {
        if (heard.own) return;
        this.displayed = true;
        resetImage(form);
      }, form),
      on('found_variation', ([variation], heard) => {
        if (!heard.own && variation && typeof variation === 'object') this.showVariation(variation as Variation, { silent: false, announce: false });
      }, form),
    );
    const wrap = form.querySelector<HTMLElement>('.single_variation_wrap');
    if (wrap?.style.display === 'none') wrap.style.display = '';
    // The right state at once (no enabled button while the shopper looks), WooCommerce's events after its delay.
    this.check({ silent: true });
    this.initTimer = setTimeout(() => {
      this.check();
      emit('wc_variation_form', [this.publicView()], form);
      this.loading = false;
      whenIdle(() => this.prepareFirstShow());
    }, INIT_DELAY_MS);
    if (this.mode === 'preload') void this.preload();
  }

  /** What `wc_variation_form` listeners receive in place of WooCommerce's VariationForm object. */
  private publicView() {
    return { $form: this.form, variationData: this.variations, useAjax: this.mode === 'remote' };
  }

  /** Remembers what the island changes on the form's own elements, to put it back on destroy. */
  private snapshot(): void {
    const keep = (el: Element | null, attrs: string[]) => {
      if (!el) return;
      const saved = attrs.map((name) => [name, el.getAttribute(name)] as const);
      this.restores.push(() => {
        for (const [name, value] of saved) {
          if (value === null) el.removeAttribute(name);
          else el.setAttribute(name, value);
        }
      });
    };
    keep(this.button, ['class', 'aria-disabled']);
    keep(this.cartWrap, ['class']);
    keep(this.resetLink, ['style', 'class']);
    keep(this.single, ['style']);
    keep(this.form, ['class', 'aria-busy', 'current-image']);
    const quantity = this.quantityInput();
    keep(quantity, ['min', 'max', 'step']);
    keep(quantity?.closest('.quantity') ?? null, ['style']);
    this.selects.forEach((select, a) => {
      const { placeholder, items } = this.options[a]!;
      const all = placeholder ? [placeholder, ...items] : items;
      const saved = all.map((option) => [option.className, option.disabled] as const);
      this.restores.push(() => {
        const value = select.value;
        if (!sameChildren(select, all)) select.replaceChildren(...all);
        all.forEach((option, i) => {
          option.className = saved[i]![0];
          option.disabled = saved[i]![1];
        });
        select.value = value;
      });
    });
  }

  destroy(): void {
    this.destroyed = true;
    clearTimeout(this.initTimer);
    this.request?.abort();
    cancelImageSettle(this.form);
    this.offs.splice(0).forEach((off) => off());
    this.meta.reset();
    resetImage(this.form);
    cancelImageSettle(this.form);
    this.removeNoMatch();
    clearFormNotices(this.form);
    this.swatches.restore();
    this.reySwatches.restore();
    this.restores.splice(0).forEach((restore) => restore());
  }

  /** Re-reads `data-product_variations` (plugins change it) and checks again, as a fresh init would. */
  private reinit(): void {
    try {
      const raw = this.form.getAttribute('data-product_variations')?.trim() ?? '';
      const parsed: unknown = raw === '' || raw === 'false' ? false : JSON.parse(raw);
      this.variations = Array.isArray(parsed) ? (parsed as Variation[]) : false;
    } catch {
      return; // Broken data: keep what we have.
    }
    this.answers.clear();
    this.mode = this.pickMode();
    this.index = this.mode === 'local' ? new VariationIndex(this.variations || [], this.names) : null;
    this.check();
    emit('wc_variation_form', [this.publicView()], this.form);
    if (this.mode === 'preload') void this.preload();
  }

  private async preload(): Promise<void> {
    const block = this.settings.singlePreloader;
    if (block) this.block(true);
    try {
      const { fetchAllVariations } = await variationRequests();
      const list = await fetchAllVariations(this.props.productId, this.settings.nonce);
      if (this.destroyed) return;
      this.variations = list;
      this.mode = 'local';
      this.index = new VariationIndex(list, this.names);
      this.check({ silent: this.loading });
      if (!this.loading) whenIdle(() => this.prepareFirstShow());
    } catch (error) {
      // No preload: each choice asks the server instead.
      console.error(error);
      this.mode = 'remote';
    } finally {
      if (block && !this.destroyed) this.block(false);
    }
  }

  /**
   * What the first shown variation costs once, paid while the shopper looks instead of in the choice
   * that finds it (a few milliseconds of a slowed phone): the template compiled, the page's first
   * markup parse (a variation's, kept for when it is shown), the meta fields looked up and the
   * dimensions decoded. Nothing on the page changes.
   */
  private prepareFirstShow(): void {
    const first = this.mode === 'local' && this.variations ? this.variations[0] : undefined;
    if (this.destroyed || !first || this.shown) return;
    const html = this.renderVariation(first);
    if (this.single && !this.parsed.has(html)) this.parsed.set(html, parseServerHTML(html, this.doc));
    this.meta.prepare(first);
  }

  private block(on: boolean): void {
    this.form.classList.toggle('wi-variations-busy', on);
    if (on) this.form.setAttribute('aria-busy', 'true');
    else this.form.removeAttribute('aria-busy');
  }

  private quantityInput(): HTMLInputElement | null {
    // Looked up again only once the one found left the form (a theme may swap it).
    if (!this.quantity?.isConnected || !this.form.contains(this.quantity)) {
      this.quantity = this.form.querySelector<HTMLInputElement>('.single_variation_wrap .quantity input.qty[name="quantity"]');
    }
    return this.quantity;
  }

  private chosen(): string[] {
    return this.selects.map((select) => select.value);
  }

  // ---- events from the shopper -------------------------------------------------------------------

  private onChange(event: Event): void {
    if (this.quiet) return;
    const attribute = this.selects.indexOf(event.target as HTMLSelectElement);
    if (attribute >= 0) this.changed(attribute);
  }

  /** WooCommerce's select change: clear the variation, re-check, tell everyone. */
  private changed(attribute: number): void {
    this.setVariationId('');
    if (this.resetAlert?.textContent) this.resetAlert.textContent = '';
    emit('clear_reset_announcement', [], this.form);
    this.removeNoMatch();
    if (this.mode === 'local') emit('woocommerce_variation_select_change', [], this.form);
    this.check({ keep: attribute });
    emit('woocommerce_variation_has_changed', [], this.form);
  }

  private onClick(event: MouseEvent): void {
    const target = event.target as Element | null;
    if (!target?.closest) return;
    const reset = target.closest('.reset_variations, .rey-resetVariations');
    if (reset && this.form.contains(reset)) {
      event.preventDefault();
      this.reset();
      return;
    }
    const button = target.closest('.single_add_to_cart_button');
    if (button && button.classList.contains('disabled')) {
      event.preventDefault();
      window.alert(button.classList.contains('wc-variation-is-unavailable') ? t('unavailable') : t('make_a_selection'));
    }
  }

  private onSubmit(event: SubmitEvent): void {
    const endpoint = formAjaxEndpoint(this.form);
    const button = (event.submitter as HTMLElement | null) ?? this.button;
    if (button?.classList.contains('disabled')) {
      event.preventDefault();
      return;
    }
    if (!endpoint || !button) return;
    event.preventDefault();
    const { form } = this;
    const { nonce } = this.settings;
    formAdd().then(
      ({ addFromForm }) => addFromForm(form, button, endpoint, nonce),
      () => submitToServer(form, button),
    );
  }

  /** The reset link: every select back to '', one check, an announcement, focus on the first choice. */
  private reset(): void {
    this.quiet += 1;
    try {
      for (const select of this.selects) {
        if (select.value === '') continue;
        select.value = '';
        select.dispatchEvent(new Event('change', { bubbles: true }));
      }
    } finally {
      this.quiet -= 1;
    }
    this.changed(-1);
    if (this.resetAlert) this.resetAlert.textContent = t('reset_alert');
    emit('announce_reset', [], this.form);
    emit('reset_focus', [], this.form);
    const first = this.selects[0];
    const focusable = first && first.offsetParent !== null ? first : this.form.querySelector<HTMLElement>('li.variable-item:not(.disabled), .rey-swatchList-item:not(.--disabled)');
    focusable?.focus();
  }

  // ---- the check ---------------------------------------------------------------------------------

  /**
   * WooCommerce's check_variations: filter the options (local mode), then show the match, reset, or ask
   * the server. `keep` is the attribute the shopper just changed; `silent` writes the DOM without events
   * (the state shown before WooCommerce's delayed first check); `match: false` only filters.
   */
  private check({ keep = -1, silent = false, match = true }: { keep?: number; silent?: boolean; match?: boolean } = {}): void {
    if (this.destroyed) return;
    const fire = silent ? noop : emit;
    let chosen = this.chosen();
    if (this.mode === 'local' && this.index) {
      fire('update_variation_values', [], this.form);
      const resolved = resolveChoice(this.index, this.options.map((o) => o.values), chosen, keep);
      this.flags = resolved.flags;
      this.applyOptions(resolved.chosen, resolved.flags);
      if (resolved.cleared.length) this.announceCleared(resolved.cleared, silent);
      chosen = resolved.chosen;
      fire('woocommerce_update_variation_values', [], this.form);
    }
    if (!match) {
      this.renderSwatches(chosen, silent);
      return;
    }
    const count = chosenCount(chosen);
    let linkCount = count;
    if (count === this.selects.length && count > 0) {
      if (this.mode === 'local' && this.index) {
        const found = this.index.findMatch(chosen);
        if (found) {
          this.showVariation(found, { silent, announce: true });
        } else {
          this.resetData(silent);
          linkCount = 0;
          if (!this.loading) this.showNoMatch();
        }
      } else if (this.mode === 'remote' && !silent) {
        this.resetData(silent);
        void this.ask(chosen);
      } else {
        this.resetData(silent);
      }
    } else {
      this.resetData(silent);
    }
    this.toggleResetLink(linkCount > 0);
    this.renderSwatches(chosen, silent);
    fire('check_variations', [], this.form);
  }

  /** Options that cannot combine are removed, inactive ones disabled, out-of-stock ones marked. */
  private applyOptions(chosen: string[], flags: Uint8Array[]): void {
    this.selects.forEach((select, a) => {
      const { placeholder, items, values, applied } = this.options[a]!;
      const own = flags[a] ?? NO_FLAGS;
      const value = chosen[a] ?? '';
      const valid = value !== '' && isUsable(own[values.indexOf(value)]);
      const anyAttached = own.some((flag) => (flag & ATTACHED) !== 0);
      const dropPlaceholder = anyAttached && valid && select.dataset.show_option_none === 'no';
      const wanted: HTMLOptionElement[] = placeholder && !dropPlaceholder ? [placeholder] : [];
      items.forEach((option, i) => {
        const flag = own[i] ?? 0;
        if (!(flag & ATTACHED)) return;
        wanted.push(option);
        if (applied[i] === flag) return;
        applied[i] = flag;
        const enabled = (flag & ENABLED) !== 0;
        if (option.disabled === enabled) option.disabled = !enabled;
        option.classList.toggle('attached', true);
        option.classList.toggle('enabled', enabled);
        option.classList.toggle('out-of-stock', !(flag & IN_STOCK));
      });
      if (!sameChildren(select, wanted)) select.replaceChildren(...wanted);
      if (select.value !== value) select.value = value;
    });
  }

  /** Selects whose value stopped fitting were cleared: `change` on each, as WooCommerce's cascade fires it. */
  private announceCleared(cleared: number[], silent: boolean): void {
    if (silent) return;
    this.quiet += 1;
    try {
      for (const a of cleared) this.selects[a]?.dispatchEvent(new Event('change', { bubbles: true }));
    } finally {
      this.quiet -= 1;
    }
  }

  private async ask(chosen: string[]): Promise<void> {
    const key = chosen.join('\u0000');
    // A choice asked during WooCommerce's first check (from the URL, say) shows no "no match" message.
    const initial = this.loading;
    this.request?.abort();
    const cached = this.answers.get(key);
    if (cached !== undefined) {
      this.answered(cached, initial);
      return;
    }
    const request = new AbortController();
    this.request = request;
    this.block(true);
    try {
      const { fetchVariation } = await variationRequests();
      const variation = await fetchVariation({
        productId: this.props.productId,
        chosen: Object.fromEntries(this.names.map((name, a) => [name, chosen[a]!])),
        customData: this.props.customData,
        nonce: this.settings.nonce,
        signal: request.signal,
      });
      if (request.signal.aborted || this.destroyed) return;
      this.answers.set(key, variation);
      this.answered(variation, initial);
    } catch (error) {
      // WooCommerce only logs a failed variation call; the form stays reset.
      if (!request.signal.aborted) console.error(error);
    } finally {
      if (this.request === request) {
        this.request = null;
        if (!this.destroyed) this.block(false);
      }
    }
  }

  private answered(variation: Variation | null, initial: boolean): void {
    if (variation) {
      this.showVariation(variation, { silent: false, announce: true });
    } else {
      this.resetData();
      if (!initial) this.showNoMatch();
    }
  }

  // ---- showing and hiding ------------------------------------------------------------------------

  private showVariation(variation: Variation, { silent, announce }: { silent: boolean; announce: boolean }): void {
    const fire = silent ? noop : emit;
    this.shown = variation;
    this.displayed = true;
    this.meta.show(variation);
    updateImage(this.form, variation);
    this.fillSingle(this.renderVariation(variation));
    this.setVariationId(String(variation.variation_id), !silent);
    this.applyQuantity(variation, silent);
    const purchasable = isPurchasable(variation);
    if (this.single) this.single.style.display = '';
    this.setButton(purchasable ? 'enabled' : 'unavailable');
    fire('show_variation', [variation, purchasable], this.single ?? this.form);
    if (announce) fire('found_variation', [variation], this.form);
  }

  /** Puts the rendered variation into `.single_variation`, unless it already shows exactly that. */
  private fillSingle(html: string): void {
    if (!this.single || html === this.singleHtml) return;
    this.singleHtml = html;
    const kept = this.parsed.get(html);
    const fragment = kept ?? parseServerHTML(html, this.doc);
    // A fresh parse that cannot be written in place goes in as it is (a copy costs as much again).
    if (showChildren(this.single, fragment, !kept) || kept) return;
    // A handful of variations is what a shopper goes back and forth between.
    if (this.parsed.size >= 24) this.parsed.delete(this.parsed.keys().next().value!);
    this.parsed.set(html, fragment);
  }

  private renderVariation(variation: Variation): string {
    const visible = variation.variation_is_visible !== false;
    const id = visible ? 'variation-template' : 'unavailable-variation-template';
    const source = template(this.doc, id);
    const filled = source === null ? null : renderTemplate(source, variation);
    if (filled !== null) return filled;
    // A theme template with logic needs wp.template (underscore); use it when the page has it.
    const wp = (window as unknown as { wp?: { template?: WpTemplate } }).wp;
    if (source !== null && typeof wp?.template === 'function') {
      try {
        return wp.template(id)({ variation });
      } catch (error) {
        console.error(error);
      }
    }
    if (!visible) return `<p>${t('unavailable').replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`)}</p>`;
    return renderTemplate(DEFAULT_TEMPLATE, variation) ?? '';
  }

  private resetData(silent = false): void {
    const fire = silent ? noop : emit;
    this.shown = null;
    if (this.displayed) {
      this.displayed = false;
      this.meta.reset();
      resetImage(this.form);
    }
    if (this.single && this.single.style.display !== 'none') this.single.style.display = 'none';
    this.setVariationId('', !silent);
    this.setButton('selection-needed');
    fire('reset_image', [], this.form);
    fire('hide_variation', [], this.single ?? this.form);
    fire('reset_data', [], this.form);
  }

  private setButton(state: 'enabled' | 'unavailable' | 'selection-needed'): void {
    const button = this.button;
    if (button) {
      button.classList.toggle('disabled', state !== 'enabled');
      button.classList.toggle('wc-variation-selection-needed', state === 'selection-needed');
      button.classList.toggle('wc-variation-is-unavailable', state === 'unavailable');
      // Still focusable and clickable (a click explains why it cannot add), but announced as unavailable.
      const disabled = state === 'enabled' ? null : 'true';
      if (button.getAttribute('aria-disabled') !== disabled) {
        if (disabled) button.setAttribute('aria-disabled', disabled);
        else button.removeAttribute('aria-disabled');
      }
    }
    this.cartWrap?.classList.toggle('woocommerce-variation-add-to-cart-enabled', state === 'enabled');
    this.cartWrap?.classList.toggle('woocommerce-variation-add-to-cart-disabled', state !== 'enabled');
  }

  private setVariationId(id: string, notify = true): void {
    for (const input of this.variationIds) {
      if (input.value === id) continue;
      input.value = id;
      if (notify) input.dispatchEvent(new Event('change', { bubbles: true }));
    }
  }

  /** WooCommerce's quantity rule; the +/− island reads min/max/step from the input's attributes. */
  private applyQuantity(variation: Variation, silent: boolean): void {
    const input = this.quantityInput();
    if (!input) return;
    const rule = quantityFor(variation, input.value);
    const set = (name: string, value: string) => {
      if (input.getAttribute(name) !== value) input.setAttribute(name, value);
    };
    set('min', String(rule.min));
    set('max', String(rule.max));
    if (rule.step !== '') set('step', String(rule.step));
    const value = String(rule.value);
    const changed = input.value !== value;
    if (changed) input.value = value;
    const wrapper = input.closest<HTMLElement>('.quantity');
    const display = rule.hidden ? 'none' : '';
    if (wrapper && wrapper.style.display !== display) wrapper.style.display = display;
    if (changed && !silent) {
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.dispatchEvent(new Event('change', { bubbles: true }));
    }
  }

  private toggleResetLink(show: boolean): void {
    const link = this.resetLink;
    if (!link) return;
    // Rey's link shows and hides by its `--hidden` class.
    if (link.classList.contains('rey-resetVariations')) {
      link.classList.toggle('--hidden', !show);
      return;
    }
    const visibility = show ? 'visible' : 'hidden';
    const display = show ? '' : 'none';
    if (link.style.visibility !== visibility) link.style.visibility = visibility;
    if (link.style.display !== display) link.style.display = display;
  }

  private showNoMatch(): void {
    this.removeNoMatch();
    const holder = this.doc.createElement('div');
    holder.setAttribute('role', 'alert');
    const message = this.doc.createElement('p');
    message.className = 'wc-no-matching-variations woocommerce-info';
    message.textContent = t('no_matching_variations');
    holder.append(message);
    (this.single ?? this.form).after(holder);
    this.noMatch = holder;
  }

  private removeNoMatch(): void {
    this.noMatch?.remove();
    this.noMatch = null;
  }

  // ---- swatches ----------------------------------------------------------------------------------

  private renderSwatches(chosen: string[], silent: boolean): void {
    const local = this.mode === 'local' && this.index !== null;
    // Rey greys out what cannot be chosen only when the variations are known, as its script does.
    this.reySwatches.render((a, value) => {
      const flag = this.flags[a]?.[this.options[a]!.values.indexOf(value)];
      return {
        selected: value !== '' && chosen[a] === value,
        disabled: local && !isUsable(flag),
        outOfStock: local && isOutOfStock(flag),
      };
    });
    if (!this.swatches.lists.length) return;
    const outOfStock = this.settings.outOfStock;
    const tooltips = swatchTooltips();
    const labels = new Map<number, Map<string, string>>();
    if (local && this.settings.showStockLeft) {
      const open = chosen.findIndex((value) => value === '');
      if (open >= 0) labels.set(open, stockLeftLabels(this.index!, chosen, this.options[open]!.values, this.settings.stockThreshold));
    }
    const view = (a: number, value: string): SwatchView => {
      const selected = value !== '' && chosen[a] === value;
      const stockLeft = labels.get(a)?.get(value) ?? '';
      if (!local) return openSwatch(selected, stockLeft);
      return swatchState(this.flags[a]?.[this.options[a]!.values.indexOf(value)], selected, outOfStock, stockLeft, tooltips);
    };
    this.swatches.render(view, this.settings.labelSeparator, silent);
  }
}
