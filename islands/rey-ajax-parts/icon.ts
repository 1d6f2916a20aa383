// An icon placeholder (`svg[data-icon-placeholder]`): the icon printed in `reyParams.svg_icons`,
// or the theme ajax's `get_svg_icon {id}`, asked once per icon.
import { reyAjax } from '../../src/rey-ajax';
import { configuredIcon, svgFromMarkup } from '../../src/helpers/svg-icons';

/** The icons asked of the server on this page, by id: the answer's SVG markup ('' when there is none). */
const requests = new Map<string, Promise<string>>();

/** The icon's markup from the server, asked once per page (and kept for the session). */
function requestIcon(id: string): Promise<string> {
  const asked = requests.get(id);
  if (asked) return asked;
  const request = reyAjax<unknown>('get_svg_icon', { id }, { cacheKey: `svg_icon_${id}` })
    .then((markup) => (typeof markup === 'string' ? markup : ''), () => '');
  requests.set(id, request);
  return request;
}

/** The icon a placeholder stands for: `data-icon-placeholder="<id>"`, or its `rey-icon-<id>` class. */
export function placeholderId(placeholder: Element): string {
  const named = placeholder.getAttribute('data-icon-placeholder')?.trim();
  if (named) return named;
  const byClass = [...placeholder.classList].find((name) => name.startsWith('rey-icon-'));
  return byClass ? byClass.slice('rey-icon-'.length) : '';
}

/**
 * Puts the icon in the placeholder's place, keeping the placeholder's classes and accessibility
 * attributes. Resolves to whether it did (an unknown icon leaves the placeholder).
 */
export async function fillIconPlaceholder(placeholder: Element): Promise<boolean> {
  const id = placeholderId(placeholder);
  if (!id) return false;
  const doc = placeholder.ownerDocument;
  const icon = configuredIcon(id, doc) ?? svgFromMarkup(await requestIcon(id), doc);
  if (!icon || !placeholder.isConnected) return false;
  const classes = new Set([...icon.classList, ...placeholder.classList, 'rey-icon', `rey-icon-${id}`]);
  icon.setAttribute('class', [...classes].join(' '));
  for (const name of ['aria-hidden', 'aria-label', 'role', 'focusable']) {
    const value = placeholder.getAttribute(name);
    if (value !== null) icon.setAttribute(name, value);
  }
  placeholder.replaceWith(icon);
  return true;
}
