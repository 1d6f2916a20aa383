import { defineIsland } from '../../src/runtime/define';
import type { ProductBlocksProps } from './read';

/** Rey's lazily loaded related and upsell blocks. `visible`, then it waits for the first interaction. */
export default defineIsland<ProductBlocksProps>({
  name: 'product-blocks',
  area: 'product',
  selector: '.__placeholder-wrapper.related.products, .__placeholder-wrapper.upsells.products',
  trigger: 'visible',
  load: () => import('./ProductBlocks'),
});
