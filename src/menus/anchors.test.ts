import { describe, expect, it } from 'vitest';
import { anchorTarget, scrollTopFor, SCROLL_TO_OFFSET } from './anchors';

function link(href: string): HTMLAnchorElement {
  const a = document.createElement('a');
  a.setAttribute('href', href);
  document.body.append(a);
  return a;
}

describe('menu anchors', () => {
  it('point at an element of the page they are on', () => {
    history.replaceState(null, '', '/kokguide/?utm=x');
    document.body.innerHTML = '<section id="knivar"></section><section id="övrigt"></section>';
    expect(anchorTarget(link('/kokguide/#knivar'))?.id).toBe('knivar');
    expect(anchorTarget(link('#knivar'))?.id).toBe('knivar');
  });

  it('take only a simple identifier as their target', () => {
    history.replaceState(null, '', '/kokguide/');
    document.body.innerHTML = '<section id="övrigt"></section><section id="1a"></section><section id="a.b"></section><section id="tab-reviews_2"></section>';
    expect(anchorTarget(link('/kokguide/#%C3%B6vrigt'))).toBeNull();
    expect(anchorTarget(link('#1a'))).toBeNull();
    expect(anchorTarget(link('#a.b'))).toBeNull();
    expect(anchorTarget(link('#tab-reviews_2'))?.id).toBe('tab-reviews_2');
  });

  it('leave links to other pages, missing sections and bare hashes to the browser', () => {
    history.replaceState(null, '', '/kokguide/');
    document.body.innerHTML = '<section id="knivar"></section>';
    expect(anchorTarget(link('/#knivar'))).toBeNull();
    expect(anchorTarget(link('https://annan.example/kokguide/#knivar'))).toBeNull();
    expect(anchorTarget(link('/kokguide/#saknas'))).toBeNull();
    expect(anchorTarget(link('/kokguide/#'))).toBeNull();
    expect(anchorTarget(link('/kokguide/#%E0%A4%A'))).toBeNull();
  });

  it("stop the theme's 50 px above their section", () => {
    expect(SCROLL_TO_OFFSET).toBe(50);
    const section = document.createElement('section');
    section.getBoundingClientRect = () => ({ top: 900 } as DOMRect);
    expect(scrollTopFor(section)).toBe(900 + window.scrollY - 50);
    section.getBoundingClientRect = () => ({ top: 20 } as DOMRect);
    expect(scrollTopFor(section, 50)).toBe(0);
  });

  it('stop below a sticky header that asks for room above the section', () => {
    const section = document.createElement('section');
    document.body.append(section);
    section.style.scrollMarginTop = '60px';
    section.getBoundingClientRect = () => ({ top: 900 } as DOMRect);
    expect(scrollTopFor(section)).toBe(900 + window.scrollY - 50 - 60);
  });
});
