import { useLayoutEffect } from 'react';
import { readAttributionConfig, refillInputs, startAttribution, type AttributionConfig } from '../../src/attribution/tracker';
import { BadMarkup, type IslandProps } from '../../src/runtime/define';

export interface OrderAttributionProps {
  config: AttributionConfig;
}

export function read(): OrderAttributionProps {
  const config = readAttributionConfig();
  if (!config) throw new BadMarkup('wc_order_attribution is not printed on this page');
  return { config };
}

/** Records this page view when consent allows and keeps the attribution fields of every form filled. */
export default function OrderAttribution({ host, config }: IslandProps<OrderAttributionProps>) {
  useLayoutEffect(() => {
    const release = startAttribution(config);
    if (host.localName === 'wc-order-attribution-inputs') refillInputs(host.parentElement ?? host);
    return release;
  }, [host, config]);
  return null;
}
