import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $requestedPanel, requestPanel } from '../../stores/panel-requests';
import { activePanel, closeActivePanel, listenForPanelClosing, panelOpening } from '../active-panel';
import { usePanel } from './use-panel';

function Drawer({ id, element, opened }: { id: string; element: HTMLElement; opened: (api: { open: () => void; isOpen: () => boolean }) => void }) {
  const [open, setOpen] = useState(false);
  opened({ open: () => setOpen(true), isOpen: () => open });
  usePanel(open, { id, element, onClose: () => setOpen(false), overlay: 'site', lockScroll: true, bodyClasses: [`${id}--active`], trapFocus: true });
  return null;
}

let roots: Root[] = [];

afterEach(() => {
  act(() => {
    closeActivePanel();
    roots.forEach((root) => root.unmount());
  });
  roots = [];
  document.body.innerHTML = '';
});

function setUp() {
  document.body.innerHTML = `<button id="opener">open</button><div class="rey-overlay rey-overlay--site" style="opacity:0"></div>
    <div id="a" tabindex="-1"><a href="#x" id="a-first">x</a><button id="a-last">y</button></div><div id="b"><button>b</button></div>`;
  const apis: Record<string, { open: () => void; isOpen: () => boolean }> = {};
  const root = createRoot(document.createElement('div'));
  roots.push(root);
  act(() => {
    root.render(<>
      <Drawer id="a" element={document.querySelector<HTMLElement>('#a')!} opened={(api) => (apis.a = api)} />
      <Drawer id="b" element={document.querySelector<HTMLElement>('#b')!} opened={(api) => (apis.b = api)} />
    </>);
  });
  return apis;
}

describe('usePanel', () => {
  it('keeps one panel open: opening another closes the first', () => {
    const apis = setUp();
    act(() => apis.a!.open());
    expect(activePanel()?.id).toBe('a');
    expect(document.body.classList.contains('a--active')).toBe(true);
    act(() => apis.b!.open());
    expect(apis.a!.isOpen()).toBe(false);
    expect(document.body.classList.contains('a--active')).toBe(false);
    expect(activePanel()?.id).toBe('b');
  });

  it('closes on Esc and on an overlay click, lifting the overlay and scroll lock', () => {
    const apis = setUp();
    act(() => apis.a!.open());
    expect(document.body.classList.contains('site-overlay--is-opened')).toBe(true);
    expect(document.body.classList.contains('--no-scroll')).toBe(true);
    act(() => { document.dispatchEvent(new KeyboardEvent('keyup', { key: 'Escape', bubbles: true })); });
    expect(apis.a!.isOpen()).toBe(false);
    expect(document.body.classList.contains('site-overlay--is-opened')).toBe(false);
    expect(document.body.classList.contains('--no-scroll')).toBe(false);
    act(() => apis.a!.open());
    act(() => { document.querySelector<HTMLElement>('.rey-overlay--site')!.click(); });
    expect(apis.a!.isOpen()).toBe(false);
  });

  it('moves focus in and gives it back to the opener on close', async () => {
    const apis = setUp();
    const opener = document.querySelector<HTMLElement>('#opener')!;
    opener.focus();
    act(() => apis.a!.open());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(document.activeElement?.id).toBe('a-first');
    act(() => { closeActivePanel('esc'); });
    expect(document.activeElement).toBe(opener);
  });
});

describe('a panel on its way', () => {
  const esc = () => act(() => { document.dispatchEvent(new KeyboardEvent('keyup', { key: 'Escape', bubbles: true })); });

  it('is stopped by Esc before it opens, and opens normally the next time', () => {
    const apis = setUp();
    const cancel = vi.fn();
    const release = panelOpening('a', cancel);
    esc();
    expect(cancel).toHaveBeenCalledTimes(1);
    release();
    panelOpening('a', cancel);
    act(() => apis.a!.open());
    // Open, it is the active panel: Esc closes it and cancels nothing.
    esc();
    expect(apis.a!.isOpen()).toBe(false);
    expect(cancel).toHaveBeenCalledTimes(1);
  });

  it('is forgotten when Esc comes while its code is still loading', () => {
    setUp();
    listenForPanelClosing();
    requestPanel('account');
    esc();
    expect($requestedPanel.get()).toBeNull();
  });
});
