import { readAttributionConfig, type AttributionConfig } from '../../src/attribution/config';
import { BadMarkup } from '../../src/runtime/bad-markup';

export interface OrderAttributionProps {
  config: AttributionConfig;
}

export function read(): OrderAttributionProps {
  const config = readAttributionConfig();
  if (!config) throw new BadMarkup('wc_order_attribution (with its fields) is not printed on this page');
  return { config };
}
