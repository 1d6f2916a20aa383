import { elementSettings, isOn } from '../../src/elementor';
import { BadMarkup } from '../../src/runtime/bad-markup';
import type { LogicalJoin } from '../../src/stores/loop-filters';

export interface LoopFilterProps {
  /** The loop widget it drives (`selected_element`). */
  widgetId: string;
  /** This filter widget's own id. */
  filterId: string;
  taxonomy: string;
  multiple: boolean;
  /** How its terms combine: a single selection, or AND, OR, NOT for a multiple one. */
  join: LogicalJoin;
  bar: HTMLElement;
  baseUrl: string;
}

/** `logical_combination` of a multiple selection: AND and OR as Elementor Pro offers them, and NOT. */
export function joinOf(multiple: boolean, combination: unknown): LogicalJoin {
  if (!multiple) return 'DISABLED';
  return combination === 'OR' || combination === 'NOT' ? combination : 'AND';
}

export function read(host: HTMLElement): LoopFilterProps {
  const settings = elementSettings(host);
  if (!settings) throw new BadMarkup('data-settings is not JSON');
  const widgetId = String(settings.selected_element ?? '');
  const taxonomy = String(settings.taxonomy ?? '');
  // Elementor Pro accepts exactly 7 lower-case letters and digits for a widget id.
  if (!/^[a-z0-9]{7}$/.test(widgetId)) throw new BadMarkup(`selected_element "${widgetId}" is not a loop widget id`);
  if (!/^[a-z0-9_-]+$/.test(taxonomy)) throw new BadMarkup(`taxonomy "${taxonomy}" is not a taxonomy name`);
  const bar = host.querySelector<HTMLElement>('.e-filter');
  if (!bar) throw new BadMarkup('no .e-filter bar');
  const multiple = isOn(settings.multiple_selection);
  return {
    widgetId,
    filterId: host.getAttribute('data-id') ?? '',
    taxonomy,
    multiple,
    join: joinOf(multiple, settings.logical_combination),
    bar,
    baseUrl: bar.getAttribute('data-base-url') ?? '',
  };
}
