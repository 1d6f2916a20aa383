import { describe, expect, it, vi } from 'vitest';
import { read } from './read';

/** A card's swatches as Swatches Pro prints them, with `attributes` attributes in all. */
function wrapper(attributes = 2): HTMLElement {
  document.body.innerHTML = `<div class="wvs-archive-variations-wrapper" data-product_id="201" data-threshold_max="100" data-total_children="12" data-total_attribute="${attributes}" data-product_variations="false">
<ul class="variations"><li class="woo-variation-items-wrapper"><select data-attribute_name="attribute_pa_farg"><option value="">Välj</option><option value="rost">Rost</option></select></li></ul></div>`;
  return document.querySelector('.wvs-archive-variations-wrapper')!;
}

const printPro = (options: Record<string, unknown>) => vi.stubGlobal('woo_variation_swatches_pro_options', options);

describe('archive swatches: catalog mode from the printed settings', () => {
  it('is off unless enable_catalog_mode is on (the free plugin prints none of it)', () => {
    expect(read(wrapper()).catalog).toBeNull();
    printPro({ enable_catalog_mode: '', catalog_mode_trigger: 'hover', linkable_attribute: '1' });
    expect(read(wrapper()).catalog).toBeNull();
  });

  it('reads the trigger and linkable swatches, as wp_localize_script prints them', () => {
    printPro({ enable_catalog_mode: '1', catalog_mode_behaviour: 'navigate', catalog_mode_trigger: 'hover', linkable_attribute: '1', linkable_attribute_mobile: '' });
    expect(read(wrapper()).catalog).toEqual({ hover: true, linkable: true });
    printPro({ enable_catalog_mode: true, catalog_mode_trigger: 'click', linkable_attribute: false });
    expect(read(wrapper()).catalog).toEqual({ hover: false, linkable: false });
  });

  it('on a phone, takes linkable_attribute_mobile', () => {
    printPro({ enable_catalog_mode: '1', catalog_mode_trigger: 'hover', is_mobile: '1', linkable_attribute: '1', linkable_attribute_mobile: '' });
    expect(read(wrapper()).catalog).toEqual({ hover: true, linkable: false });
  });

  it('leaves a product with a single attribute out when the shop says so', () => {
    printPro({ enable_catalog_mode: '1', catalog_mode_trigger: 'hover', disable_catalog_mode_on_single_attribute: '1' });
    expect(read(wrapper(1)).catalog).toBeNull();
    expect(read(wrapper(2)).catalog).toEqual({ hover: true, linkable: false });
  });
});
