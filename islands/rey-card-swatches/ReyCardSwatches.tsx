import { useLayoutEffect } from 'react';
import type { IslandProps } from '../../src/runtime/define';
import { ReyCardController } from './controller';
import type { ReyCardSwatchesProps } from './read';

export { read } from './read';

/** Rey's catalogue swatches on a product card; a controller changes the card in place and restores it on unmount. */
export default function ReyCardSwatches({ host, ...props }: IslandProps<ReyCardSwatchesProps>) {
  useLayoutEffect(() => {
    const controller = new ReyCardController(host as HTMLFormElement, props);
    controller.start();
    return () => controller.destroy();
    // Props are read once from the markup.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [host]);
  return null;
}
