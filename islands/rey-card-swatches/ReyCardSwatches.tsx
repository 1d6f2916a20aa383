import { useController } from '../../src/hooks';
import type { IslandProps } from '../../src/runtime/define';
import { ReyCardController } from './controller';
import type { ReyCardSwatchesProps } from './read';

export { read } from './read';

/** Rey's catalogue swatches on a product card; a controller changes the card in place and restores it on unmount. */
export default function ReyCardSwatches({ host, ...props }: IslandProps<ReyCardSwatchesProps>) {
  useController(host as HTMLFormElement, ReyCardController, props);
  return null;
}
