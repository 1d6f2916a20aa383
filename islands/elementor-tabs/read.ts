import { BadMarkup } from '../../src/runtime/bad-markup';
import { partsOf, type TabsParts } from './tabs';

export type TabsProps = TabsParts;

export function read(host: HTMLElement): TabsProps {
  const parts = partsOf(host);
  if (!parts.titles.length) throw new BadMarkup('no .elementor-tab-title[data-tab] in the widget');
  return parts;
}
