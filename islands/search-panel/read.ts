import { BadMarkup } from '../../src/runtime/bad-markup';

export interface SearchPanelProps {
  panel: HTMLElement;
  style: 'wide' | 'side';
  input: HTMLInputElement | null;
  /** The wide panel's own overlay (`--no-js-close`: the generic overlay rule leaves it to us). */
  overlay: HTMLElement | null;
}

export function read(host: HTMLElement): SearchPanelProps {
  const panel = host.ownerDocument.getElementById('rey-searchPanel');
  if (!panel) throw new BadMarkup('no #rey-searchPanel on the page');
  return {
    panel,
    style: panel.getAttribute('data-style') === 'side' ? 'side' : 'wide',
    input: panel.querySelector<HTMLInputElement>('input[type="search"], input[name="s"]'),
    overlay: host.ownerDocument.querySelector<HTMLElement>('.rey-searchPanel-wideOverlay'),
  };
}
