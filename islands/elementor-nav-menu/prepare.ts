// What the page builder's nav menu does to its menus at load, before anyone uses them (SmartMenus'
// init, as Elementor Pro configures it): each parent link gets `has-submenu`, an id and
// `aria-haspopup` / `aria-controls` / `aria-expanded="false"`; each sub-menu an id, `role="group"`,
// `aria-hidden="true"`, `aria-labelledby` and `aria-expanded="false"`; and each parent link the
// sub-menu arrow (`span.sub-arrow` holding the widget's `submenu_icon`), which takes room in the
// layout, so it must be there before the shopper looks.
import { parseServerHTML } from '../../src/dom';
import { elementSettings } from '../../src/elementor';

// Ids handed out on this page, for parent links and sub-menus that print none (one module instance: the
// placeholder's chunk and the island's share it).
let made = 0;

/** The menus of a nav-menu widget: the main one and the dropdown's (`ul.elementor-nav-menu`). */
export function menusOf(host: HTMLElement): HTMLUListElement[] {
  return [...host.querySelectorAll<HTMLUListElement>('ul.elementor-nav-menu')].filter((ul) => ul.closest('.elementor-widget-nav-menu') === host);
}

/** The link a sub-menu belongs to: the last link before it in its item (SmartMenus' rule). */
export function parentLinkOf(sub: Element): HTMLAnchorElement | null {
  for (let el = sub.previousElementSibling; el; el = el.previousElementSibling) {
    if (el instanceof HTMLAnchorElement) return el;
    const nested = [...el.querySelectorAll('a')].pop();
    if (nested) return nested;
  }
  return null;
}

/** The icon the widget prints in each sub-menu arrow (`submenu_icon.value`: markup on the front end). */
function arrowIcon(host: HTMLElement): Element | null {
  const icon = elementSettings(host)?.submenu_icon as { value?: unknown } | undefined;
  const value = typeof icon?.value === 'string' ? icon.value.trim() : '';
  if (!value) return null;
  if (!value.includes('<')) {
    const i = host.ownerDocument.createElement('i');
    i.className = value;
    i.setAttribute('aria-hidden', 'true');
    return i;
  }
  const first = parseServerHTML(value, host.ownerDocument).firstElementChild;
  return first && (first.localName === 'svg' || first.localName === 'i' || first.localName === 'span') ? first : null;
}

/** Marks up every sub-menu of the widget's menus; a menu marked up before is left as it is. */
export function prepareMenus(host: HTMLElement): void {
  const icon = arrowIcon(host);
  for (const menu of menusOf(host)) {
    for (const sub of menu.querySelectorAll<HTMLUListElement>('ul')) {
      const link = parentLinkOf(sub);
      if (!link || link.classList.contains('has-submenu')) continue;
      const prefix = `wi-menu-${++made}`;
      link.id ||= `${prefix}-link`;
      sub.id ||= `${prefix}-sub`;
      link.classList.add('has-submenu');
      link.setAttribute('aria-haspopup', 'true');
      link.setAttribute('aria-controls', sub.id);
      link.setAttribute('aria-expanded', 'false');
      sub.setAttribute('role', 'group');
      sub.setAttribute('aria-hidden', 'true');
      sub.setAttribute('aria-labelledby', link.id);
      sub.setAttribute('aria-expanded', 'false');
      if (icon) {
        const arrow = host.ownerDocument.createElement('span');
        arrow.className = 'sub-arrow';
        arrow.append(icon.cloneNode(true));
        link.append(arrow);
      }
    }
  }
}
