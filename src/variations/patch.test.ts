import { afterEach, describe, expect, it } from 'vitest';
import { showChildren, writeText } from './patch';

afterEach(() => {
  document.body.innerHTML = '';
});

function fragment(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

const shown = (price: string, stock: string, stockClass = 'in-stock') =>
  `<div class="woocommerce-variation-price"><span class="price"><bdi>${price}&nbsp;kr</bdi></span></div>` +
  `<div class="woocommerce-variation-availability"><p class="stock ${stockClass}">${stock}</p></div>`;

describe('showChildren', () => {
  it('writes another variation of the same shape into the nodes already shown, touching only what differs', () => {
    document.body.innerHTML = `<div class="single_variation">${shown('1 200', '5 i lager')}</div>`;
    const single = document.querySelector('.single_variation')!;
    const price = single.querySelector('bdi')!;
    const stock = single.querySelector('p.stock')!;
    const records: MutationRecord[] = [];
    const observer = new MutationObserver((list) => records.push(...list));
    observer.observe(single, { subtree: true, childList: true, attributes: true, characterData: true });

    showChildren(single, fragment(shown('1 450', 'Slut i lager', 'out-of-stock')));
    records.push(...observer.takeRecords());
    observer.disconnect();

    expect(single.innerHTML).toBe(shown('1 450', 'Slut i lager', 'out-of-stock'));
    // The same elements, now showing the other variation.
    expect(single.querySelector('bdi')).toBe(price);
    expect(single.querySelector('p.stock')).toBe(stock);
    expect(records.map((r) => r.type).sort()).toEqual(['attributes', 'characterData', 'characterData']);
  });

  it('replaces the children when the shape differs: other elements, counts or attribute names', () => {
    document.body.innerHTML = `<div class="single_variation">${shown('1 200', '5 i lager')}</div>`;
    const single = document.querySelector('.single_variation')!;
    const before = single.querySelector('bdi');

    showChildren(single, fragment(`<div class="woocommerce-variation-description"><p>Oljad ek.</p></div>${shown('1 200', '5 i lager')}`));
    expect(single.querySelector('.woocommerce-variation-description')!.textContent).toBe('Oljad ek.');
    expect(single.querySelector('bdi')).not.toBe(before);

    // An element another script (or the island runtime) marked is not reused.
    const stock = single.querySelector('p.stock')!;
    stock.setAttribute('data-wi-tooltip', 'mounted');
    const markup = `<div class="woocommerce-variation-description"><p>Oljad ek.</p></div>${shown('1 300', '5 i lager')}`;
    showChildren(single, fragment(markup));
    expect(single.innerHTML).toBe(markup);
    expect(single.querySelector('p.stock')).not.toBe(stock);
  });

  it('leaves the source as it was, so it can be shown again', () => {
    document.body.innerHTML = '<div class="single_variation"></div><div class="other"></div>';
    const source = fragment(shown('990', '2 i lager'));
    showChildren(document.querySelector('.single_variation')!, source);
    showChildren(document.querySelector('.other')!, source);
    expect(source.childNodes).toHaveLength(2);
    expect(document.querySelector('.other')!.innerHTML).toBe(shown('990', '2 i lager'));
  });

  it('moves a spare source in instead of copying it, and says so; one written in place stays', () => {
    document.body.innerHTML = '<div class="single_variation"></div>';
    const single = document.querySelector('.single_variation')!;
    const spare = fragment(shown('990', '2 i lager'));
    const bdi = spare.querySelector('bdi');
    expect(showChildren(single, spare, true)).toBe(true);
    expect(single.querySelector('bdi')).toBe(bdi);
    expect(spare.childNodes).toHaveLength(0);

    const same = fragment(shown('1 090', '1 i lager'));
    expect(showChildren(single, same, true)).toBe(false);
    expect(single.innerHTML).toBe(shown('1 090', '1 i lager'));
    expect(single.querySelector('bdi')).toBe(bdi);
    expect(same.childNodes).toHaveLength(2);
  });
});

describe('writeText', () => {
  it('changes a lone text node in place and replaces mixed content', () => {
    document.body.innerHTML = '<span class="sku">KH-201</span><span class="weight"><b>1</b> kg</span>';
    const sku = document.querySelector('.sku')!;
    const node = sku.firstChild;
    writeText(sku, 'KH-201-A');
    expect(sku.textContent).toBe('KH-201-A');
    expect(sku.firstChild).toBe(node);
    const weight = document.querySelector('.weight')!;
    writeText(weight, '2 kg');
    expect(weight.innerHTML).toBe('2 kg');
  });
});
