// Rey's icons (contract RT inc/tags/icons.php): the ones scripts need come printed in
// `reyParams.svg_icons` (`{close: '<svg…>'}`). Others are asked of the server for the placeholders
// it leaves (islands/svg-icons).
import { params } from '../config';
import { parseServerHTML } from '../dom';

/** The first element of the markup when it is an <svg>, cleaned like any server markup; else null. */
export function svgFromMarkup(markup: unknown, doc: Document = document): SVGSVGElement | null {
  if (typeof markup !== 'string' || !markup.trim()) return null;
  const svg = parseServerHTML(markup.trim(), doc).firstElementChild;
  return svg instanceof SVGSVGElement ? svg : null;
}

/** An icon the page's `reyParams.svg_icons` holds. */
export function configuredIcon(id: string, doc: Document = document): SVGSVGElement | null {
  const icons = params('reyParams').svg_icons;
  return icons && typeof icons === 'object' ? svgFromMarkup((icons as Record<string, unknown>)[id], doc) : null;
}
