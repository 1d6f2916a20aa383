import { useLayoutEffect } from 'react';
import type { IslandProps } from '../../src/runtime/define';
import { ArchiveSwatchesController } from './controller';
import type { ArchiveSwatchesProps } from './read';

export { read } from './read';

/** Swatches Pro's archive swatches on a loop card; a controller changes the card in place and restores it on unmount. */
export default function ArchiveSwatches({ host, ...props }: IslandProps<ArchiveSwatchesProps>) {
  useLayoutEffect(() => {
    const controller = new ArchiveSwatchesController(host, props);
    controller.start();
    return () => controller.destroy();
    // Props are read once from the markup.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [host]);
  return null;
}
