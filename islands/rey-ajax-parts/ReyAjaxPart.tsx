import { useController } from '../../src/hooks';
import { BadMarkup } from '../../src/runtime/bad-markup';
import type { IslandProps } from '../../src/runtime/define';
import { fillIconPlaceholder } from './icon';
import { fillPriceText } from './price-text';
import { useShippingStatus } from './shipping-status';

export type ReyAjaxPartProps =
  | { kind: 'icon' }
  | { kind: 'price-text'; productId: string }
  | { kind: 'shipping-status'; text: string; noText: string };

const PRODUCT_ID = /^[1-9]\d*$/;

export function read(host: HTMLElement): ReyAjaxPartProps {
  if (host.matches('svg[data-icon-placeholder]')) return { kind: 'icon' };
  if (host.hasAttribute('data-price-text')) {
    // The span's own `data-price-text` when it is a product id, else the product page's `body[data-id]`.
    const own = host.getAttribute('data-price-text') ?? '';
    const productId = PRODUCT_ID.test(own) ? own : document.body.dataset.id ?? '';
    if (!PRODUCT_ID.test(productId)) throw new BadMarkup(`no product id for the price text ("${own}", body "${productId}")`);
    return { kind: 'price-text', productId };
  }
  // The line while the cart is below free shipping, and the one once it is not, as the shop wrote them.
  return { kind: 'shipping-status', text: host.getAttribute('data-text') ?? '', noText: host.getAttribute('data-no-text') ?? '' };
}

function Icon({ host }: { host: HTMLElement }) {
  useController(host, (placeholder) => void fillIconPlaceholder(placeholder));
  return null;
}

function PriceText({ host, productId }: { host: HTMLElement; productId: string }) {
  useController(host, fillPriceText, { productId });
  return null;
}

function ShippingStatus({ host, text, noText }: { host: HTMLElement; text: string; noText: string }) {
  useShippingStatus(host, text, noText);
  return null;
}

/** One of Rey's small parts the theme's ajax fills in (see ./index.ts). */
export default function ReyAjaxPart(props: IslandProps<ReyAjaxPartProps>) {
  if (props.kind === 'icon') return <Icon host={props.host} />;
  if (props.kind === 'price-text') return <PriceText host={props.host} productId={props.productId} />;
  return <ShippingStatus host={props.host} text={props.text} noText={props.noText} />;
}
