// What a blocked iframe, image or embed shows until the visitor consents: Complianz's placeholder
// container (the element's parent for iframes and images) with the service's preview image and a
// notice whose button gives consent. The engine's click handler acts on that button.
import { parseServerHTML } from '../dom';
import type { ConsentSettings } from './settings';
import { isServiceDenied, settings } from './state';

let shown = 0;

/** The next number of a consent placeholder on this page (Complianz's `cmplz-placeholder-N`). */
function nextPlaceholderIndex(): number {
  return ++shown;
}

/** `youtube` → `Youtube`, `google-maps` → `Google maps`, as Complianz names a service in its notice. */
function serviceNiceName(service: string): string {
  const spaced = service.replace('-', ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

function replaceInText(root: Node, token: string, value: string): void {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeValue?.includes(token)) node.nodeValue = node.nodeValue.split(token).join(value);
  }
}

/**
 * The notice: with consent per service (`clean_cookies`), the shop's own notice markup with an accept
 * button and a link to the cookie statement; otherwise one accept button for the category.
 */
function notice(s: ConsentSettings, category: string, service: string): HTMLElement {
  if (s.cleanCookies) {
    const body = document.createElement('div');
    body.className = 'cmplz-blocked-content-notice';
    body.append(parseServerHTML(s.placeholderText));
    const name = service ? serviceNiceName(service) : '';
    replaceInText(body, '{service}', name);
    const button = body.querySelector('button');
    if (button) {
      button.setAttribute('data-service', service);
      button.setAttribute('data-category', category);
      button.setAttribute('aria-label', s.ariaLabel.replace('{service}', name));
    }
    const statement = s.pageLinks[s.region]?.['cookie-statement'];
    const link = body.querySelector<HTMLAnchorElement>('.cmplz-links a');
    if (link && statement) {
      link.href = statement.url;
      if (link.textContent === '{title}') link.textContent = statement.title;
    }
    return body;
  }
  const button = document.createElement('button');
  button.type = 'button';
  const name = s.categoryNames[category] || 'marketing';
  button.textContent = s.placeholderText.replace('{category}', name);
  button.className = `cmplz-blocked-content-notice cmplz-accept-category cmplz-accept-${category}`;
  button.setAttribute('data-service', service);
  button.setAttribute('data-category', category);
  button.setAttribute('aria-label', s.ariaLabel.replace('{category}', category));
  return button;
}

function cssUrl(url: string): string {
  return `url("${url.replace(/["\\\n\r]/g, (c) => `\\${c.charCodeAt(0).toString(16)} `)}")`;
}

/**
 * Sets up the placeholder of one blocked element and returns how to take it down again. The preview
 * image fills the container, which takes the image's proportions.
 */
export function showPlaceholder(el: HTMLElement): () => void {
  if (el.classList.contains('cmplz-processed')) return () => {};
  const s = settings();
  el.classList.add('cmplz-processed');
  const isMedia = el.matches('iframe, img, .cmplz-image');
  const container = isMedia ? el.parentElement : el;
  if (!container) return () => {};
  if (isMedia && el.getAttribute('loading') === 'lazy') {
    el.removeAttribute('loading');
    el.setAttribute('data-deferlazy', '1');
  }
  if (container.hasAttribute('data-placeholder_class_index')) return () => el.classList.remove('cmplz-processed');

  const index = nextPlaceholderIndex();
  container.classList.add(`cmplz-placeholder-${index}`, 'cmplz-blocked-content-container');
  container.setAttribute('data-placeholder_class_index', String(index));
  const category = el.getAttribute('data-category') || 'marketing';
  const service = el.getAttribute('data-service') ?? '';
  let added: HTMLElement | null = null;
  if (!container.querySelector('.cmplz-blocked-content-notice') && !isServiceDenied(service)) {
    added = notice(s, category, service);
    (container.tagName === 'VIDEO' ? container.parentElement : container)?.append(added);
  }
  const image = el.getAttribute('data-placeholder-image');
  if (image) {
    container.setAttribute('data-placeholder-image', image);
    container.style.setProperty('background-image', cssUrl(image));
    const probe = new Image();
    probe.addEventListener('load', () => {
      if (probe.naturalWidth && !image.includes('placeholder.jpg') && container.classList.contains('cmplz-blocked-content-container')) {
        container.style.setProperty('aspect-ratio', `${probe.naturalWidth} / ${probe.naturalHeight}`);
      }
    }, { once: true });
    probe.src = image;
  }
  return () => {
    added?.remove();
    el.classList.remove('cmplz-processed');
    if (!container.classList.contains('cmplz-blocked-content-container')) return;
    container.classList.remove(`cmplz-placeholder-${index}`, 'cmplz-blocked-content-container');
    container.removeAttribute('data-placeholder_class_index');
    container.style.removeProperty('background-image');
    container.style.removeProperty('aspect-ratio');
  };
}
