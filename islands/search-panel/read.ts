import { BadMarkup } from '../../src/runtime/bad-markup';

export interface SearchPanelProps {
  panel: HTMLElement;
  style: 'wide' | 'side';
  input: HTMLInputElement | null;
  /** The wide panel's own overlay (`--no-js-close`: the generic overlay rule leaves it to us). */
  overlay: HTMLElement | null;
  /**
   * Rey before 2.4 prints the panel without its id and opens it the older way: shown as a block,
   * `is-opened` on the panel, body `search-panel--is-opened`, the site overlay for either style, and
   * its own close button (`.js-rey-searchPanel-close`).
   */
  legacy: boolean;
  closeButton: HTMLElement | null;
}

/**
 * The panel the toggle opens: `#rey-searchPanel` (Rey 2.4+), the element the toggle's `aria-controls`
 * names, else the page's search panel by its classes (older Rey prints no id; the toggle names no
 * target and its script takes the page's `.rey-searchPanel`).
 */
function findPanel(host: HTMLElement): HTMLElement | null {
  const doc = host.ownerDocument;
  const byId = doc.getElementById('rey-searchPanel');
  if (byId) return byId;
  const controls = host.getAttribute('aria-controls');
  const named = controls ? doc.getElementById(controls) : null;
  if (named?.classList.contains('rey-searchPanel')) return named;
  return doc.querySelector<HTMLElement>('.rey-searchPanel.js-rey-ajaxSearch') ?? doc.querySelector<HTMLElement>('.rey-searchPanel[data-style]');
}

export function read(host: HTMLElement): SearchPanelProps {
  const panel = findPanel(host);
  if (!panel) throw new BadMarkup('no Rey search panel (#rey-searchPanel or .rey-searchPanel) on the page');
  return {
    panel,
    style: panel.getAttribute('data-style') === 'side' ? 'side' : 'wide',
    input: panel.querySelector<HTMLInputElement>('input[type="search"], input[name="s"]'),
    overlay: host.ownerDocument.querySelector<HTMLElement>('.rey-searchPanel-wideOverlay'),
    legacy: panel.id !== 'rey-searchPanel',
    closeButton: panel.querySelector<HTMLElement>('.js-rey-searchPanel-close'),
  };
}
