import { afterEach, describe, expect, it } from 'vitest';
import { configuredIcon, svgFromMarkup } from './svg-icons';

afterEach(() => {
  delete (window as any).reyParams;
});

describe('svg icons', () => {
  it('takes an <svg> from markup, without handlers or scripts', () => {
    const svg = svgFromMarkup('<svg viewBox="0 0 24 24" onload="window.pwned=1"><path d="M0 0h1"></path><script>window.pwned=1</script></svg>');
    expect(svg).toBeInstanceOf(SVGSVGElement);
    expect(svg!.hasAttribute('onload')).toBe(false);
    expect(svg!.querySelector('script')).toBeNull();
    expect(svg!.querySelector('path')).not.toBeNull();
  });

  it('refuses markup that is not an icon', () => {
    expect(svgFromMarkup('<img src=x onerror="window.pwned=1">')).toBeNull();
    expect(svgFromMarkup('<p>x</p><svg></svg>')).toBeNull();
    expect(svgFromMarkup({ svg: '<svg></svg>' })).toBeNull();
  });

  it("reads the page's reyParams.svg_icons", () => {
    (window as any).reyParams = { svg_icons: { close: '<svg class="x"><path d="M1 1"/></svg>' } };
    expect(configuredIcon('close')?.getAttribute('class')).toBe('x');
    expect(configuredIcon('arrow')).toBeNull();
  });
});
