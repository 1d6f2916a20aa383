import { afterEach, describe, expect, it } from 'vitest';
import { ReySwatchLists, bindReySwatches, hasReySwatches } from './rey-swatches';

afterEach(() => {
  document.body.innerHTML = '';
});

// Rey's markup (rey-core's swatch list after WooCommerce's hidden select), written from its facts.
function form(deselection = 'clear'): HTMLFormElement {
  document.body.innerHTML = `<form class="variations_form"><div class="variations">
<select id="pa_farg201" name="attribute_pa_farg" data-attribute_name="attribute_pa_farg" data-show_option_none="yes" style="display:none"><option value="">Välj ett alternativ</option><option value="natur">Natur</option><option value="rost">Rost</option></select>
<div class="rey-swatchList --type-color --disabled-dim --deselection-${deselection}" data-attribute_name="attribute_pa_farg" aria-label="Färg">
<div class="rey-swatchList-item --type-color rey-swatchList-item--regular" title="Natur" data-term-id="11" data-term-slug="natur" data-attribute-name="pa_farg" aria-label="Natur" role="radio" aria-checked="false"><span class="rey-swatchList-itemContent"></span></div>
<div class="rey-swatchList-item --type-color rey-swatchList-item--regular" title="Rost" data-term-id="12" data-term-slug="rost" data-attribute-name="pa_farg" aria-label="Rost" role="radio" aria-checked="false"><span class="rey-swatchList-itemContent"></span></div>
</div></div></form>`;
  return document.querySelector('form')!;
}

const item = (slug: string) => document.querySelector<HTMLElement>(`[data-term-slug="${slug}"]`)!;
const select = () => document.querySelector('select')!;

function bind(root: HTMLFormElement, redirect?: (item: HTMLElement) => boolean): { changes: string[]; off: () => void } {
  const changes: string[] = [];
  select().addEventListener('change', () => changes.push(select().value));
  const off = bindReySwatches(root, { selectFor: (name) => (name === 'attribute_pa_farg' ? select() : null), redirect });
  return { changes, off };
}

describe("Rey's swatch lists", () => {
  it("mark the chosen swatch (Rey's --selected, aria-checked) and the unavailable ones, and put everything back", () => {
    const root = form();
    expect(hasReySwatches(root)).toBe(true);
    const lists = new ReySwatchLists(root, ['attribute_pa_farg']);
    lists.render((a, value) => ({ selected: value === 'rost', disabled: value === 'natur' }));
    expect(item('rost').classList.contains('--selected')).toBe(true);
    expect(item('rost').getAttribute('aria-checked')).toBe('true');
    expect(item('rost').getAttribute('tabindex')).toBe('0');
    expect(item('natur').classList.contains('--disabled')).toBe(true);
    expect(item('natur').getAttribute('aria-disabled')).toBe('true');
    expect(item('natur').getAttribute('tabindex')).toBe('-1');
    expect(document.querySelector('.rey-swatchList')!.getAttribute('role')).toBe('radiogroup');
    lists.restore();
    expect(item('rost').className).toBe('rey-swatchList-item --type-color rey-swatchList-item--regular');
    expect(item('rost').getAttribute('aria-checked')).toBe('false');
    expect(item('natur').hasAttribute('aria-disabled')).toBe(false);
    expect(item('natur').hasAttribute('tabindex')).toBe(false);
    expect(document.querySelector('.rey-swatchList')!.hasAttribute('role')).toBe(false);
  });

  it('a click sets the hidden select and fires its change; a disabled swatch does nothing', () => {
    const root = form();
    const { changes } = bind(root);
    item('rost').click();
    expect(select().value).toBe('rost');
    expect(changes).toEqual(['rost']);
    item('natur').classList.add('--disabled');
    item('natur').click();
    expect(select().value).toBe('rost');
    expect(changes).toEqual(['rost']);
  });

  it('a chosen swatch clicked again stays chosen in a --deselection-clear list and is cleared in others', () => {
    let root = form('clear');
    let bound = bind(root);
    item('rost').click();
    item('rost').classList.add('--selected');
    item('rost').click();
    expect(select().value).toBe('rost');
    bound.off();

    root = form('toggle');
    bound = bind(root);
    item('rost').click();
    item('rost').classList.add('--selected');
    item('rost').click();
    expect(select().value).toBe('');
    expect(bound.changes).toEqual(['rost', '']);
  });

  it('Enter and Space choose the focused swatch', () => {
    const root = form();
    bind(root);
    item('natur').dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(select().value).toBe('natur');
    item('rost').dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true }));
    expect(select().value).toBe('rost');
  });

  it('a list that sends the shopper elsewhere leaves the select alone', () => {
    const root = form();
    const sent: string[] = [];
    bind(root, (el) => {
      sent.push(el.dataset.termSlug!);
      return true;
    });
    item('rost').click();
    expect(sent).toEqual(['rost']);
    expect(select().value).toBe('');
  });
});
