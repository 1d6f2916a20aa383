import { documentSettings } from '../../src/elementor';
import { BadMarkup } from '../../src/runtime/bad-markup';
import type { Settings } from './timing';

export interface PopupProps {
  id: string;
  settings: Settings;
}

/** A popup document as the page builder prints it in the footer (hidden by its CSS until shown). */
export function read(host: HTMLElement): PopupProps {
  const id = host.getAttribute('data-elementor-id') ?? '';
  if (!/^\d+$/.test(id)) throw new BadMarkup(`data-elementor-id "${id}" is not a popup id`);
  const settings = documentSettings(host);
  if (!settings) throw new BadMarkup('data-elementor-settings is not JSON');
  return { id, settings };
}
