// Blocked content: what Complianz's server rewrite turned off until the visitor consents. Scripts
// became `type="text/plain"` (src in `data-cmplz-src`), iframes and images got their address moved to
// `data-src-cmplz`, stylesheets to `data-href`; each carries `data-category` and often `data-service`.
// Activation puts them back. Scripts run in document order through new script elements (never eval):
// an external script has loaded before any later inline one runs, and `data-waitfor` holds a script
// until the one it names has run.
import { safeUrl } from '../dom';
import { t } from '../i18n';
import { $consent, hasConsent, hasServiceConsent, isServiceDenied, settings, type ConsentState } from '../stores/consent';
import { fire } from './events';
import { isCategory, type Category } from './settings';

export const ACTIVATED = 'cmplz-activated';

/** Elements the server blocked, in document order when queried from the document. */
export const BLOCKED_SELECTOR = [
  'script[data-category]',
  'script[data-service]',
  'iframe[data-src-cmplz]',
  'img[data-src-cmplz]',
  'link[data-href][data-category]',
  'link[data-href][data-service]',
  '.cmplz-placeholder-element',
].join(', ');

function categoryOf(el: Element): Category {
  const category = el.getAttribute('data-category');
  return isCategory(category) ? category : 'marketing';
}

/** Whether consent now allows this blocked element (functional ones were never blocked). */
export function isAllowed(el: Element, state: ConsentState = $consent.get()): boolean {
  if (el.getAttribute('data-category') === 'functional') return false;
  const service = el.getAttribute('data-service');
  if (isServiceDenied(service, state)) return false;
  const category = categoryOf(el);
  // Complianz's catch-all service: on for anyone who consented to at least one service.
  if (service === 'general' && Object.values(state.services).some(Boolean)) return true;
  return service ? hasServiceConsent(service, category, state) : hasConsent(category, state);
}

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

interface Pending {
  original: HTMLScriptElement;
  category: Category;
  service: string;
}

/** Runs blocked scripts once each, in document order, and fires Complianz's enable events after them. */
export class ScriptRunner {
  private readonly ran = new Set<string>();
  private readonly parked: Pending[] = [];
  private chain: Promise<void> = Promise.resolve();
  private readonly firedCategories = new Set<string>(['functional']);
  private readonly firedServices = new Set<string>();
  private afterAllFired = false;

  /** Queues scripts (in document order) behind those already running. */
  run(scripts: Pending[], enabled: { categories: Category[]; services: string[] }): Promise<void> {
    this.chain = this.chain.then(() => this.runInOrder(scripts)).then(() => this.announce(enabled));
    return this.chain;
  }

  /** A consent change may need `cmplz_run_after_all_scripts` again (Complianz resets it too). */
  rearm(): void {
    this.afterAllFired = false;
  }

  private async runInOrder(scripts: Pending[]): Promise<void> {
    let loading: Array<Promise<void>> = [];
    for (const pending of scripts) {
      const waitfor = pending.original.getAttribute('data-waitfor');
      if (waitfor && !this.hasRun(waitfor)) {
        this.parked.push(pending);
        continue;
      }
      const script = pending.original;
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
    const done = new Promise<void>((resolve) => {
      if (src) {
        const url = safeUrl(src);
        if (!url) {
          resolve();
          return;
        }
        script.async = false;
        script.src = url;
      } else {
        script.text = original.text;
      }
      if (src || script.type === 'module') {
        script.addEventListener('load', () => resolve(), { once: true });
        script.addEventListener('error', () => {
          console.warn(`[woo-islands] consent: ${t('consent_script_failed')} ${src ?? 'an inline module'}`);
          resolve();
        }, { once: true });
      }
    });
    original.replaceWith(script);
    // A classic inline script ran during replaceWith.
    const finished = src || script.type === 'module' ? done : Promise.resolve();
    return finished.then(() => this.releaseParked(key));
  }

  private async releaseParked(key: string): Promise<void> {
    const ready = this.parked.filter((p) => key.includes(p.original.getAttribute('data-waitfor') ?? '\u0000'));
    if (!ready.length) return;
    for (const p of ready) this.parked.splice(this.parked.indexOf(p), 1);
    for (const p of ready) await this.insert(p.original);
  }

  private announce({ categories, services }: { categories: Category[]; services: string[] }): void {
    const { region } = settings();
    const base = () => ({ categories: acceptedNow(), services: $consent.get().services, region });
    for (const category of categories) {
      if (this.firedCategories.has(category)) continue;
      this.firedCategories.add(category);
      fire('cmplz_enable_category', { category, service: 'do_not_match', ...base() });
    }
    for (const service of services) {
      if (this.firedServices.has(service)) continue;
      this.firedServices.add(service);
      fire('cmplz_enable_category', { category: 'do_not_match', service, ...base() });
    }
    if (!this.afterAllFired && this.parked.length === 0) {
      this.afterAllFired = true;
      fire('cmplz_run_after_all_scripts', categories[categories.length - 1] ?? 'functional');
    }
  }
}

function acceptedNow(): Category[] {
  const state = $consent.get();
  return (['functional', 'preferences', 'statistics', 'marketing'] as const).filter((c) => hasConsent(c, state));
}

/**
 * Activates everything the current consent allows and that is still blocked, page-wide and in document
 * order; returns when its scripts have run.
 */
export function enableAllowed(runner: ScriptRunner, root: ParentNode = document): Promise<void> {
  const state = $consent.get();
  const scripts: Pending[] = [];
  const categories = new Set<Category>();
  const services = new Set<string>();
  for (const el of root.querySelectorAll(BLOCKED_SELECTOR)) {
    if (el.classList.contains(ACTIVATED) || !isAllowed(el, state)) continue;
    const category = categoryOf(el);
    const service = el.getAttribute('data-service') ?? '';
    categories.add(category);
    if (service && service in state.services) services.add(service);
    if (el instanceof HTMLScriptElement) {
      if (el.type === 'text/plain') scripts.push({ original: el, category, service });
    } else {
      activateElement(el);
    }
  }
  for (const category of acceptedNow()) categories.add(category);
  const ordered = (['preferences', 'statistics', 'marketing'] as const).filter((c) => categories.has(c));
  return runner.run(scripts, { categories: ordered, services: [...services] });
}
