// Swatches Pro's archive swatches on one loop card (plugins.md §2.5): the swatches filter each other as
// on the product page; a chosen value previews its image (REST archive-product-preview); a complete
// choice shows the variation's image, price and availability on the card and turns the card's button
// into an add of that variation (woo_add_to_cart_variation). The card's variations are fetched on the
// shopper's first sign of intent, not when the card scrolls into view. In Pro's catalog mode a choice
// only changes the card's image; pointing at a swatch may choose it, and a click may open the product
// page with that value.
import { addToCart } from '../../src/cart/add/add-to-cart';
import { insertViewCartLink } from '../../src/cart/add/view-cart-link';
import { navigate, parseServerHTML } from '../../src/dom';
import { emit } from '../../src/events';
import type { FormValue } from '../../src/http';
import { resetVariationAttr, setVariationAttr } from '../../src/variations/content';
import { VariationIndex } from '../../src/variations/matcher';
import { fetchArchiveVariations, fetchPreviewImage, fetchVariation } from '../../src/variations/requests';
import { priceContent, resolveSelects } from '../../src/variations/card';
import { chosenCount, isPurchasable } from '../../src/variations/selection';
import { loopAjaxAddOn, swatchSettings, type SwatchSettings } from '../../src/variations/settings';
import { SwatchLists, bindSwatchInput, openSwatch, swatchState, swatchTooltips, type SwatchView } from '../../src/variations/swatches';
import type { Variation, VariationImage } from '../../src/variations/types';
import type { ArchiveSwatchesProps } from './read';

const IMAGE_ATTRS = ['src', 'srcset', 'sizes'] as const;
const INTENT_EVENTS = ['pointerenter', 'focusin', 'touchstart'];

export class ArchiveSwatchesController {
  private readonly card: HTMLElement;
  private readonly selects: HTMLSelectElement[];
  private readonly names: string[];
  private readonly values: string[][];
  private readonly settings: SwatchSettings;
  private readonly swatches: SwatchLists;
  private readonly image: HTMLImageElement | null;
  private readonly price: Element | null;
  private readonly priceNodes: Node[];
  private readonly info: HTMLElement | null;
  private readonly button: HTMLAnchorElement | null;
  private readonly resetLink: HTMLElement | null;
  private readonly offs: Array<() => void> = [];
  private index: VariationIndex | null = null;
  private flags: Uint8Array[] = [];
  private loading: Promise<void> | null = null;
  private request: AbortController | null = null;
  private readonly answers = new Map<string, Variation | null>();
  private readonly previews = new Map<string, Promise<VariationImage | null>>();
  private shown: Variation | null = null;
  private buttonState: { nodes: Node[]; href: string | null; label: string | null; hadAjaxClass: boolean } | null = null;
  private removeViewCart: (() => void) | null = null;
  private pending = 0;
  private destroyed = false;
  /** Set while a pointed-at swatch is clicked for the shopper: that click chooses, it does not navigate. */
  private hoverClick = false;
  /** Swatches already chosen by pointing, when each choice costs a request (over threshold_max). */
  private readonly hovered = new WeakSet<Element>();

  constructor(
    private readonly host: HTMLElement,
    private readonly props: ArchiveSwatchesProps,
  ) {
    this.card = (host.closest(props.cardSelector) as HTMLElement | null) ?? host.closest('li.product') ?? host;
    this.selects = [...host.querySelectorAll<HTMLSelectElement>('select[data-attribute_name], select.woo-variation-raw-select')];
    this.names = this.selects.map((select) => select.dataset.attribute_name || select.name);
    this.values = this.selects.map((select) => [...select.options].map((option) => option.value).filter(Boolean));
    this.settings = swatchSettings();
    this.swatches = new SwatchLists(host, this.names);
    this.image = this.card.querySelector<HTMLImageElement>(props.imageSelector) ?? this.card.querySelector('img');
    this.price = this.card.querySelector('.price');
    this.priceNodes = this.price ? [...this.price.childNodes].map((node) => node.cloneNode(true)) : [];
    this.info = host.querySelector('.wvs-archive-information');
    this.button = this.card.querySelector<HTMLAnchorElement>(props.buttonSelector);
    this.resetLink = host.querySelector('.wvs_archive_reset_variations_link');
    if (props.variations) this.index = new VariationIndex(props.variations, this.names);
  }

  private get mode(): 'local' | 'fetch' | 'remote' {
    if (this.index) return 'local';
    const { thresholdMax, total } = this.props;
    return thresholdMax !== null && total !== null && total > thresholdMax ? 'remote' : 'fetch';
  }

  start(): void {
    const listen = <E extends Event>(target: EventTarget, type: string, handler: (event: E) => void, options?: AddEventListenerOptions) => {
      const listener = (event: Event) => handler(event as E);
      target.addEventListener(type, listener, options);
      this.offs.push(() => target.removeEventListener(type, listener, options));
    };
    listen(this.host, 'change', (event) => {
      const attribute = this.selects.indexOf(event.target as HTMLSelectElement);
      if (attribute >= 0) void this.changed(attribute);
    });
    this.offs.push(bindSwatchInput(this.host, {
      selectFor: (name) => this.selects[this.names.indexOf(name)] ?? null,
      clearOnReselect: this.settings.clearOnReselect,
      form: this.host,
    }));
    if (this.resetLink) {
      listen<MouseEvent>(this.resetLink, 'click', (event) => {
        event.preventDefault();
        this.reset();
      });
    }
    if (this.button && !this.props.catalog) listen<MouseEvent>(this.button, 'click', (event) => this.onButton(event));
    if (this.props.catalog?.hover) {
      for (const item of this.host.querySelectorAll<HTMLElement>('li.variable-item')) listen(item, 'mouseenter', () => this.pointedAt(item));
    }
    if (this.props.catalog?.linkable) listen<MouseEvent>(this.host, 'click', (event) => this.followLink(event));
    // The card's variations are wanted once the shopper shows interest in it.
    if (this.mode === 'fetch') {
      for (const type of INTENT_EVENTS) listen(this.card, type, () => void this.ensureData(), { passive: true });
    }
    this.render();
  }

  destroy(): void {
    this.destroyed = true;
    this.request?.abort();
    this.offs.splice(0).forEach((off) => off());
    this.hide();
    this.restoreImage();
    this.swatches.restore();
  }

  /** Catalog mode's hover trigger: pointing at a swatch clicks it (once each when every choice is asked for). */
  private pointedAt(item: HTMLElement): void {
    if (item.classList.contains('selected') || item.classList.contains('disabled')) return;
    if (this.mode === 'remote') {
      if (this.hovered.has(item)) return;
      this.hovered.add(item);
    }
    this.hoverClick = true;
    try {
      item.click();
    } finally {
      this.hoverClick = false;
    }
  }

  /** Catalog mode's linkable swatches: the shopper's click (or Enter) opens the product page with that value. */
  private followLink(event: MouseEvent): void {
    if (this.hoverClick) return;
    const item = (event.target as Element | null)?.closest?.<HTMLElement>('li.variable-item[data-url]');
    if (!item || !this.host.contains(item) || item.classList.contains('disabled')) return;
    if (navigate(item.dataset.url)) event.preventDefault();
  }

  private ensureData(): Promise<void> {
    if (this.mode !== 'fetch') return Promise.resolve();
    this.loading ??= fetchArchiveVariations(this.props.productId).then(
      (list) => {
        if (this.destroyed) return;
        this.index = new VariationIndex(list, this.names);
        this.render();
      },
      (error: unknown) => {
        // Without the list the swatches still work: each complete choice asks the server.
        console.error(error);
        this.loading = null;
      },
    );
    return this.loading;
  }

  private chosen(): string[] {
    return this.selects.map((select) => select.value);
  }

  private async changed(attribute: number): Promise<void> {
    await this.ensureData();
    if (this.destroyed) return;
    this.render(attribute);
    const chosen = this.chosen();
    const count = chosenCount(chosen);
    if (count === this.selects.length) {
      if (this.index) this.show(this.index.findMatch(chosen));
      // Catalog mode prints one attribute of several: only its image can be asked for.
      else if (this.props.catalog) await this.showPreview(attribute, chosen);
      else await this.ask(chosen);
      return;
    }
    this.hide();
    // One value chosen on the preview attribute: the plugin previews its image.
    if (this.settings.archivePreview && attribute === this.props.previewAttribute && chosen[attribute]) {
      await this.showPreview(attribute, chosen);
    } else if (count === 0) {
      this.restoreImage();
    }
  }

  private async showPreview(attribute: number, chosen: string[]): Promise<void> {
    if (!chosen[attribute]) return;
    const image = await this.preview(this.names[attribute]!, chosen[attribute]!);
    if (image && !this.destroyed && this.chosen()[attribute] === chosen[attribute] && !this.shown) this.showImage(image, true);
  }

  private preview(name: string, value: string): Promise<VariationImage | null> {
    const key = `${name}=${value}`;
    let image = this.previews.get(key);
    if (!image) {
      image = fetchPreviewImage(this.props.productId, name, value).catch((error: unknown) => {
        console.error(error);
        return null;
      });
      this.previews.set(key, image);
    }
    return image;
  }

  private async ask(chosen: string[]): Promise<void> {
    const key = chosen.join('\u0000');
    if (this.answers.has(key)) {
      this.show(this.answers.get(key) ?? null);
      return;
    }
    this.request?.abort();
    const request = new AbortController();
    this.request = request;
    this.host.setAttribute('aria-busy', 'true');
    try {
      const variation = await fetchVariation({
        productId: this.props.productId,
        chosen: Object.fromEntries(this.names.map((name, a) => [name, chosen[a]!])),
        nonce: this.settings.nonce,
        archive: true,
        signal: request.signal,
      });
      if (request.signal.aborted || this.destroyed) return;
      this.answers.set(key, variation);
      if (this.chosen().join('\u0000') === key) this.show(variation);
    } catch (error) {
      if (!request.signal.aborted) console.error(error);
    } finally {
      if (this.request === request) {
        this.request = null;
        this.host.removeAttribute('aria-busy');
      }
    }
  }

  private reset(): void {
    for (const select of this.selects) select.value = '';
    this.render();
    this.hide();
    this.restoreImage();
    emit('reset_data', [], this.host);
  }

  /** Option filtering and the swatches' states; `keep` is the attribute just picked. */
  private render(keep = -1): void {
    let chosen = this.chosen();
    if (this.index) {
      const resolved = resolveSelects(this.index, this.selects, this.values, keep);
      this.flags = resolved.flags;
      chosen = resolved.chosen;
    }
    if (this.resetLink) this.resetLink.style.visibility = chosenCount(chosen) > 0 ? 'visible' : 'hidden';
    const outOfStock = this.settings.outOfStockArchive;
    const tooltips = swatchTooltips();
    const view = (a: number, value: string): SwatchView => {
      const selected = value !== '' && chosen[a] === value;
      if (!this.index) return openSwatch(selected);
      return swatchState(this.flags[a]?.[this.values[a]!.indexOf(value)], selected, outOfStock, '', tooltips);
    };
    this.swatches.render(view, '');
  }

  // ---- the card ----------------------------------------------------------------------------------

  private showImage(image: VariationImage, preview: boolean): void {
    const img = this.image;
    if (!img) return;
    setVariationAttr(img, 'src', (preview ? image.thumb_src : image.src) ?? image.src);
    setVariationAttr(img, 'srcset', image.srcset ?? false);
    setVariationAttr(img, 'sizes', image.sizes ?? false);
  }

  private restoreImage(): void {
    if (!this.image) return;
    for (const attr of IMAGE_ATTRS) resetVariationAttr(this.image, attr);
  }

  private show(variation: Variation | null): void {
    if (!variation) {
      this.hide();
      this.restoreImage();
      return;
    }
    this.shown = variation;
    if (variation.image?.src) this.showImage(variation.image, false);
    if (this.props.catalog) {
      // Catalog mode leaves price, availability and the button as the server printed them.
      emit('show_variation', [variation, isPurchasable(variation)], this.host);
      return;
    }
    if (this.price && variation.price_html) this.price.replaceChildren(...priceContent(String(variation.price_html)));
    if (this.info) {
      if (this.settings.showArchiveAvailability && variation.availability_html) this.info.replaceChildren(parseServerHTML(String(variation.availability_html)));
      else this.info.replaceChildren();
    }
    const purchasable = isPurchasable(variation);
    if (purchasable) this.armButton(variation);
    else this.restoreButton();
    emit('show_variation', [variation, purchasable], this.host);
  }

  private hide(): void {
    if (!this.shown) return;
    this.shown = null;
    if (this.props.catalog) {
      emit('hide_variation', [], this.host);
      return;
    }
    if (this.price) this.price.replaceChildren(...this.priceNodes.map((node) => node.cloneNode(true)));
    this.info?.replaceChildren();
    this.restoreButton();
    emit('hide_variation', [], this.host);
  }

  /** The card's button adds this variation: href with its attributes, its text and label (originals in data-o_*). */
  private armButton(variation: Variation): void {
    const button = this.button;
    if (!button) return;
    if (!this.buttonState) {
      this.buttonState = {
        nodes: [...button.childNodes].map((node) => node.cloneNode(true)),
        href: button.getAttribute('href'),
        label: button.getAttribute('aria-label'),
        hadAjaxClass: button.classList.contains('wvs_ajax_add_to_cart'),
      };
      button.setAttribute('data-o_html', button.innerHTML);
      button.setAttribute('data-o_href', this.buttonState.href ?? '');
      button.setAttribute('data-o_aria-label', this.buttonState.label ?? '');
    }
    const url = new URL(this.buttonState.href ?? '', button.ownerDocument.baseURI);
    for (const [name, value] of Object.entries(variation.attributes)) {
      const chosen = this.chosen()[this.names.indexOf(name)];
      url.searchParams.set(name, value || chosen || '');
    }
    url.searchParams.set('add-to-cart', String(this.props.productId));
    url.searchParams.set('variation_id', String(variation.variation_id));
    button.setAttribute('href', url.pathname + url.search);
    if (variation.add_to_cart_text) button.textContent = String(variation.add_to_cart_text);
    if (variation.add_to_cart_description) button.setAttribute('aria-label', String(variation.add_to_cart_description));
    if (loopAjaxAddOn()) button.classList.add('wvs_ajax_add_to_cart');
  }

  private restoreButton(): void {
    const button = this.button;
    const state = this.buttonState;
    if (!button || !state) return;
    this.buttonState = null;
    button.replaceChildren(...state.nodes);
    if (state.href === null) button.removeAttribute('href');
    else button.setAttribute('href', state.href);
    if (state.label === null) button.removeAttribute('aria-label');
    else button.setAttribute('aria-label', state.label);
    button.classList.toggle('wvs_ajax_add_to_cart', state.hadAjaxClass);
    button.classList.remove('added');
    this.removeViewCart?.();
    this.removeViewCart = null;
  }

  /** A click on the card's button with a variation chosen: woo_add_to_cart_variation without a reload. */
  private onButton(event: MouseEvent): void {
    const button = this.button;
    const variation = this.shown;
    if (!button || !variation || !this.buttonState || !button.classList.contains('wvs_ajax_add_to_cart') || !loopAjaxAddOn()) return;
    event.preventDefault();
    // Ours alone: WooCommerce's classic add-to-cart.js must not add it again.
    event.stopPropagation();
    const url = new URL(button.getAttribute('href') ?? '', button.ownerDocument.baseURI);
    const data: Record<string, FormValue> = {};
    for (const [name, value] of url.searchParams) if (name.startsWith('attribute_')) data[name] = value;
    data.quantity = button.dataset.quantity ?? '1';
    data.product_id = variation.variation_id;
    data._wpnonce = this.settings.nonce;
    this.pending += 1;
    button.classList.add('loading');
    button.classList.remove('added');
    void addToCart({ button, data, endpoint: 'woo_add_to_cart_variation' }).then((outcome) => {
      if (outcome.kind === 'leaving') return;
      this.pending -= 1;
      if (this.pending === 0) button.classList.remove('loading');
      if (outcome.kind !== 'added') return;
      button.classList.add('added');
      this.removeViewCart ??= insertViewCartLink(button);
      emit('wc_cart_button_updated', [button]);
    });
  }
}
