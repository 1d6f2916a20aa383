import { describe, expect, it } from 'vitest';
import { BadMarkup } from '../../src/runtime/bad-markup';
import { read } from './read';

const WIDGET = `<div class="rey-elWishlist rey-headerIcon rey-header-dropPanel" data-droppanel='{"mobileStretch":true}'>
<button class="btn rey-headerIcon-btn rey-header-dropPanel-btn">♥</button>
<div class="rey-header-dropPanel-content" data-lazy-hidden><div class="rey-wishlistPanel-container" data-type="grid"><div class="rey-elWishlist-panel rey-wishlistPanel"></div></div></div>
</div>`;

describe("the header-wishlist widget's markup", () => {
  it('reads the button, the drop panel and the list container; hover mode inside .--dp-hover', () => {
    document.body.innerHTML = WIDGET;
    const host = document.querySelector<HTMLElement>('.rey-elWishlist')!;
    const props = read(host);
    expect(props.button.tagName).toBe('BUTTON');
    expect(props.container.dataset.type).toBe('grid');
    expect(props.hover).toBe(false);
    expect(props.legacy).toBe(false);
    document.body.innerHTML = `<div class="--dp-hover">${WIDGET}</div>`;
    expect(read(document.querySelector<HTMLElement>('.rey-elWishlist')!).hover).toBe(true);
  });

  it("knows Rey 2.1's widget by its container's layout class", () => {
    document.body.innerHTML = WIDGET.replace('data-type="grid"', 'data-x=""').replace('rey-wishlistPanel-container', 'rey-wishlistPanel-container --prod-grid');
    expect(read(document.querySelector<HTMLElement>('.rey-elWishlist')!).legacy).toBe(true);
  });

  it('refuses a widget without the list container', () => {
    document.body.innerHTML = WIDGET.replace('rey-elWishlist-panel rey-wishlistPanel', 'rey-elWishlist-panel');
    expect(() => read(document.querySelector<HTMLElement>('.rey-elWishlist')!)).toThrow(BadMarkup);
  });
});
