// Activation of blocked content (see allowed.ts): addresses go back where the blocker took them from,
// and scripts run in document order through new script elements (never eval): an external script has
// loaded before any later inline one runs, and `data-waitfor` holds a script until the one it names
// has run. Loaded only once something is allowed.
import { safeUrl } from '../dom';
import { ACTIVATED } from './engine';

/** Takes away what the placeholder added: container classes, inline background, the consent notice. */
export function removePlaceholder(el: Element): void {
  const container = el.closest<HTMLElement>('.cmplz-blocked-content-container');
  if (container) {
    const index = container.getAttribute('data-placeholder_class_index');
    container.classList.remove('cmplz-blocked-content-container', `cmplz-placeholder-${index}`);
    container.style.removeProperty('background-image');
    container.style.removeProperty('aspect-ratio');
    container.querySelectorAll(':scope > .cmplz-blocked-content-notice').forEach((notice) => notice.remove());
  }
  el.classList.remove('cmplz-iframe-styles', 'cmplz-iframe', 'video-wrap');
}

function restoreLazy(el: Element): void {
  if (el.getAttribute('data-deferlazy')) el.setAttribute('loading', 'lazy');
}

/** Puts one blocked iframe, image, stylesheet or placeholder back. Scripts go through the runner. */
export function activateElement(el: Element): void {
  if (el.classList.contains(ACTIVATED) || el instanceof HTMLScriptElement) return;
  el.classList.add(ACTIVATED);
  if (el instanceof HTMLIFrameElement) {
    const target = el.getAttribute('data-cmplz-target') || 'src';
    let src = safeUrl(el.getAttribute('data-src-cmplz'));
    if (!src) return;
    // A theme may have asked for autoplay on the placeholder (a click on a video thumbnail).
    if (/[?&]autoplay=1\b/.test(el.getAttribute(target) ?? '')) src += `${src.includes('?') ? '&' : '?'}autoplay=1`;
    restoreLazy(el);
    el.addEventListener('load', () => removePlaceholder(el), { once: true });
    el.setAttribute(target, src);
  } else if (el instanceof HTMLImageElement) {
    const src = safeUrl(el.getAttribute('data-src-cmplz'));
    if (!src) return;
    restoreLazy(el);
    el.src = src;
    removePlaceholder(el);
  } else if (el instanceof HTMLLinkElement) {
    const href = safeUrl(el.getAttribute('data-href'));
    if (href) el.href = href;
  } else {
    removePlaceholder(el);
  }
}

/** Runs blocked scripts once each, in document order. */
export class ScriptRunner {
  private readonly ran = new Set<string>();
  private readonly seen = new WeakSet<HTMLScriptElement>();
  private readonly parked: HTMLScriptElement[] = [];
  private chain: Promise<void> = Promise.resolve();

  /** Scripts waiting for a `data-waitfor` script that has not run. */
  get waiting(): number {
    return this.parked.length;
  }

  /** Queues scripts (in document order) behind those already running. */
  run(scripts: HTMLScriptElement[]): Promise<void> {
    this.chain = this.chain.then(() => this.runInOrder(scripts));
    return this.chain;
  }

  private async runInOrder(scripts: HTMLScriptElement[]): Promise<void> {
    let loading: Array<Promise<void>> = [];
    for (const script of scripts) {
      // A script waiting for another is offered again by later passes; it is already queued.
      if (this.seen.has(script)) continue;
      this.seen.add(script);
      const waitfor = script.getAttribute('data-waitfor');
      if (waitfor && !this.hasRun(waitfor)) {
        this.parked.push(script);
        continue;
      }
      const external = script.hasAttribute('data-cmplz-src');
      const module = script.getAttribute('data-script-type') === 'module';
      if (external && !module) {
        // Ordered (async=false) scripts download together and still run one after another.
        loading.push(this.insert(script));
        continue;
      }
      await Promise.all(loading);
      loading = [];
      await this.insert(script);
    }
    await Promise.all(loading);
  }

  private hasRun(part: string): boolean {
    for (const key of this.ran) if (key.includes(part)) return true;
    // A dependency the server never blocked (jQuery, say) is on the page already.
    return [...document.scripts].some((s) => s.type !== 'text/plain' && s.src.includes(part));
  }

  /** Replaces the blocked element by a live copy; resolves once it has run (or failed to load). */
  private insert(original: HTMLScriptElement): Promise<void> {
    const src = original.getAttribute('data-cmplz-src');
    const key = src ?? original.text;
    original.classList.add(ACTIVATED);
    if (!key.trim() || this.ran.has(key)) {
      original.remove();
      return Promise.resolve();
    }
    this.ran.add(key);
    const script = document.createElement('script');
    for (const { name, value } of [...original.attributes]) {
      if (['type', 'data-service', 'data-category', 'async', 'data-cmplz-src', 'data-script-type'].includes(name)) continue;
      script.setAttribute(name, value);
    }
    if (original.getAttribute('data-script-type') === 'module') script.type = 'module';
    const url = src ? safeUrl(src) : null;
    if (src && !url) {
      original.remove();
      return Promise.resolve();
    }
    const waits = Boolean(url) || script.type === 'module';
    const done = waits
      ? new Promise<void>((resolve) => {
        script.addEventListener('load', () => resolve(), { once: true });
        script.addEventListener('error', () => {
          // For developers, so in the spec's English words.
          console.warn(`[woo-islands] consent: Something went wrong ... while loading ${src ?? 'an inline module'}`);
          resolve();
        }, { once: true });
      })
      : Promise.resolve();
    if (url) {
      script.async = false;
      script.src = url;
    } else {
      script.text = original.text;
    }
    // A classic inline script runs during replaceWith.
    original.replaceWith(script);
    return done.then(() => this.releaseParked(key));
  }

  private async releaseParked(key: string): Promise<void> {
    const ready = this.parked.filter((p) => key.includes(p.getAttribute('data-waitfor') ?? '\u0000'));
    if (!ready.length) return;
    for (const p of ready) this.parked.splice(this.parked.indexOf(p), 1);
    for (const p of ready) await this.insert(p);
  }
}

/** Activates the given blocked elements (as allowedButBlocked found them); resolves when their scripts have run. */
export function activate(elements: Element[], runner: ScriptRunner): Promise<void> {
  const scripts: HTMLScriptElement[] = [];
  for (const el of elements) {
    if (el instanceof HTMLScriptElement) {
      if (el.type === 'text/plain') scripts.push(el);
    } else {
      activateElement(el);
    }
  }
  return runner.run(scripts);
}
