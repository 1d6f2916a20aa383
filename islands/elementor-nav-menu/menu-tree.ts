// How a menu's parts relate: parent links, their sub-menus, and how the menu lays sub-menus out.

/** The sub-menu of a parent link (`li > a + ul`). */
export function subOf(link: Element): HTMLUListElement | null {
  return link.parentElement?.querySelector<HTMLUListElement>(':scope > ul') ?? null;
}

/** The parent links whose sub-menus hold `el`, outermost first. */
export function ancestorsOf(el: Element, root: HTMLUListElement): HTMLAnchorElement[] {
  const chain: HTMLAnchorElement[] = [];
  for (let ul = el.parentElement?.closest('ul'); ul && ul !== root && root.contains(ul); ul = ul.parentElement?.closest('ul')) {
    const link = ul.parentElement?.querySelector<HTMLAnchorElement>(':scope > a');
    if (link) chain.unshift(link);
  }
  return chain;
}

/**
 * A menu whose sub-menus stack in the flow (the dropdown, or any menu the stylesheet gives static
 * sub-menus) rather than float beside their items: SmartMenus' collapsible mode.
 */
export function isCollapsible(root: HTMLUListElement): boolean {
  const first = root.querySelector('ul');
  return Boolean(first && getComputedStyle(first).position === 'static');
}
