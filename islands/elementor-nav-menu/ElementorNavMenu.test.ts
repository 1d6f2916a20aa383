import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { interact, mountIsland } from '../../test/render-island';
import ElementorNavMenu, { read } from './ElementorNavMenu';
import { prepareMenus } from './prepare';

let unmount = () => {};
afterEach(() => {
  unmount();
  vi.useRealTimers();
});

const ARROW = '<svg aria-hidden="true" class="e-font-icon-svg e-fas-caret-down" viewBox="0 0 320 512" onload="alert(1)"><path d="M0 0h320L160 256z"></path></svg>';

// The nav menu widget as Elementor Pro 3.33 prints it (horizontal main menu, burger, dropdown copy
// whose links are out of the tab order), before its script runs.
function widget(settings: Record<string, unknown> = { layout: 'horizontal', submenu_icon: { value: ARROW, library: 'fa-solid' }, toggle: 'burger', full_width: 'stretch' }) {
  const items = (dropdown: boolean) => {
    const t = dropdown ? ' tabindex="-1"' : '';
    return `<li class="menu-item"><a href="/butik/" class="elementor-item"${t}>Butik</a></li><li class="menu-item menu-item-has-children"><a href="/kategorier/" class="elementor-item"${t}>Kategorier</a><ul class="sub-menu elementor-nav-menu--dropdown"><li class="menu-item"><a href="/kok/" class="elementor-sub-item"${t}>Kök</a></li><li class="menu-item"><a href="/textil/" class="elementor-sub-item"${t}>Textil</a></li></ul></li>`;
  };
  document.body.innerHTML = `<style>.dd ul ul { position: static; } .elementor-nav-menu--main ul ul { position: absolute; }</style>
    <div class="elementor-element elementor-widget elementor-widget-nav-menu" data-id="ab12" data-settings='${JSON.stringify(settings).replace(/'/g, '&#39;')}'>
    <nav class="elementor-nav-menu--main elementor-nav-menu__container"><ul id="menu-1" class="elementor-nav-menu">${items(false)}</ul></nav>
    <div class="elementor-menu-toggle" role="button" tabindex="0" aria-label="Menu Toggle" aria-expanded="false"></div>
    <nav class="elementor-nav-menu--dropdown elementor-nav-menu__container dd" aria-hidden="true"><ul id="menu-2" class="elementor-nav-menu">${items(true)}</ul></nav>
  </div>`;
  const host = document.querySelector<HTMLElement>('.elementor-widget-nav-menu')!;
  const main = host.querySelector<HTMLElement>('.elementor-nav-menu--main')!;
  const dropdown = host.querySelector<HTMLElement>('nav.dd')!;
  return {
    host,
    parent: main.querySelector<HTMLAnchorElement>('a.elementor-item[href="/kategorier/"]')!,
    sub: main.querySelector<HTMLElement>('ul.sub-menu')!,
    toggle: host.querySelector<HTMLElement>('.elementor-menu-toggle')!,
    dropdown,
    dropdownParent: dropdown.querySelector<HTMLAnchorElement>('a[href="/kategorier/"]')!,
    dropdownSub: dropdown.querySelector<HTMLElement>('ul.sub-menu')!,
  };
}

const open = (sub: HTMLElement) => sub.style.display === 'block' && sub.getAttribute('aria-hidden') === 'false' && sub.getAttribute('aria-expanded') === 'true';

function mounted() {
  const menu = widget();
  prepareMenus(menu.host);
  unmount = mountIsland(ElementorNavMenu, menu.host, read(menu.host));
  return menu;
}

describe('the nav menu at load', () => {
  it('marks up each parent and sub-menu, with the widget’s arrow (cleaned), once', () => {
    const { host, parent, sub } = widget();
    prepareMenus(host);
    prepareMenus(host);
    expect(parent.classList.contains('has-submenu')).toBe(true);
    expect(parent.getAttribute('aria-haspopup')).toBe('true');
    expect(parent.getAttribute('aria-expanded')).toBe('false');
    expect(parent.getAttribute('aria-controls')).toBe(sub.id);
    expect(sub.getAttribute('role')).toBe('group');
    expect(sub.getAttribute('aria-hidden')).toBe('true');
    expect(sub.getAttribute('aria-labelledby')).toBe(parent.id);
    expect(parent.querySelectorAll('span.sub-arrow svg')).toHaveLength(1);
    expect(parent.querySelector('svg')!.hasAttribute('onload')).toBe(false);
    // Both menus, with ids of their own.
    expect(host.querySelectorAll('a.has-submenu')).toHaveLength(2);
    expect(new Set([...host.querySelectorAll('[id^="wi-menu-"]')].map((el) => el.id)).size).toBe(4);
  });

  it('a widget without an arrow icon gets no arrow', () => {
    const { host, parent } = widget({ layout: 'horizontal', submenu_icon: { value: '' } });
    prepareMenus(host);
    expect(parent.classList.contains('has-submenu')).toBe(true);
    expect(parent.querySelector('.sub-arrow')).toBeNull();
  });
});

describe('the nav menu’s sub-menus', () => {
  it('a click on a parent opens its sub-menu instead of following the link; a second click follows it', () => {
    const { parent, sub } = mounted();
    const first = new MouseEvent('click', { bubbles: true, cancelable: true });
    interact(() => { parent.dispatchEvent(first); });
    expect(first.defaultPrevented).toBe(true);
    expect(open(sub)).toBe(true);
    expect(parent.getAttribute('aria-expanded')).toBe('true');
    expect(parent.classList.contains('highlighted')).toBe(true);
    const second = new MouseEvent('click', { bubbles: true, cancelable: true });
    interact(() => { parent.dispatchEvent(second); });
    expect(second.defaultPrevented).toBe(false);
  });

  it('the mouse resting 250 ms opens it; leaving closes it 500 ms later', async () => {
    vi.useFakeTimers();
    const { parent, sub, host } = mounted();
    interact(() => { parent.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' })); });
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(open(sub)).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(60));
    expect(open(sub)).toBe(true);
    interact(() => { parent.dispatchEvent(new PointerEvent('pointerout', { bubbles: true, pointerType: 'mouse', relatedTarget: host.ownerDocument.body })); });
    await act(() => vi.advanceTimersByTimeAsync(450));
    expect(open(sub)).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(60));
    expect(open(sub)).toBe(false);
    expect(parent.getAttribute('aria-expanded')).toBe('false');
  });

  it('Space opens it, focus then opens others, Escape closes it and returns to its item', () => {
    const { parent, sub } = mounted();
    parent.focus();
    interact(() => { parent.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true })); });
    expect(open(sub)).toBe(true);
    const kok = sub.querySelector<HTMLElement>('a')!;
    interact(() => kok.focus());
    expect(open(sub)).toBe(true);
    interact(() => { kok.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })); });
    expect(open(sub)).toBe(false);
    expect(document.activeElement).toBe(parent);
  });

  it('a click elsewhere closes it', () => {
    const { parent, sub } = mounted();
    interact(() => parent.click());
    expect(open(sub)).toBe(true);
    interact(() => document.body.click());
    expect(open(sub)).toBe(false);
  });
});

describe('the burger', () => {
  it('opens and closes the dropdown: its state, the links in the tab order, the height; Enter works', () => {
    const { toggle, dropdown } = mounted();
    const links = () => [...dropdown.querySelectorAll('a.elementor-item')].map((a) => a.getAttribute('tabindex'));
    interact(() => toggle.click());
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.classList.contains('elementor-active')).toBe(true);
    expect(dropdown.getAttribute('aria-hidden')).toBe('false');
    expect(links()).toEqual(['0', '0']);
    expect(dropdown.style.getPropertyValue('--menu-height')).toBe('1000vmax');
    expect(dropdown.style.width).not.toBe('');
    interact(() => { toggle.dispatchEvent(new KeyboardEvent('keyup', { key: 'Enter', bubbles: true })); });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(dropdown.getAttribute('aria-hidden')).toBe('true');
    expect(links()).toEqual(['-1', '-1']);
    expect(dropdown.style.getPropertyValue('--menu-height')).toBe('0');
  });

  it('the dropdown’s sub-menus open in place; a click on the arrow closes one, a final item closes the dropdown', () => {
    const { toggle, dropdown, dropdownParent, dropdownSub } = mounted();
    interact(() => toggle.click());
    interact(() => dropdownParent.click());
    expect(open(dropdownSub)).toBe(true);
    expect(dropdownSub.style.marginTop).toBe('');
    interact(() => dropdownParent.querySelector<HTMLElement>('.sub-arrow')!.click());
    expect(open(dropdownSub)).toBe(false);
    const butik = dropdown.querySelector<HTMLElement>('a[href="/butik/"]')!;
    interact(() => { butik.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })); });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});
