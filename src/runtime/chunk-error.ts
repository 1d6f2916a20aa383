/**
 * Why an island's code did not arrive, in the three kinds the spec names: `error` (the import failed:
 * offline, a 404, a parse error), `missing` (the chunk arrived without the island it should hold) and
 * `timeout` (nothing within the spec's 120 s). Pages and tests tell them apart by the error's `type`.
 */
export type ChunkFailure = 'missing' | 'timeout' | 'error';

export type ChunkLoadError = Error & { type: ChunkFailure };

const chunkError = (type: ChunkFailure, detail = ''): ChunkLoadError =>
  Object.assign(new Error(`Loading chunk failed (${type})${detail}`), { type });

/**
 * Imports an island's code; every way it can fail becomes a ChunkLoadError of its kind. `holds` says
 * whether what arrived is the island. (The entry carries this, so it is kept small.)
 */
export function importChunk<T>(load: () => Promise<T>, holds: (value: T) => boolean, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(chunkError('timeout')), timeoutMs);
    load()
      .then(
        (value) => (holds(value) ? resolve(value) : reject(chunkError('missing'))),
        (error: unknown) => reject(chunkError('error', `: ${(error as Error)?.message ?? error}`)),
      )
      .finally(() => clearTimeout(timer));
  });
}
