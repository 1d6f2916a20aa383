import { describe, expect, it } from 'vitest';
import { read } from './read';

function area(attributes: string): HTMLElement {
  document.body.innerHTML = `<div class="cmplz-consent-area cmplz-placeholder" ${attributes}><p>Godkänn för att visa.</p></div>`;
  return document.querySelector('.cmplz-consent-area')!;
}

describe('consent area: what Complianz prints for the block', () => {
  it('reads the post, block, category and service', () => {
    expect(read(area('data-post_id="812" data-block_id="insta-flode" data-category="statistics" data-service="instagram"'))).toEqual({
      postId: '812', blockId: 'insta-flode', category: 'statistics', service: 'instagram',
    });
  });

  it('takes marketing for a category Complianz does not know, as it does', () => {
    expect(read(area('data-post_id="812" data-block_id="default" data-category="other" data-service="general"')).category).toBe('marketing');
  });

  it('refuses ids its REST route would not take, so no request is built from them', () => {
    expect(() => read(area('data-post_id="8a" data-block_id="x"'))).toThrow(/data-post_id/);
    expect(() => read(area('data-post_id="812" data-block_id="../banner"'))).toThrow(/data-block_id/);
    expect(() => read(area('data-block_id="x"'))).toThrow(/data-post_id/);
  });
});
