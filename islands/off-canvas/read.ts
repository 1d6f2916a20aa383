import { elementSettings } from '../../src/elementor';
import { BadMarkup } from '../../src/runtime/bad-markup';

export interface OffCanvasProps {
  id: string;
  settings: Record<string, unknown>;
}

export function read(host: HTMLElement): OffCanvasProps {
  const id = host.id.slice('off-canvas-'.length);
  if (!id) throw new BadMarkup('the off-canvas has no widget id');
  const widget = host.closest('.elementor-widget-off-canvas');
  const settings = widget ? elementSettings(widget) : {};
  if (!settings) throw new BadMarkup('the off-canvas widget\'s data-settings is not JSON');
  return { id, settings };
}
