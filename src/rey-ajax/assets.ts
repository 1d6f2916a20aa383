// The stylesheets and scripts that Rey's ajax HTML needs (contract R12, theme spec §3 and §7): an
// answer's `assets` and the sets of `reyParams.lazy_assets` whose selector the HTML holds. Each is
// loaded once per page. The page itself is the record: a <link>/<script> with the same URL, or the
// id WordPress prints for the handle (`{handle}-css`, `{handle}-js`), means it is there already.
import { params, str } from '../config';
import { parseServerHTML, safeUrl } from '../dom';
import { logError } from '../helpers/log';

type Kind = 'styles' | 'scripts';

const STATE = 'data-wi-asset';

/** `{handle: url}`, `[url]` or `{handle: {src}}` as a list of [handle, absolute http(s) URL]. */
function entriesOf(list: unknown): Array<[string, string]> {
  if (!list || typeof list !== 'object') return [];
  const pairs = Array.isArray(list) ? list.map((value, i) => [String(i), value] as const) : Object.entries(list);
  const out: Array<[string, string]> = [];
  for (const [handle, value] of pairs) {
    const raw = typeof value === 'string' ? value : value && typeof value === 'object' ? str((value as Record<string, unknown>).src) || str((value as Record<string, unknown>).url) : '';
    const url = safeUrl(raw);
    if (url) out.push([Array.isArray(list) ? '' : handle, url]);
  }
  return out;
}

function present(kind: Kind, handle: string, url: string, doc: Document): HTMLLinkElement | HTMLScriptElement | null {
  const id = handle && doc.getElementById(`${handle}-${kind === 'styles' ? 'css' : 'js'}`);
  if (id && (id instanceof HTMLLinkElement || id instanceof HTMLScriptElement)) return id;
  if (kind === 'styles') return [...doc.querySelectorAll<HTMLLinkElement>('link[rel~="stylesheet"]')].find((link) => link.href === url) ?? null;
  return [...doc.querySelectorAll<HTMLScriptElement>('script[src]')].find((script) => script.src === url) ?? null;
}

/** Resolves once an element we added has loaded or failed; at once for one the page had. */
function settled(el: HTMLLinkElement | HTMLScriptElement): Promise<void> {
  if (el.getAttribute(STATE) !== 'loading') return Promise.resolve();
  return new Promise((resolve) => {
    el.addEventListener('load', () => resolve(), { once: true });
    el.addEventListener('error', () => resolve(), { once: true });
  });
}

function add(kind: Kind, handle: string, url: string, doc: Document): HTMLLinkElement | HTMLScriptElement {
  const el = kind === 'styles' ? Object.assign(doc.createElement('link'), { rel: 'stylesheet', href: url }) : Object.assign(doc.createElement('script'), { src: url, async: false });
  if (handle && !/^\d+$/.test(handle)) el.id = `${handle}-${kind === 'styles' ? 'css' : 'js'}`;
  el.setAttribute(STATE, 'loading');
  const done = (ok: boolean) => {
    el.setAttribute(STATE, ok ? 'loaded' : 'failed');
    if (!ok) logError(`Could not load ${url}`);
  };
  el.addEventListener('load', () => done(true), { once: true });
  el.addEventListener('error', () => done(false), { once: true });
  // Scripts keep their order (async false): a plugin's script may need the one before it.
  (kind === 'styles' ? doc.head : doc.body ?? doc.head).append(el);
  return el;
}

/**
 * Loads the `styles` and `scripts` of an assets map that the page does not have yet. Resolves when its
 * stylesheets have loaded or failed, so markup put in then shows styled; scripts load alongside and
 * are not waited for (a script may look for that markup when it runs). Anything not a map of http(s)
 * URLs is ignored.
 */
export function loadAssets(assets: unknown, doc: Document = document): Promise<void> {
  if (!assets || typeof assets !== 'object' || Array.isArray(assets)) return Promise.resolve();
  const waits: Array<Promise<void>> = [];
  for (const kind of ['styles', 'scripts'] as const) {
    for (const [handle, url] of entriesOf((assets as Record<string, unknown>)[kind])) {
      const el = present(kind, handle, url, doc) ?? add(kind, handle, url, doc);
      if (kind === 'styles') waits.push(settled(el));
    }
  }
  return Promise.all(waits).then(() => undefined);
}

/** The `lazy_assets` sets (`{selector: {styles, scripts}}`) whose selector matches in `html`. */
export function lazyAssetsFor(html: string, doc: Document = document): unknown[] {
  const lazy = params('reyParams').lazy_assets;
  if (!html || !lazy || typeof lazy !== 'object' || Array.isArray(lazy)) return [];
  const content = parseServerHTML(html, doc);
  return Object.entries(lazy).filter(([selector]) => {
    try {
      return content.querySelector(selector) !== null;
    } catch {
      return false;
    }
  }).map(([, assets]) => assets);
}

/** The HTML strings of an ajax answer's data: the data itself, or its string fields. */
function htmlOf(data: unknown): string {
  if (typeof data === 'string') return data;
  if (!data || typeof data !== 'object') return '';
  return Object.values(data).filter((value): value is string => typeof value === 'string').join('');
}

/**
 * Before ajax HTML goes in: its answer's `assets`, and the lazy sets its markup needs (resolved once
 * their stylesheets are in). A failed file is logged; the HTML goes in all the same.
 */
export async function assetsForAnswer(assets: unknown, data: unknown, doc: Document = document): Promise<void> {
  try {
    await Promise.all([loadAssets(assets, doc), ...lazyAssetsFor(htmlOf(data), doc).map((set) => loadAssets(set, doc))]);
  } catch (error) {
    logError('Assets could not be loaded.', error);
  }
}
