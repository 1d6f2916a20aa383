import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Variation } from '../../src/variations/types';

// The add itself (wc-ajax add_to_cart) is the loop button's, tested with it and end to end.
const added: Array<Record<string, string>> = [];
vi.mock('../../src/cart/loop/add', () => ({
  addFromLoopButton: async (button: HTMLElement) => {
    added.push({ ...button.dataset } as Record<string, string>);
  },
}));
const { ReyCardController } = await import('./controller');
const { read } = await import('./read');
const { showPrintedChoice } = await import('./preselected');

const image = (name: string) => ({ thumb_src: `/img/${name}-300.svg`, thumb_src_w: 300, thumb_src_h: 300, src: `/img/${name}-600.svg`, alt: name, title: name, caption: '' });
const v = (id: number, farg: string, storlek: string, fields: Partial<Variation> = {}): Variation => ({
  variation_id: id,
  attributes: { attribute_pa_farg: farg, attribute_pa_storlek: storlek },
  is_in_stock: true,
  is_purchasable: true,
  variation_is_active: true,
  variation_is_visible: true,
  price_html: `<span class="price"><span class="amount">${id % 100} kr</span></span>`,
  image: image(`${farg}-${storlek}`),
  ...fields,
});

const VARIATIONS: Variation[] = [
  v(20101, 'natur', 's'),
  v(20102, 'natur', 'm', { is_in_stock: false }),
  v(20109, 'rost', 's'),
  v(20110, 'rost', 'm', { variation_is_active: false }),
];

const options = (values: string[]) => values.map((value) => `<option value="${value}">${value}</option>`).join('');
const items = (attribute: string, values: string[]) => values.map((value) => `<div class="rey-swatchList-item --type-button rey-swatchList-item--regular" data-term-slug="${value}" data-attribute-name="${attribute}" aria-label="${value}" role="radio" aria-checked="false"><span class="rey-swatchList-itemContent">${value}</span></div>`).join('');
const field = (attribute: string, values: string[]) => `<select id="pa_${attribute}201" name="attribute_pa_${attribute}" data-attribute_name="attribute_pa_${attribute}" data-show_option_none="yes" style="display:none"><option value="">Välj ett alternativ</option>${options(values)}</select><div class="rey-swatchList --type-button --disabled-dim --deselection-clear" data-attribute_name="attribute_pa_${attribute}" aria-label="${attribute}">${items(`pa_${attribute}`, values)}</div>`;

// A product card with Rey's catalogue form, written from Rey's facts (every attribute on the card).
function card(wrapper = '--all-attr'): HTMLFormElement {
  const json = JSON.stringify(VARIATIONS).replace(/"/g, '&quot;');
  document.body.innerHTML = `<ul class="products"><li class="product type-product post-201 product-type-variable rey-swatches --extraImg-second">
<div class="rey-productThumbnail"><a href="/produkt/forklade-i-linne/" class="woocommerce-LoopProduct-link woocommerce-loop-product__link"><img class="rey-thumbImg img--1" src="/img/forklade-300.svg" srcset="/img/forklade-300.svg 300w, /img/forklade-600.svg 600w" sizes="300px" width="300" height="300" alt="Förkläde i linne"><img class="rey-productThumbnail__second" src="/img/forklade-2.svg" alt=""></a></div>
<h2 class="woocommerce-loop-product__title"><a href="/produkt/forklade-i-linne/" class="woocommerce-loop-product__link">Förkläde i linne</a></h2>
<span class="price"><span class="amount">349 kr</span> – <span class="amount">429 kr</span></span>
<div class="rey-productVariations2 ${wrapper}" data-attribute="all_attributes" data-position="after"><form class="variations_form cart --catalog" action="/produkt/forklade-i-linne/" method="post" enctype="multipart/form-data" data-product_id="201" data-product_variations="${json}" data-atc-text="Lägg i varukorgen"><div class="variations">${field('farg', ['natur', 'rost'])}${field('storlek', ['s', 'm'])}</div></form></div>
<div class="rey-loopQty"><a href="/produkt/forklade-i-linne/" data-quantity="1" class="button product_type_variable add_to_cart_button" data-product_id="201" aria-label="Välj alternativ för ”Förkläde i linne”" rel="nofollow"><span class="__text">Välj alternativ</span></a></div>
</li></ul>`;
  return document.querySelector('form')!;
}

const $ = <E extends Element = HTMLElement>(selector: string) => document.querySelector<E>(selector)!;
const swatch = (slug: string) => $(`[data-term-slug="${slug}"]`);
const button = () => $<HTMLAnchorElement>('.add_to_cart_button');
const thumb = () => $<HTMLImageElement>('img.rey-thumbImg');

function start(wrapper?: string) {
  const form = card(wrapper);
  const controller = new ReyCardController(form, read(form));
  controller.start();
  return { form, controller };
}

afterEach(() => {
  document.body.innerHTML = '';
  added.length = 0;
});

describe("Rey's card swatches", () => {
  it('a swatch sets the hidden select, marks itself and shows the first variation that fits on the card', () => {
    start();
    swatch('rost').click();
    expect($<HTMLSelectElement>('select[name="attribute_pa_farg"]').value).toBe('rost');
    expect(swatch('rost').classList.contains('--selected')).toBe(true);
    expect(swatch('rost').getAttribute('aria-checked')).toBe('true');
    expect(swatch('natur').classList.contains('--selected')).toBe(false);
    expect(thumb().getAttribute('src')).toBe('/img/rost-s-300.svg');
    expect(thumb().hasAttribute('srcset')).toBe(false);
    expect(thumb().getAttribute('alt')).toBe('rost-s');
    // The hover image would show the product again while a variation shows.
    expect(document.querySelector('.rey-productThumbnail__second')).toBeNull();
    expect($('li.product').classList.contains('--extraImg-second')).toBe(false);
    expect($('.price').textContent).toBe('9 kr');
    expect($('.woocommerce-LoopProduct-link').getAttribute('href')).toBe('/produkt/forklade-i-linne/?attribute_pa_farg=rost');
    // Not complete: the button still leads to the product page.
    expect(button().classList.contains('ajax_add_to_cart')).toBe(false);
    expect(button().getAttribute('href')).toBe('/produkt/forklade-i-linne/?attribute_pa_farg=rost');
  });

  it('greys out what cannot combine with the choice', () => {
    start();
    swatch('rost').click();
    expect(swatch('m').classList.contains('--disabled')).toBe(true);
    expect(swatch('m').getAttribute('aria-disabled')).toBe('true');
    expect($<HTMLSelectElement>('select[name="attribute_pa_storlek"]').querySelector<HTMLOptionElement>('option[value="m"]')!.disabled).toBe(true);
    swatch('m').click();
    expect($<HTMLSelectElement>('select[name="attribute_pa_storlek"]').value).toBe('');
    expect(swatch('s').classList.contains('--disabled')).toBe(false);
  });

  it("a complete choice turns the card's button into the add of that variation, as Rey's catalogue does", () => {
    const { form } = start();
    const found: unknown[] = [];
    form.addEventListener('found_variation', (event) => found.push((event as CustomEvent).detail));
    swatch('rost').click();
    swatch('s').click();
    expect(found).toHaveLength(1);
    const btn = button();
    expect(btn.classList.contains('ajax_add_to_cart')).toBe(true);
    expect(btn.getAttribute('data-product_id')).toBe('20109');
    expect(btn.getAttribute('data-variation_id')).toBe('20109');
    expect(btn.getAttribute('data-attribute_pa_farg')).toBe('rost');
    expect(btn.getAttribute('data-attribute_pa_storlek')).toBe('s');
    expect(btn.getAttribute('aria-label')).toBe('Lägg i varukorgen');
    expect(btn.querySelector('.__text')!.textContent).toBe('Lägg i varukorgen');
    expect($('.rey-loopQty').classList.contains('--visible')).toBe(true);

    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    btn.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(added).toEqual([expect.objectContaining({ product_id: '20109', variation_id: '20109', attribute_pa_farg: 'rost', attribute_pa_storlek: 's', quantity: '1' })]);
  });

  it('an out-of-stock variation shows on the card but the button stays the link to the product page', () => {
    start();
    swatch('natur').click();
    swatch('m').click();
    expect(thumb().getAttribute('src')).toBe('/img/natur-m-300.svg');
    expect(button().classList.contains('ajax_add_to_cart')).toBe(false);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button().dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(added).toEqual([]);
  });

  it('a reset puts the card back as printed', () => {
    const { form } = start();
    swatch('rost').click();
    swatch('s').click();
    form.dispatchEvent(new CustomEvent('reset_data', { bubbles: true }));
    expect($<HTMLSelectElement>('select[name="attribute_pa_farg"]').value).toBe('');
    expect(swatch('rost').classList.contains('--selected')).toBe(false);
    expect(thumb().getAttribute('src')).toBe('/img/forklade-300.svg');
    expect(thumb().getAttribute('srcset')).toContain('600w');
    expect(document.querySelector('.rey-productThumbnail__second')).not.toBeNull();
    expect($('li.product').classList.contains('--extraImg-second')).toBe(true);
    expect($('.price').textContent).toBe('349 kr – 429 kr');
    expect($('.woocommerce-LoopProduct-link').getAttribute('href')).toBe('/produkt/forklade-i-linne/');
    const btn = button();
    expect(btn.classList.contains('ajax_add_to_cart')).toBe(false);
    expect(btn.getAttribute('data-product_id')).toBe('201');
    expect(btn.hasAttribute('data-variation_id')).toBe(false);
    expect(btn.querySelector('.__text')!.textContent).toBe('Välj alternativ');
    expect($('.rey-loopQty').classList.contains('--visible')).toBe(false);
  });

  it("one attribute on the card: the price stays unless the theme says so, and the button is never armed", () => {
    start('--single-attr');
    swatch('rost').click();
    swatch('s').click();
    expect(thumb().getAttribute('src')).toBe('/img/rost-s-300.svg');
    expect($('.price').textContent).toBe('349 kr – 429 kr');
    expect(button().classList.contains('ajax_add_to_cart')).toBe(false);
  });

  it('unmounting restores the card, the swatches and the options', () => {
    const { controller } = start();
    swatch('rost').click();
    swatch('s').click();
    controller.destroy();
    expect(thumb().getAttribute('src')).toBe('/img/forklade-300.svg');
    expect(swatch('rost').classList.contains('--selected')).toBe(false);
    expect(swatch('m').classList.contains('--disabled')).toBe(false);
    expect($<HTMLSelectElement>('select[name="attribute_pa_storlek"]').querySelector<HTMLOptionElement>('option[value="m"]')!.disabled).toBe(false);
    expect(button().classList.contains('ajax_add_to_cart')).toBe(false);
    expect($('form').classList.contains('--init')).toBe(false);
  });

  it("a slideshow card (--extraImg-slideshow) shows the variation's image in the slideshow's place, and the slideshow again after", () => {
    const form = card();
    const li = $('li.product');
    li.classList.replace('--extraImg-second', '--extraImg-slideshow');
    const slides = ['forklade', 'forklade-2', 'forklade-3'].map((name) => `<a href="/produkt/forklade-i-linne/" class="splide__slide"><img class="rey-productThumbnail-extra" src="/img/${name}.svg" width="300" height="300" alt=""></a>`).join('');
    $('.rey-productThumbnail').innerHTML = `<div class="splide --slide-hover"><div class="splide__track"><div class="rey-productSlideshow splide__list">${slides}</div></div></div>`;
    const controller = new ReyCardController(form, read(form));
    controller.start();
    expect(document.querySelector('.varImage')).toBeNull();

    swatch('rost').click();
    const link = $<HTMLAnchorElement>('.rey-productThumbnail > a.varImage');
    expect(link.classList.contains('--var-hidden')).toBe(false);
    expect($('.splide').classList.contains('--var-hidden')).toBe(true);
    expect(link.querySelector('img')!.getAttribute('src')).toBe('/img/rost-s-300.svg');
    expect(link.querySelector('img')!.classList.contains('rey-thumbImg')).toBe(true);
    expect(link.getAttribute('href')).toBe('/produkt/forklade-i-linne/?attribute_pa_farg=rost');
    // The slides themselves are left as printed.
    expect([...document.querySelectorAll('.splide__slide img')].map((img) => img.getAttribute('src'))).toEqual(['/img/forklade.svg', '/img/forklade-2.svg', '/img/forklade-3.svg']);

    form.dispatchEvent(new CustomEvent('reset_data', { bubbles: true }));
    expect(link.classList.contains('--var-hidden')).toBe(true);
    expect($('.splide').classList.contains('--var-hidden')).toBe(false);
    expect(link.getAttribute('href')).toBe('/produkt/forklade-i-linne/');

    swatch('natur').click();
    expect(document.querySelectorAll('a.varImage')).toHaveLength(1);
    expect(link.querySelector('img')!.getAttribute('src')).toBe('/img/natur-s-300.svg');
    controller.destroy();
    expect(document.querySelector('.varImage')).toBeNull();
    expect($('.splide').classList.contains('--var-hidden')).toBe(false);
  });

  it('a card printed with a choice shows it at load (without the island), and the island carries on from there', () => {
    const form = card();
    for (const [name, value] of [['attribute_pa_farg', 'rost'], ['attribute_pa_storlek', 's']] as const) {
      form.querySelector<HTMLOptionElement>(`select[name="${name}"] option[value="${value}"]`)!.setAttribute('selected', 'selected');
      form.querySelector<HTMLSelectElement>(`select[name="${name}"]`)!.value = value;
    }
    showPrintedChoice(form);
    expect(thumb().getAttribute('src')).toBe('/img/rost-s-300.svg');
    expect($('.price').textContent).toBe('9 kr');
    // The add is the island's: the button waits for it.
    expect(button().classList.contains('ajax_add_to_cart')).toBe(false);

    const controller = new ReyCardController(form, read(form));
    controller.start();
    expect(thumb().getAttribute('src')).toBe('/img/rost-s-300.svg');
    expect(button().getAttribute('data-variation_id')).toBe('20109');
    controller.destroy();
    // Given back as the server printed it.
    expect(thumb().getAttribute('src')).toBe('/img/forklade-300.svg');
    expect($('.price').textContent).toBe('349 kr – 429 kr');
  });

  it('a printed choice that cannot be had is resolved as the island will resolve it', () => {
    const form = card();
    form.querySelector<HTMLSelectElement>('select[name="attribute_pa_farg"]')!.value = 'rost';
    form.querySelector<HTMLSelectElement>('select[name="attribute_pa_storlek"]')!.value = 'm';
    showPrintedChoice(form);
    // Rost M is inactive: WooCommerce clears in select order, so M alone stays, and its first variation shows.
    expect(thumb().getAttribute('src')).toBe('/img/natur-m-300.svg');
    expect(button().classList.contains('ajax_add_to_cart')).toBe(false);
  });
});
