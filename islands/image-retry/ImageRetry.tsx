import { useController } from '../../src/hooks';
import type { IslandProps } from '../../src/runtime/define';
import { retryWhenBroken } from './retry';

export { FAILED_CLASS, RETRIES, RETRY_DELAY_MS } from './retry';

export function read(): Record<string, never> {
  return {};
}

/** Retries the image when it fails (./retry.ts), unless that runs since load. */
export default function ImageRetry({ host }: IslandProps<Record<string, never>>) {
  useController(host, (img) => (img instanceof HTMLImageElement ? retryWhenBroken(img) : undefined));
  return null;
}
