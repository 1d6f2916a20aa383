import { describe, expect, it } from 'vitest';
import { queryEach, selectorsOf } from './selector-list';

describe('selectorsOf', () => {
  it('splits a list at its top-level commas', () => {
    expect(selectorsOf('.a, div.b ,#c')).toEqual(['.a', 'div.b', '#c']);
  });

  it('keeps commas inside parentheses and attribute values', () => {
    expect(selectorsOf(':is(.a, :not(.b, .c)) > p, a[href*=".png, .jpg" i]:not(.x *), [data-x=\'1,2\']')).toEqual([
      ':is(.a, :not(.b, .c)) > p',
      'a[href*=".png, .jpg" i]:not(.x *)',
      "[data-x='1,2']",
    ]);
  });

  it('splits every island selector into valid selectors', async () => {
    const { catalogue } = await import('../../islands');
    for (const def of catalogue) {
      for (const selector of selectorsOf(def.selector)) expect(() => document.querySelector(selector), `${def.name}: ${selector}`).not.toThrow();
    }
  });

  it('leaves a single selector whole', () => {
    expect(selectorsOf('form.cart:not(.variations_form):not(.grouped_form)')).toEqual(['form.cart:not(.variations_form):not(.grouped_form)']);
  });
});

describe('queryEach', () => {
  it('finds what the whole list finds: each element once, in the order of the page', () => {
    document.body.innerHTML = '<p class="b" id="1"></p><div class="a b" id="2"><span class="a" id="3"></span></div><p class="b" id="4"></p>';
    const list = '.a, .b, span';
    const found = queryEach(document, selectorsOf(list)).map((el) => el.id);
    expect(found).toEqual(['1', '2', '3', '4']);
    expect(found).toEqual([...document.querySelectorAll(list)].map((el) => el.id));
    expect(queryEach(document, selectorsOf('.b')).map((el) => el.id)).toEqual(['1', '2', '4']);
  });

  it('throws on a selector that is not valid CSS, as querySelectorAll does', () => {
    document.body.innerHTML = '<p class="a"></p>';
    expect(() => queryEach(document, selectorsOf('.a, [x'))).toThrow();
  });
});
