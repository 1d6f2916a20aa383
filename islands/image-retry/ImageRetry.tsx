import { useEffect } from 'react';
import type { IslandProps } from '../../src/runtime/define';
import { retryWhenBroken } from './retry';

export { FAILED_CLASS, RETRIES, RETRY_DELAY_MS } from './retry';

export function read(): Record<string, never> {
  return {};
}

/** Retries the image when it fails (./retry.ts), unless that runs since load. */
export default function ImageRetry({ host }: IslandProps<Record<string, never>>) {
  useEffect(() => (host instanceof HTMLImageElement ? retryWhenBroken(host) : undefined), [host]);
  return null;
}
