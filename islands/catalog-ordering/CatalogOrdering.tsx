import { useController } from '../../src/hooks';
import type { IslandProps } from '../../src/runtime/define';
import type { CatalogOrderingProps } from './read';
import { submitOnChange } from './submit-on-change';

export { read } from './read';

/** WooCommerce's catalog ordering: a change of the order submits its form (./submit-on-change.ts). */
export default function CatalogOrdering({ host, ...props }: IslandProps<CatalogOrderingProps>) {
  useController(host as HTMLFormElement, submitOnChange, props);
  return null;
}
