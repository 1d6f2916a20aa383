import { useController } from '../../src/hooks';
import type { IslandProps } from '../../src/runtime/define';
import { ArchiveSwatchesController } from './controller';
import type { ArchiveSwatchesProps } from './read';

export { read } from './read';

/** Swatches Pro's archive swatches on a loop card; a controller changes the card in place and restores it on unmount. */
export default function ArchiveSwatches({ host, ...props }: IslandProps<ArchiveSwatchesProps>) {
  useController(host, ArchiveSwatchesController, props);
  return null;
}
