import { useController } from '../../src/hooks';
import type { IslandProps } from '../../src/runtime/define';
import { loadBlocks } from './load-blocks';
import type { ProductBlocksProps } from './read';

export { read } from './read';

/**
 * Rey's lazy product blocks: the loop markup the theme's ajax gives replaces the placeholder
 * (./load-blocks.ts). The loop's add-to-cart buttons are islands of their own and mount by themselves.
 */
export default function ProductBlocks({ host, ...props }: IslandProps<ProductBlocksProps>) {
  useController(host, loadBlocks, props);
  return null;
}
