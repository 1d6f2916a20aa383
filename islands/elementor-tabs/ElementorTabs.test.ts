import { afterEach, describe, expect, it } from 'vitest';
import { interact, mountIsland } from '../../test/render-island';
import ElementorTabs, { read } from './ElementorTabs';
import { openFirstTab } from './tabs';

let unmount = () => {};
afterEach(() => unmount());

// The tabs widget as Elementor 3.33 prints it: desktop titles in a horizontal list, then per tab a
// phone-layout title (in a vertical list) and its content, every content hidden.
function widget() {
  const names = ['Leverans', 'Returer', 'Skötselråd'];
  document.body.innerHTML = `<div class="elementor-element elementor-widget elementor-widget-tabs"><div class="elementor-tabs">
    <div class="elementor-tabs-wrapper" role="tablist">${names.map((name, i) => `<div class="elementor-tab-title elementor-tab-desktop-title" data-tab="${i + 1}" role="tab" tabindex="${i ? -1 : 0}" aria-selected="${i ? 'false' : 'true'}" aria-expanded="false">${name}</div>`).join('')}</div>
    <div class="elementor-tabs-content-wrapper" role="tablist" aria-orientation="vertical">${names.map((name, i) => `<div class="elementor-tab-title elementor-tab-mobile-title" data-tab="${i + 1}" role="tab" tabindex="${i ? -1 : 0}">${name}</div><div class="elementor-tab-content" data-tab="${i + 1}" role="tabpanel" hidden="${i ? 'hidden' : 'false'}"><p>Om ${name}</p></div>`).join('')}</div>
  </div></div>`;
  const host = document.querySelector<HTMLElement>('.elementor-widget-tabs')!;
  const desktop = (n: number) => document.querySelectorAll<HTMLElement>('.elementor-tab-desktop-title')[n - 1]!;
  const mobile = (n: number) => document.querySelectorAll<HTMLElement>('.elementor-tab-mobile-title')[n - 1]!;
  const shown = () => [...document.querySelectorAll<HTMLElement>('.elementor-tab-content')].filter((c) => c.style.display === 'block' && !c.hasAttribute('hidden')).map((c) => c.textContent);
  return { host, desktop, mobile, shown };
}

const key = (el: HTMLElement, type: 'keydown' | 'keyup', k: string) => interact(() => { el.dispatchEvent(new KeyboardEvent(type, { key: k, bubbles: true, cancelable: true })); });

describe('the page builder’s tabs', () => {
  it('opens the first tab at load, without the island', () => {
    const { host, desktop, mobile, shown } = widget();
    openFirstTab(host);
    expect(shown()).toEqual(['Om Leverans']);
    for (const title of [desktop(1), mobile(1)]) {
      expect(title.classList.contains('elementor-active')).toBe(true);
      expect(title.getAttribute('aria-expanded')).toBe('true');
    }
    // Run again (the widget found twice): nothing changes.
    openFirstTab(host);
    expect(shown()).toEqual(['Om Leverans']);
  });

  it('a click on a desktop or phone title opens its tab and closes the other', () => {
    const { host, desktop, mobile, shown } = widget();
    openFirstTab(host);
    unmount = mountIsland(ElementorTabs, host, read(host));
    interact(() => desktop(2).click());
    expect(shown()).toEqual(['Om Returer']);
    expect(desktop(2).getAttribute('aria-selected')).toBe('true');
    expect(desktop(2).getAttribute('tabindex')).toBe('0');
    expect(desktop(1).getAttribute('aria-selected')).toBe('false');
    expect(desktop(1).getAttribute('tabindex')).toBe('-1');
    expect(document.querySelector('.elementor-tab-content[data-tab="1"]')!.getAttribute('hidden')).toBe('hidden');
    interact(() => mobile(3).click());
    expect(shown()).toEqual(['Om Skötselråd']);
    // The open tab's title clicked again: it stays open.
    interact(() => mobile(3).click());
    expect(shown()).toEqual(['Om Skötselråd']);
  });

  it('moves focus with the arrows on release (wrapping), Home and End on the press; Enter and Space open', () => {
    const { host, desktop, mobile, shown } = widget();
    openFirstTab(host);
    unmount = mountIsland(ElementorTabs, host, read(host));
    desktop(1).focus();
    key(desktop(1), 'keydown', 'ArrowRight');
    expect(document.activeElement).toBe(desktop(1));
    key(desktop(1), 'keyup', 'ArrowRight');
    expect(document.activeElement).toBe(desktop(2));
    expect(shown()).toEqual(['Om Leverans']);
    key(desktop(2), 'keyup', 'Enter');
    expect(shown()).toEqual(['Om Returer']);
    key(desktop(2), 'keydown', 'End');
    expect(document.activeElement).toBe(desktop(3));
    key(desktop(3), 'keyup', 'ArrowRight');
    expect(document.activeElement).toBe(desktop(1));
    key(desktop(1), 'keyup', 'ArrowLeft');
    expect(document.activeElement).toBe(desktop(3));
    key(desktop(3), 'keydown', 'Home');
    expect(document.activeElement).toBe(desktop(1));
    // Up and down do nothing in the horizontal list; left and right nothing in the phone layout's.
    key(desktop(1), 'keydown', 'ArrowDown');
    expect(document.activeElement).toBe(desktop(1));
    mobile(1).focus();
    key(mobile(1), 'keyup', 'ArrowRight');
    expect(document.activeElement).toBe(mobile(1));
    key(mobile(1), 'keydown', 'ArrowDown');
    expect(document.activeElement).toBe(mobile(2));
    key(mobile(2), 'keyup', ' ');
    expect(shown()).toEqual(['Om Returer']);
  });
});
