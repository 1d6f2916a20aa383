import { describe, expect, it } from 'vitest';
import { BadMarkup } from '../../src/runtime/bad-markup';
import { parseConfig, read } from './read';

describe("Rey's load-more config", () => {
  it('reads the raw JSON Rey prints in data-config', () => {
    const config = parseConfig('{"element_id":"b41d2e0","skin":"default","qid":540,"options":{"prevent_ba_content":"yes"},"offset":4,"limit":4,"max":12}');
    expect(config).toEqual({ element_id: 'b41d2e0', skin: 'default', qid: 540, options: { prevent_ba_content: 'yes' }, offset: 4, limit: 4, max: 12 });
  });

  it('refuses config it cannot page with', () => {
    expect(() => parseConfig('{"element_id":"x"')).toThrow(BadMarkup);
    expect(() => parseConfig('{"element_id":"x","offset":4,"limit":0,"max":12}')).toThrow(BadMarkup);
    expect(() => parseConfig('{"offset":4,"limit":4,"max":12}')).toThrow(BadMarkup);
    expect(() => parseConfig(null)).toThrow(BadMarkup);
  });

  it("finds the grid's product list", () => {
    document.body.innerHTML = `<div class="reyEl-productGrid"><ul class="products"></ul><div class="rey-pg-loadmoreWrapper"><button class='btn rey-pg-loadmore' data-config='{"element_id":"b41d2e0","offset":4,"limit":4,"max":12}'></button></div></div>`;
    expect(read(document.querySelector('button')!).list).toBe(document.querySelector('ul.products'));
    document.body.innerHTML = `<button class='rey-pg-loadmore' data-config='{"element_id":"b","offset":4,"limit":4,"max":12}'></button>`;
    expect(() => read(document.querySelector('button')!)).toThrow(BadMarkup);
  });
});
