import { afterEach, describe, expect, it } from 'vitest';
import { read } from './read';

afterEach(() => {
  document.body.innerHTML = '';
});

const TOGGLE = '<div class="rey-headerSearch rey-headerIcon js-rey-headerSearch"><button class="btn rey-headerSearch-toggle js-rey-headerSearch-toggle" aria-label="Sök"></button></div>';
const toggle = () => document.querySelector<HTMLElement>('button.js-rey-headerSearch-toggle')!;

describe('the search toggle finds its panel', () => {
  it('Rey 2.4+: #rey-searchPanel, opened the current way', () => {
    document.body.innerHTML = `${TOGGLE}<div id="rey-searchPanel" class="rey-searchPanel rey-searchForm rey-searchAjax js-rey-ajaxSearch --hidden" data-style="wide"><form><input type="search" name="s"></form></div><div class="rey-searchPanel-wideOverlay rey-overlay --no-js-close"></div>`;
    const props = read(toggle());
    expect(props.panel.id).toBe('rey-searchPanel');
    expect(props.style).toBe('wide');
    expect(props.legacy).toBe(false);
    expect(props.overlay).not.toBeNull();
    expect(props.input?.name).toBe('s');
  });

  it('older Rey: the panel printed without an id, found by its classes, with its own close button', () => {
    document.body.innerHTML = `${TOGGLE}<div class="rey-searchForm rey-headerSearch--inline js-rey-ajaxSearch"><form><input type="search" name="s"></form></div>
<div class="rey-searchPanel rey-searchForm rey-searchAjax js-rey-ajaxSearch" data-style="side"><button class="btn rey-searchPanel-close js-rey-searchPanel-close" aria-label="Stäng"></button><div class="rey-searchPanel-inner"><form role="search"><input type="search" name="s"></form></div></div>`;
    const props = read(toggle());
    expect(props.panel.classList.contains('rey-searchPanel')).toBe(true);
    expect(props.style).toBe('side');
    expect(props.legacy).toBe(true);
    expect(props.closeButton?.classList.contains('js-rey-searchPanel-close')).toBe(true);
  });

  it("the panel the toggle's aria-controls names", () => {
    document.body.innerHTML = `${TOGGLE}<div class="rey-searchPanel rey-searchForm" data-style="wide" id="sok-1"></div><div id="sok-2" class="rey-searchPanel rey-searchForm js-rey-ajaxSearch" data-style="side"></div>`;
    toggle().setAttribute('aria-controls', 'sok-1');
    expect(read(toggle()).panel.id).toBe('sok-1');
  });

  it('no panel on the page is bad markup', () => {
    document.body.innerHTML = TOGGLE;
    expect(() => read(toggle())).toThrow(/search panel/);
  });
});
