import { describe, expect, it } from 'vitest';
import { read as readBlocks } from '../product-blocks/read';
import { read as readVotes } from '../review-votes/read';
import { read } from './read';

describe('Rey ajax reviews markup', () => {
  it('reads the product and page count from the load-more button', () => {
    document.body.innerHTML = `<div id="reviews" class="--ajax"><ul class="rey-reviewSort"><li class="--active" data-key="newest"></li><li data-key="lowest"></li></ul><ol class="commentlist"><li class="__loader"></li></ol>
      <button class="rey-ajaxRatings-btn" data-config='{"qid":101,"total":3}'><span class="__count" data-total="3" data-current="1"></span></button></div>`;
    const props = read(document.getElementById('reviews')!);
    expect(props).toMatchObject({ productId: '101', total: 3 });
    expect(props.sortItems.map((li) => li.dataset.key)).toEqual(['newest', 'lowest']);
    expect(props.count?.dataset.total).toBe('3');
  });

  it('refuses broken data-config', () => {
    document.body.innerHTML = `<div id="reviews" class="--ajax"><ol class="commentlist"></ol><button class="rey-ajaxRatings-btn" data-config="{qid:"></button></div>`;
    expect(() => read(document.getElementById('reviews')!)).toThrow(/not JSON/);
  });
});

describe('vote and lazy block markup', () => {
  it('needs a numeric review id and a nonce for votes', () => {
    document.body.innerHTML = '<div class="review-helpful" data-review_id="12" data-nonce="abc"><button data-type="up"></button><button data-type="down"></button></div><div class="review-helpful" data-review_id="x"></div>';
    const [good, bad] = document.querySelectorAll<HTMLElement>('.review-helpful');
    expect(readVotes(good!)).toMatchObject({ reviewId: '12', nonce: 'abc' });
    expect(readVotes(good!).buttons).toHaveLength(2);
    expect(() => readVotes(bad!)).toThrow(/not a review id/);
  });

  it('maps a placeholder to its Rey action and needs body[data-id]', () => {
    document.body.dataset.id = '101';
    document.body.innerHTML = '<div class="__placeholder-wrapper upsells products"></div><div class="__placeholder-wrapper related products"></div>';
    const [upsells, related] = document.querySelectorAll<HTMLElement>('.__placeholder-wrapper');
    expect(readBlocks(upsells!)).toEqual({ action: 'upsells_products', productId: '101' });
    expect(readBlocks(related!)).toEqual({ action: 'related_products', productId: '101' });
    document.body.dataset.id = '0';
    expect(() => readBlocks(related!)).toThrow(/not a product id/);
  });
});
