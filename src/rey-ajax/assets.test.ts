import { afterEach, describe, expect, it } from 'vitest';
import { assetsForAnswer, loadAssets } from './assets';

const added = () => [...document.querySelectorAll('[data-wi-asset]')] as Array<HTMLLinkElement | HTMLScriptElement>;
/** The browser's answer for every file we asked for. */
const loadAll = () => added().forEach((el) => el.dispatchEvent(new Event('load')));

afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
  delete (window as any).reyParams;
});

describe('loadAssets', () => {
  it('adds each stylesheet and script once and resolves when the stylesheets have loaded', async () => {
    let done = false;
    const assets = { styles: { 'rey-grid': '/wp-content/grid.css' }, scripts: { 'rey-grid': '/wp-content/grid.js' } };
    const first = loadAssets(assets).then(() => { done = true; });
    const second = loadAssets(assets);
    await Promise.resolve();
    expect(done).toBe(false);
    expect(document.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(1);
    expect(document.querySelectorAll('script[src]')).toHaveLength(1);
    expect(document.getElementById('rey-grid-css')).toBeInstanceOf(HTMLLinkElement);
    document.getElementById('rey-grid-js')!.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(done).toBe(false);
    loadAll();
    await Promise.all([first, second]);
    expect(done).toBe(true);
    await loadAssets(assets);
    expect(added()).toHaveLength(2);
  });

  it('leaves out what the page already has, by URL or by the handle WordPress printed', async () => {
    document.head.innerHTML = '<link rel="stylesheet" id="rey-search-css" href="/wp-content/search.min.css?ver=3.1.3"><link rel="stylesheet" href="/wp-content/other.css">';
    document.body.innerHTML = '<script src="/wp-content/search.js"></script>';
    await loadAssets({
      styles: { 'rey-search': '/wp-content/search.css', x: '/wp-content/other.css' },
      scripts: ['/wp-content/search.js'],
    });
    expect(added()).toHaveLength(0);
  });

  it('ignores what is not an http(s) URL, and assets that are no map', async () => {
    await loadAssets({ styles: { a: 'javascript:alert(1)', b: 42 }, scripts: { c: 'data:text/javascript,alert(1)' } });
    await loadAssets('/x.css');
    await loadAssets([{ styles: ['/y.css'] }]);
    expect(added()).toHaveLength(0);
  });
});

describe('assetsForAnswer', () => {
  it("loads the lazy_assets set whose selector the answer's HTML holds, and only that one", async () => {
    (window as any).reyParams = {
      lazy_assets: {
        '.rey-productSlideshow': { styles: { 'rey-slideshow': '/slideshow.css' }, scripts: {} },
        '.rey-quickview': { styles: { 'rey-quickview': '/quickview.css' } },
      },
    };
    const waiting = assetsForAnswer(undefined, '<ul class="products"><li><div class="rey-productSlideshow"></div></li></ul>');
    await Promise.resolve();
    expect(added().map((el) => new URL((el as HTMLLinkElement).href).pathname)).toEqual(['/slideshow.css']);
    loadAll();
    await waiting;
  });

  it('puts the HTML in even when a file fails', async () => {
    const waiting = assetsForAnswer({ styles: { broken: '/broken.css' } }, '<p>x</p>');
    await Promise.resolve();
    added().forEach((el) => el.dispatchEvent(new Event('error')));
    await expect(waiting).resolves.toBeUndefined();
    expect(added()[0]!.getAttribute('data-wi-asset')).toBe('failed');
  });
});
