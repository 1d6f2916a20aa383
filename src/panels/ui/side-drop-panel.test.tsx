import { act, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeActivePanel } from '../active-panel';
import { parseDuration, transitionMs } from './transition';
import { placeDropPanel, useDropPanel } from './use-drop-panel';
import { useSidePanel } from './use-side-panel';
import { useReyTabs } from './use-tabs';

type Api = { open: () => void; close: () => void };

afterEach(() => {
  act(() => {
    closeActivePanel();
  });
  vi.useRealTimers();
  document.body.className = '';
  document.body.innerHTML = '';
});

function mount(node: React.ReactNode) {
  const root = createRoot(document.createElement('div'));
  act(() => root.render(node));
  return () => act(() => root.unmount());
}

function Side({ api, element }: { api: (a: Api) => void; element: HTMLElement }) {
  const [open, setOpen] = useState(false);
  api({ open: () => setOpen(true), close: () => setOpen(false) });
  useSidePanel(open, {
    id: 'cart',
    element,
    onClose: () => setOpen(false),
    triggers: () => [...document.querySelectorAll('.trigger')],
    bodyClasses: ['--cart-active'],
    closeButtonIn: '.header',
  });
  return null;
}

function sideFixture() {
  document.body.innerHTML = `<button class="trigger">open</button><div class="rey-overlay rey-overlay--site" style="opacity:0"></div>
    <div class="rey-sidePanel" data-lazy-hidden style="--transition-duration: 250ms"><div class="header"><span>Varukorg</span></div><a href="#a" id="first">a</a></div>`;
  let api!: Api;
  const element = document.querySelector<HTMLElement>('.rey-sidePanel')!;
  const unmount = mount(<Side api={(a) => (api = a)} element={element} />);
  return { api: () => api, element, unmount };
}

describe('transition durations', () => {
  it('reads 430, 430ms and 0.43s, and falls back to 400 ms', () => {
    expect(parseDuration('430')).toBe(430);
    expect(parseDuration(' 430ms ')).toBe(430);
    expect(parseDuration('0.43s')).toBe(430);
    expect(parseDuration('fast')).toBeNull();
    const el = document.createElement('div');
    document.body.append(el);
    expect(transitionMs(el)).toBe(400);
    el.style.setProperty('--transition-duration', '250ms');
    expect(transitionMs(el)).toBe(250);
  });
});

describe('useSidePanel', () => {
  it('injects a labelled close button into the header, invisible until opened', () => {
    const { element, unmount } = sideFixture();
    const button = element.querySelector('.header > button.rey-sidePanel-close.__arrClose');
    expect(button).not.toBeNull();
    expect(button!.classList.contains('--invisible')).toBe(true);
    unmount();
    expect(element.querySelector('.rey-sidePanel-close')).toBeNull();
  });

  it('opens with Rey\'s classes, then is opened after the transition; closing reverses everything', () => {
    vi.useFakeTimers();
    const { api, element } = sideFixture();
    const trigger = document.querySelector('.trigger')!;
    act(() => api().open());
    expect(element.style.display).toBe('block');
    expect(element.hasAttribute('data-lazy-hidden')).toBe(false);
    expect(element.classList.contains('--is-open')).toBe(true);
    expect(element.classList.contains('--is-opened')).toBe(false);
    expect(trigger.classList.contains('--is-open')).toBe(true);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    for (const c of ['--side-panel-active', '--side-panel-active--right', '--cart-active', 'site-overlay--is-opened', '--no-scroll']) {
      expect(document.body.classList.contains(c)).toBe(true);
    }
    act(() => { vi.advanceTimersByTime(250); });
    expect(element.classList.contains('--is-opened')).toBe(true);
    expect(element.querySelector('.rey-sidePanel-close')!.classList.contains('--invisible')).toBe(false);
    expect(element.contains(document.activeElement)).toBe(true);

    act(() => { element.querySelector<HTMLElement>('.rey-sidePanel-close')!.click(); });
    expect(element.classList.contains('--is-open')).toBe(false);
    expect(element.classList.contains('--is-opened')).toBe(false);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(document.body.classList.contains('--side-panel-active')).toBe(false);
    expect(document.body.classList.contains('--cart-active')).toBe(false);
    // Revealed once, it stays displayed (the closed styles hide it).
    expect(element.style.display).toBe('block');
  });

  it('closes on Esc', () => {
    const { api, element } = sideFixture();
    act(() => api().open());
    act(() => { document.dispatchEvent(new KeyboardEvent('keyup', { key: 'Escape' })); });
    expect(element.classList.contains('--is-open')).toBe(false);
  });
});

function Drop({ api, trigger }: { api: (a: Api) => void; trigger: HTMLElement }) {
  const [open, setOpen] = useState(false);
  api({ open: () => setOpen(true), close: () => setOpen(false) });
  const element = document.querySelector<HTMLElement>('.rey-header-dropPanel');
  useDropPanel(open, { id: 'account', element, content: element!.querySelector('.rey-header-dropPanel-content'), trigger, onClose: () => setOpen(false), bodyClasses: ['header-account--active'], display: 'flex' });
  return null;
}

describe('useDropPanel', () => {
  it('places an outside panel from its trigger, shows it, marks it opened after 400 ms and traps focus', () => {
    vi.useFakeTimers();
    document.body.innerHTML = `<header class="rey-siteHeader"><div class="rey-overlay rey-overlay--header"></div><button class="acc">konto</button></header>
      <div class="rey-header-dropPanel --manual" data-close-scroll><div class="rey-header-dropPanel-content" data-lazy-hidden tabindex="-1"><input id="u" name="username"></div></div>`;
    const trigger = document.querySelector<HTMLElement>('.acc')!;
    let api!: Api;
    mount(<Drop api={(a) => (api = a)} trigger={trigger} />);
    const element = document.querySelector<HTMLElement>('.rey-header-dropPanel')!;
    const content = element.querySelector<HTMLElement>('.rey-header-dropPanel-content')!;
    act(() => api.open());
    expect(element.getAttribute('data-location')).toBe('outside');
    expect(element.style.getPropertyValue('--o-top')).toMatch(/px$/);
    expect(element.style.getPropertyValue('--l')).toMatch(/^(auto|unset)$/);
    expect(content.style.display).toBe('flex');
    expect(document.body.classList.contains('--drop-panel-active')).toBe(true);
    expect(document.body.classList.contains('header-account--active')).toBe(true);
    expect(document.body.classList.contains('header-overlay--is-opened')).toBe(true);
    expect(trigger.classList.contains('--is-open')).toBe(true);
    expect(element.classList.contains('--is-opened')).toBe(false);
    act(() => { vi.advanceTimersByTime(400); });
    expect(element.classList.contains('--is-opened')).toBe(true);
    expect(document.activeElement?.id).toBe('u');

    act(() => { window.dispatchEvent(new Event('scroll')); });
    expect(element.classList.contains('--is-open')).toBe(false);
    expect(document.body.classList.contains('--drop-panel-active')).toBe(false);
    expect(content.style.display).toBe('flex');
    act(() => { vi.advanceTimersByTime(400); });
    expect(content.style.display).toBe('');
  });
});

describe('placeDropPanel', () => {
  it("measures a panel inside its trigger's widget only when its settings ask for mobileStretch, and marks it", () => {
    document.body.innerHTML = `<div class="rey-header-dropPanel a"><button>♥</button></div>
      <div class="rey-header-dropPanel b" data-droppanel='{"mobileStretch":true}'><button>♥</button></div>`;
    const [a, b] = [...document.querySelectorAll<HTMLElement>('.rey-header-dropPanel')];
    placeDropPanel(a!, a!.querySelector('button'));
    expect(a!.getAttribute('data-location')).toBe('inside');
    expect(a!.style.getPropertyValue('--o-top')).toBe('');
    expect(a!.classList.contains('--mobile-stretch')).toBe(false);
    placeDropPanel(b!, b!.querySelector('button'));
    expect(b!.getAttribute('data-location')).toBe('inside');
    expect(b!.style.getPropertyValue('--o-top')).toMatch(/px$/);
    expect(b!.classList.contains('--mobile-stretch')).toBe(true);
  });
});

function Tabs({ root }: { root: HTMLElement }) {
  useReyTabs(root, { tabs: '.__tab[data-item]', panes: (item) => [...root.querySelectorAll(`.__tab-content[data-item="${item}"]`)] });
  return null;
}

describe('useReyTabs', () => {
  it('switches tabs by item name, by click and by keyboard, with tab semantics', () => {
    document.body.innerHTML = `<div id="p"><div class="__tabs"><div class="__tab --active" data-item="cart">Varukorg</div><div class="__tab" data-item="recent">Senast</div></div>
      <div class="__tab-content --active" data-item="cart"></div><div class="__tab-content" data-item="recent"></div></div>`;
    const root = document.querySelector<HTMLElement>('#p')!;
    const unmount = mount(<Tabs root={root} />);
    const [cart, recent] = [...root.querySelectorAll<HTMLElement>('.__tab')];
    expect(cart!.getAttribute('role')).toBe('tab');
    expect(cart!.getAttribute('aria-selected')).toBe('true');
    expect(recent!.getAttribute('tabindex')).toBe('-1');
    act(() => recent!.click());
    expect(recent!.classList.contains('--active')).toBe(true);
    expect(cart!.classList.contains('--active')).toBe(false);
    expect(root.querySelector('.__tab-content[data-item="recent"]')!.classList.contains('--active')).toBe(true);
    expect(root.querySelector('.__tab-content[data-item="cart"]')!.classList.contains('--active')).toBe(false);
    act(() => { recent!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true })); });
    expect(cart!.classList.contains('--active')).toBe(true);
    expect(document.activeElement).toBe(cart);
    unmount();
    expect(cart!.classList.contains('--active')).toBe(true);
    expect(cart!.hasAttribute('role')).toBe(false);
  });
});
