import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BadMarkup } from './bad-markup';
import { defineIsland, NO_ELEMENT, type IslandProps } from './define';
import { IslandRuntime } from './runtime';
import { wakeIsland } from '../wake-island';

async function until(check: () => boolean, ms = 2000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const mounts: string[] = [];
const unmounts: string[] = [];

function Label({ host, text }: IslandProps<{ text: string }>) {
  useEffect(() => {
    host.dataset.label = text;
    mounts.push(text);
    return () => {
      unmounts.push(text);
      delete host.dataset.label;
    };
  }, [host, text]);
  return null;
}

const label = defineIsland<{ text: string }>({
  name: 'label',
  area: 'theme',
  selector: '.label',
  trigger: 'load',
  load: async () => ({
    read: (host) => {
      const text = host.getAttribute('data-text');
      if (!text) throw new BadMarkup('data-text is missing');
      return { text };
    },
    default: Label,
  }),
});

function Crash(): null {
  throw new Error('boom');
}

const crashing = defineIsland({
  name: 'crashing',
  area: 'theme',
  selector: '.crash',
  trigger: 'load',
  load: async () => ({ read: () => ({}), default: Crash }),
});

/** An island whose code comes from `load`, on `.chunk`. */
const chunkIsland = (load: () => Promise<never>) => defineIsland({ name: 'chunk', area: 'theme', selector: '.chunk', trigger: 'load', load });

/** Marks its host `data-ready="yes"` once mounted. */
function Ready({ host }: IslandProps<object>) {
  useEffect(() => {
    host.dataset.ready = 'yes';
  }, [host]);
  return null;
}

/** An island on `.<name>` that renders Ready and waits for the shopper. */
const waitingIsland = (name: string, trigger: 'intent' | 'interaction') =>
  defineIsland({ name, area: 'theme', selector: `.${name}`, trigger, load: async () => ({ read: () => ({}), default: Ready }) });

/** A trusted click, as the shopper's (the runtime only ever holds those); says whether it was held. */
function trustedClick(el: Element): boolean {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'isTrusted', { value: true });
  el.dispatchEvent(event);
  return event.defaultPrevented;
}

/** An island that notes each click its host hears in `heard`, as `island: <the target's text>`. */
const ClickNoting = (heard: string[]) =>
  function Noting({ host }: IslandProps<object>) {
    useEffect(() => {
      const hear = (event: Event) => heard.push(`island: ${(event.target as Element).textContent}`);
      host.addEventListener('click', hear);
      return () => host.removeEventListener('click', hear);
    }, [host]);
    return null;
  };

let runtime: IslandRuntime;

beforeEach(() => {
  mounts.length = 0;
  unmounts.length = 0;
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-wi-interacted');
});

afterEach(() => runtime?.stop());

describe('IslandRuntime', () => {
  it('a trigger chosen per element: one mounts at once, the other waits for the shopper', async () => {
    document.body.innerHTML = '<p class="label" data-text="busy"></p><p class="label quiet" data-text="quiet"></p>';
    const chosen = defineIsland({ ...label, trigger: (host) => (host.classList.contains('quiet') ? 'interaction' : 'load') });
    runtime = new IslandRuntime([chosen]);
    runtime.start();
    await until(() => mounts.length === 1);
    expect(mounts).toEqual(['busy']);
    document.querySelector('.quiet')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await until(() => mounts.length === 2);
    expect(mounts).toEqual(['busy', 'quiet']);
  });

  it('a trigger choice that throws warns once and mounts the island at load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = '<p class="label" data-text="a"></p>';
    const broken = defineIsland({ ...label, trigger: () => { throw new Error('storage is locked'); } });
    runtime = new IslandRuntime([broken]);
    runtime.start();
    await until(() => mounts.length === 1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain('label: choosing its trigger failed');
    warn.mockRestore();
  });

  it('prints an island\'s placeholder when its element is found, before the trigger is chosen; one that throws warns once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = '<p class="label" data-text="a"></p><p class="label broken" data-text="b"></p>';
    const seen: string[] = [];
    const withPlaceholder = defineIsland({
      ...label,
      placeholder: (host) => {
        if (host.classList.contains('broken')) throw new Error('no document');
        host.textContent = 'Laddar…';
      },
      trigger: (host) => {
        seen.push(host.textContent ?? '');
        return 'load';
      },
    });
    runtime = new IslandRuntime([withPlaceholder]);
    runtime.start();
    expect(seen).toEqual(['Laddar…', '']);
    await until(() => mounts.length === 2);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain('label: its placeholder failed');
    warn.mockRestore();
  });

  it('a placeholder whose work answers the shopper: a click on its host is not held, and its release runs when the host leaves', async () => {
    document.body.innerHTML = '<p class="live"><a href="#svar">Svar</a></p><p class="held"><a href="#vanta">Vänta</a></p>';
    const released: string[] = [];
    const live = defineIsland({
      name: 'live', area: 'theme', selector: '.live', trigger: () => 'intent',
      placeholder: () => () => released.push('live'),
      load: async () => ({ read: () => ({}), default: Ready }),
    });
    const held = defineIsland({ name: 'held', area: 'theme', selector: '.held', trigger: () => 'intent', placeholder: () => {}, load: async () => ({ read: () => ({}), default: Ready }) });
    runtime = new IslandRuntime([live, held]);
    runtime.start();
    const clicks: string[] = [];
    document.addEventListener('click', (event) => clicks.push((event.target as Element).textContent ?? ''));
    // Ready: it works without the island, which has not mounted.
    expect(document.querySelector<HTMLElement>('.live')!.dataset.wiLive).toBe('ready');
    expect(document.querySelector<HTMLElement>('.held')!.dataset.wiHeld).toBe('waiting');
    trustedClick(document.querySelector('.live a')!);
    trustedClick(document.querySelector('.held a')!);
    // The live host's click went straight through; the other was held for its island.
    expect(clicks).toEqual(['Svar']);
    document.querySelector('.live')!.remove();
    await until(() => released.length === 1);
    expect(released).toEqual(['live']);
  });

  it('an idle island holds a click on a control its markup cannot answer until it mounts; other clicks go through', async () => {
    document.body.innerHTML = '<form class="table"><button class="act" type="submit">Ta bort</button><a href="#produkt">Produkt</a></form>';
    const heard: string[] = [];
    const table = defineIsland({ name: 'table', area: 'wishlist', selector: '.table', trigger: 'idle', holdsClicksOn: 'button.act', load: async () => ({ read: () => ({}), default: ClickNoting(heard) }) });
    runtime = new IslandRuntime([table]);
    runtime.start();
    document.addEventListener('click', (event) => heard.push(`page: ${(event.target as Element).textContent}`));
    expect(document.querySelector<HTMLElement>('.table')!.dataset.wiTable).toBe('waiting');
    expect(trustedClick(document.querySelector('.table a')!)).toBe(false);
    // The form would post to a server that ignores it: the click waits, and reaches the island.
    expect(trustedClick(document.querySelector('.act')!)).toBe(true);
    expect(heard).toEqual(['page: Produkt']);
    await until(() => heard.length === 3);
    expect(heard).toEqual(['page: Produkt', 'island: Ta bort', 'page: Ta bort']);
  });

  it('a held click reaches the island it was aimed at even when an island around it never comes', async () => {
    document.body.innerHTML = '<div class="outer"><div class="inner"><button>Köp</button></div></div>';
    const heard: string[] = [];
    const outer = defineIsland({ name: 'outer', area: 'theme', selector: '.outer', trigger: 'interaction', load: () => new Promise<never>(() => {}) });
    const inner = defineIsland({ name: 'inner', area: 'theme', selector: '.inner', trigger: 'interaction', load: async () => ({ read: () => ({}), default: ClickNoting(heard) }) });
    runtime = new IslandRuntime([outer, inner]);
    runtime.start();
    expect(trustedClick(document.querySelector('button')!)).toBe(true);
    await until(() => heard.length === 1, 3000);
    expect(heard).toEqual(['island: Köp']);
    expect(document.querySelector<HTMLElement>('.outer')!.dataset.wiOuter).toBe('loading');
  });

  it('keys pressed while an island mounts reach it once it has, in order; typing and keys with nothing focused are never held', async () => {
    document.body.innerHTML = '<div class="keys"><button type="button">Flik</button><input aria-label="Sök"></div>';
    const heard: string[] = [];
    function Keys({ host }: IslandProps<object>) {
      useEffect(() => {
        const hear = (event: KeyboardEvent) => heard.push(`${event.type} ${event.key}`);
        host.addEventListener('keydown', hear);
        host.addEventListener('keyup', hear);
        return () => {
          host.removeEventListener('keydown', hear);
          host.removeEventListener('keyup', hear);
        };
      }, [host]);
      return null;
    }
    let loaded!: () => void;
    const ready = new Promise<void>((resolve) => (loaded = resolve));
    const keys = defineIsland({
      name: 'keys', area: 'theme', selector: '.keys', trigger: 'interaction',
      load: async () => { await ready; return { read: () => ({}), default: Keys }; },
    });
    runtime = new IslandRuntime([keys]);
    runtime.start();
    const pressedThrough: string[] = [];
    document.addEventListener('keydown', (event) => { if (event.isTrusted) pressedThrough.push(event.key); });
    const press = (el: Element, type: 'keydown' | 'keyup', key: string) => {
      const event = new KeyboardEvent(type, { key, bubbles: true, cancelable: true });
      Object.defineProperty(event, 'isTrusted', { value: true });
      el.dispatchEvent(event);
    };
    const button = document.querySelector('.keys button')!;
    press(button, 'keydown', 'ArrowRight');
    press(button, 'keyup', 'ArrowRight');
    press(button, 'keydown', 'Home');
    // Typing in a field and a key with nothing focused go their way at once.
    press(document.querySelector('.keys input')!, 'keydown', 'ArrowLeft');
    press(document.body, 'keydown', ' ');
    expect(pressedThrough).toEqual(['ArrowLeft', ' ']);
    expect(heard).toEqual([]);
    loaded();
    await until(() => heard.length === 3);
    expect(heard).toEqual(['keydown ArrowRight', 'keyup ArrowRight', 'keydown Home']);
  });

  it('Enter on a link while its island mounts is left to the browser: its click is what the runtime holds', async () => {
    document.body.innerHTML = '<nav class="menu"><a href="#hem">Hem</a><span role="tab" tabindex="0">Flik</span></nav>';
    const menu = defineIsland({ name: 'menu', area: 'theme', selector: '.menu', trigger: 'interaction', load: async () => ({ read: () => ({}), default: Ready }) });
    runtime = new IslandRuntime([menu]);
    runtime.start();
    const press = (el: Element) => {
      const event = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
      Object.defineProperty(event, 'isTrusted', { value: true });
      el.dispatchEvent(event);
      return event;
    };
    expect(press(document.querySelector('.menu a')!).defaultPrevented).toBe(false);
    expect(press(document.querySelector('.menu [role="tab"]')!).defaultPrevented).toBe(true);
    await until(() => document.querySelector<HTMLElement>('.menu')!.dataset.ready === 'yes');
  });

  it('work a placeholder imports makes its host ready once it is there; work that fails is the island failing, with no mount', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = '<p class="works"></p><p class="breaks"></p>';
    const load = vi.fn(async () => ({ read: () => ({}), default: Ready }));
    const started = defineIsland({
      name: 'started', area: 'theme', selector: '.works, .breaks', trigger: () => 'intent', load,
      placeholder: (host) => new Promise<() => void>((resolve, reject) => setTimeout(() => {
        if (host.matches('.breaks')) reject(new BadMarkup('no variations'));
        else resolve(() => {});
      }, 20)),
    });
    const errors: string[] = [];
    document.addEventListener('woo-islands:error', (event) => errors.push((event as CustomEvent).detail.island));
    runtime = new IslandRuntime([started]);
    runtime.start();
    const works = document.querySelector<HTMLElement>('.works')!;
    const breaks = document.querySelector<HTMLElement>('.breaks')!;
    expect(works.dataset.wiStarted).toBe('waiting');
    await until(() => works.dataset.wiStarted === 'ready' && breaks.dataset.wiStarted === 'error');
    expect(errors).toEqual(['started']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain('started on <p.breaks>: no variations');
    breaks.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    works.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await until(() => works.dataset.wiStarted === 'mounted');
    expect(breaks.dataset.wiStarted).toBe('error');
    expect(load).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it("follows another tab's change without mounting, listening for storage from the moment the shopper leaves the tab", async () => {
    document.body.innerHTML = '<p class="label" data-text="a"></p><p class="label" data-text="b"></p>';
    const follows: string[] = [];
    const quiet = defineIsland({ ...label, trigger: () => 'interaction', otherTabs: { changedElsewhere: () => false, follow: () => follows.push('follow') } });
    const added = vi.spyOn(window, 'addEventListener');
    runtime = new IslandRuntime([quiet]);
    runtime.start();
    await new Promise((resolve) => setTimeout(resolve, 100));
    // A visitor who stays on the page never pays for the storage listener.
    expect(added.mock.calls.some(([type]) => type === 'storage')).toBe(false);
    window.dispatchEvent(new Event('storage'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(follows).toEqual([]);
    window.dispatchEvent(new Event('blur'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(follows).toEqual([]);
    window.dispatchEvent(new Event('storage'));
    expect(follows).toEqual(['follow']);
    // Followed, not mounted: React waits for the shopper.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(mounts).toEqual([]);
    expect(document.querySelectorAll('[data-wi-label="waiting"]')).toHaveLength(2);
  });

  it('follows when the shopper comes back to the tab and the island says another tab changed things', async () => {
    document.body.innerHTML = '<p class="label" data-text="a"></p>';
    let changed = false;
    const follows: string[] = [];
    const quiet = defineIsland({ ...label, trigger: () => 'interaction', otherTabs: { changedElsewhere: () => changed, follow: () => follows.push('follow') } });
    vi.spyOn(document, 'hasFocus').mockReturnValue(true);
    runtime = new IslandRuntime([quiet]);
    runtime.start();
    window.dispatchEvent(new Event('focus'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(follows).toEqual([]);
    changed = true;
    window.dispatchEvent(new Event('focus'));
    expect(follows).toEqual(['follow']);
    expect(mounts).toEqual([]);
  });

  it('does not search the page for an island it cannot have, at start or in markup that arrives', async () => {
    document.body.innerHTML = '<p class="label" data-text="a"></p>';
    const searched: string[] = [];
    const record = <T,>(query: (this: ParentNode, selector: string) => T) => function (this: ParentNode, selector: string) {
      searched.push(selector);
      return query.call(this, selector);
    };
    const { querySelectorAll, querySelector } = Element.prototype;
    const inDocument = Document.prototype.querySelectorAll;
    const all = vi.spyOn(Element.prototype, 'querySelectorAll').mockImplementation(record(querySelectorAll));
    const allInDocument = vi.spyOn(Document.prototype, 'querySelectorAll').mockImplementation(record(inDocument));
    const one = vi.spyOn(Element.prototype, 'querySelector').mockImplementation(record(querySelector));
    const absent = defineIsland({ ...label, name: 'absent', selector: NO_ELEMENT });
    runtime = new IslandRuntime([absent, label]);
    runtime.start();
    document.body.insertAdjacentHTML('beforeend', '<div><p class="label" data-text="b"></p></div>');
    await until(() => mounts.length === 2);
    [all, allInDocument, one].forEach((spy) => spy.mockRestore());
    expect(searched.length).toBeGreaterThan(0);
    expect(searched.filter((selector) => selector.includes(NO_ELEMENT))).toEqual([]);
  });

  it('mounts each matching element once, however often the page is scanned', async () => {
    document.body.innerHTML = '<p class="label" data-text="a"></p><p class="label" data-text="b"></p>';
    runtime = new IslandRuntime([label]);
    runtime.start();
    runtime.discover(document);
    await until(() => mounts.length === 2);
    runtime.discover(document);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(mounts.sort()).toEqual(['a', 'b']);
    expect(document.querySelectorAll('[data-wi-label="mounted"]')).toHaveLength(2);
  });

  it('warns once, naming the island and the element, when the markup is unusable, and leaves it alone', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = '<p class="label" id="bad"></p><p class="label" data-text="ok"></p>';
    runtime = new IslandRuntime([label]);
    runtime.start();
    await until(() => document.querySelector('#bad')?.getAttribute('data-wi-label') === 'error' && mounts.length === 1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/label on <p#bad\.label>: data-text is missing/);
    expect(document.querySelector('#bad')?.hasAttribute('data-label')).toBe(false);
    expect(mounts).toEqual(['ok']);
  });

  it('keeps a crash inside its island: one warning, the neighbours still mount', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = '<div class="crash"></div><p class="label" data-text="next door"></p>';
    runtime = new IslandRuntime([crashing, label]);
    runtime.start();
    await until(() => document.querySelector('.crash')?.getAttribute('data-wi-crashing') === 'error');
    await until(() => mounts.includes('next door'));
    expect(warn.mock.calls.filter(([message]) => String(message).includes('crashing'))).toHaveLength(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('boom');
  });

  describe('a chunk that fails is reported by the kind the spec names, and the markup keeps working', () => {
    async function failure(load: () => Promise<never>, wait = () => until(() => document.querySelector('.chunk')?.getAttribute('data-wi-chunk') === 'error')) {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const reported: unknown[] = [];
      const onError = (event: Event) => reported.push((event as CustomEvent<{ error: unknown }>).detail.error);
      document.addEventListener('woo-islands:error', onError);
      document.body.innerHTML = '<a class="chunk" href="/x">x</a>';
      runtime = new IslandRuntime([chunkIsland(load)]);
      runtime.start();
      await wait();
      document.removeEventListener('woo-islands:error', onError);
      expect(document.querySelector('.chunk')?.getAttribute('data-wi-chunk')).toBe('error');
      expect(reported).toHaveLength(1);
      return { warning: String(warn.mock.calls[0]?.[0]), type: (reported[0] as { type?: string }).type };
    }

    it('error: the import itself failed (offline, a 404)', async () => {
      const { warning, type } = await failure(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /chunks/x.js')));
      expect(type).toBe('error');
      expect(warning).toContain('Loading chunk failed (error): Failed to fetch dynamically imported module');
    });

    it('missing: the chunk arrived without the island', async () => {
      const { warning, type } = await failure(() => Promise.resolve({} as never));
      expect(type).toBe('missing');
      expect(warning).toContain('Loading chunk failed (missing)');
    });

    it('timeout: nothing arrived within 120 s', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      try {
        const { warning, type } = await failure(() => new Promise<never>(() => {}), async () => {
          await vi.advanceTimersByTimeAsync(119_999);
          expect(document.querySelector('.chunk')?.getAttribute('data-wi-chunk')).toBe('loading');
          await vi.advanceTimersByTimeAsync(1);
        });
        expect(type).toBe('timeout');
        expect(warning).toContain('Loading chunk failed (timeout)');
      } finally {
        vi.useRealTimers();
      }
    });
  });

  it('lets a page silence the warning through the cancelable woo-islands:error event', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.addEventListener('woo-islands:error', (event) => event.preventDefault(), { once: true });
    document.body.innerHTML = '<p class="label" id="silent"></p>';
    runtime = new IslandRuntime([label]);
    runtime.start();
    await until(() => document.querySelector('#silent')?.getAttribute('data-wi-label') === 'error');
    expect(warn).not.toHaveBeenCalled();
  });

  it('mounts islands in markup that arrives later and unmounts those whose element left', async () => {
    document.body.innerHTML = '<div id="slot"><p class="label" data-text="old"></p></div>';
    runtime = new IslandRuntime([label]);
    runtime.start();
    await until(() => mounts.includes('old'));
    document.querySelector('#slot')!.innerHTML = '<section><p class="label" data-text="new"></p></section>';
    await until(() => mounts.includes('new') && unmounts.includes('old'));
    expect(runtime.census()).toMatchObject({ mounted: 1 });
  });

  it('does not leak: 200 swapped islands leave exactly the live ones tracked', async () => {
    document.body.innerHTML = '<div id="slot"></div>';
    runtime = new IslandRuntime([label]);
    runtime.start();
    const slot = document.querySelector('#slot')!;
    const ofThisTest = (list: string[]) => list.filter((text) => /^r\d-/.test(text));
    for (let round = 0; round < 4; round++) {
      slot.innerHTML = Array.from({ length: 50 }, (_, i) => `<p class="label" data-text="r${round}-${i}"></p>`).join('');
      await until(() => ofThisTest(mounts).length === (round + 1) * 50);
    }
    await until(() => ofThisTest(unmounts).length === 150);
    expect(ofThisTest(unmounts).some((text) => text.startsWith('r3-'))).toBe(false);
    expect(runtime.census()).toEqual({ waiting: 0, ready: 0, loading: 0, mounted: 50, error: 0 });
  });

  it('ignores the copies Elementor makes for sticky spacers', async () => {
    document.body.innerHTML = '<div class="elementor-sticky__spacer"><p class="label" data-text="copy"></p></div><p class="label" data-text="real"></p>';
    runtime = new IslandRuntime([label]);
    runtime.start();
    await until(() => mounts.includes('real'));
    expect(mounts).toEqual(['real']);
  });

  it('fires woo-islands:settled once nothing is left to mount', async () => {
    const settled = vi.fn();
    document.addEventListener('woo-islands:settled', settled);
    document.body.innerHTML = '<p class="label" data-text="a"></p>';
    runtime = new IslandRuntime([label]);
    runtime.start();
    await until(() => settled.mock.calls.length > 0);
    expect((settled.mock.calls.at(-1)?.[0] as CustomEvent).detail).toMatchObject({ mounted: 1, loading: 0 });
    document.removeEventListener('woo-islands:settled', settled);
  });

  it('mounts a waiting island at once when another island wakes it (a panel its button is about to open)', { timeout: 20_000 }, async () => {
    document.body.innerHTML = '<div class="side-panel" hidden></div>';
    runtime = new IslandRuntime([waitingIsland('side-panel', 'interaction')]);
    runtime.start();
    const panel = document.querySelector<HTMLElement>('.side-panel')!;
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Nobody has shown up: the page was not even searched for it.
    expect(panel.dataset.wiSidePanel).toBeUndefined();
    wakeIsland(panel);
    await until(() => panel.dataset.ready === 'yes', 8000);
    expect(panel.dataset.wiSidePanel).toBe('mounted');
  });

  it('finds an island nobody searched for yet around the event that reaches for it, and only that one', { timeout: 20_000 }, async () => {
    document.body.innerHTML = '<nav class="menu"><a href="/kok/"><span>Kök</span></a></nav><nav class="menu"><a href="/bad/">Bad</a></nav>';
    runtime = new IslandRuntime([waitingIsland('menu', 'intent')]);
    runtime.start();
    const [kitchen, bath] = document.querySelectorAll<HTMLElement>('.menu');
    document.querySelector('span')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await until(() => kitchen!.dataset.ready === 'yes', 8000);
    expect(kitchen!.dataset.wiMenu).toBe('mounted');
    expect(bath!.dataset.wiMenu).toBeUndefined();
  });

  it('a stopped runtime no longer answers the shopper: reaching for its island mounts nothing', { timeout: 20_000 }, async () => {
    document.body.innerHTML = '<nav class="menu"><a href="/kok/">Kök</a></nav>';
    const load = vi.fn(async () => ({ read: () => ({}), default: Ready }));
    runtime = new IslandRuntime([defineIsland({ name: 'menu', area: 'theme', selector: '.menu', trigger: 'intent', load })]);
    runtime.start();
    runtime.stop();
    const menu = document.querySelector<HTMLElement>('.menu')!;
    document.querySelector('a')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    document.querySelector('a')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(load).not.toHaveBeenCalled();
    expect(menu.dataset.wiMenu).toBeUndefined();
    expect(menu.dataset.ready).toBeUndefined();
  });

  it('mounts an interaction island when idle once the shopper shows up, an intent island only when reached for; the page settles without both', { timeout: 20_000 }, async () => {
    const settled = vi.fn();
    document.addEventListener('woo-islands:settled', settled);
    document.body.innerHTML = '<button class="on-intent">Meny</button><button class="on-interaction">Köp</button>';
    runtime = new IslandRuntime([waitingIsland('on-intent', 'intent'), waitingIsland('on-interaction', 'interaction')]);
    runtime.start();
    const intent = document.querySelector<HTMLElement>('.on-intent')!;
    const interaction = document.querySelector<HTMLElement>('.on-interaction')!;
    await until(() => settled.mock.calls.length > 0, 8000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Before the shopper shows up neither is searched for, so neither is marked.
    expect(interaction.dataset.wiOnInteraction).toBeUndefined();
    expect(intent.dataset.wiOnIntent).toBeUndefined();

    // The entry's watcher records the first scroll, pointer move or key press this way.
    document.documentElement.setAttribute('data-wi-interacted', '');
    document.dispatchEvent(new CustomEvent('rey/first_interaction'));
    // Idle time comes late on a busy machine.
    await until(() => interaction.dataset.wiOnInteraction === 'mounted', 8000);
    expect(intent.dataset.wiOnIntent).toBe('waiting');
    expect(intent.dataset.ready).toBeUndefined();

    intent.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await until(() => intent.dataset.wiOnIntent === 'mounted', 8000);
    expect(intent.dataset.ready).toBe('yes');
    document.removeEventListener('woo-islands:settled', settled);
  });
});
