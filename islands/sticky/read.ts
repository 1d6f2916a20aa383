import { elementSettings } from '../../src/elementor';
import { BadMarkup } from '../../src/runtime/bad-markup';

export interface StickyProps {
  settings: Record<string, unknown>;
}

export function read(host: HTMLElement): StickyProps {
  const settings = elementSettings(host);
  if (!settings || (settings.sticky !== 'top' && settings.sticky !== 'bottom')) throw new BadMarkup('data-settings has no sticky position');
  return { settings };
}
