import { params, str } from '../../config';
import { t } from '../../i18n';
import { configuredIcon } from '../../helpers/svg-icons';

const SVG_NS = 'http://www.w3.org/2000/svg';

function svgIcon(doc: Document, name: 'close' | 'arrow', d: string): SVGSVGElement {
  const svg = doc.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('class', `rey-icon rey-icon-${name}`);
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('viewBox', '0 0 24 24');
  const path = doc.createElementNS(SVG_NS, 'path');
  path.setAttribute('d', d);
  path.setAttribute('fill', 'none');
  path.setAttribute('stroke', 'currentColor');
  path.setAttribute('stroke-width', '1.6');
  svg.append(path);
  return svg;
}

/** The label Rey gives its injected close buttons (`reyParams.core.js_params.panel_close_text`). */
export function panelCloseText(): string {
  const core = params('reyParams').core as { js_params?: { panel_close_text?: unknown } } | undefined;
  return str(core?.js_params?.panel_close_text) || t('close');
}

/**
 * Rey's injected close button for a side panel that prints none:
 * `button.btn.__arrClose.rey-sidePanel-close.--invisible[aria-label]` > `span.__icons` (close and arrow
 * icons; the close one from `reyParams.svg_icons` when printed), appended to `target`. It stays `--invisible` until the panel has opened.
 */
export function createCloseButton(doc: Document, label = panelCloseText()): HTMLButtonElement {
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = 'btn __arrClose rey-sidePanel-close --invisible';
  button.setAttribute('aria-label', label);
  const icons = doc.createElement('span');
  icons.className = '__icons';
  // The theme's own close icon when the page prints one (`reyParams.svg_icons.close`).
  const close = configuredIcon('close', doc);
  close?.classList.add('rey-icon', 'rey-icon-close');
  close?.setAttribute('aria-hidden', 'true');
  icons.append(close ?? svgIcon(doc, 'close', 'M5 5l14 14M19 5 5 19'), svgIcon(doc, 'arrow', 'M20 12H4m6-6-6 6 6 6'));
  button.append(icons);
  return button;
}
