/**
 * A module imported on demand that, once it has arrived, is at hand in the same task. Code answering a
 * click (consent given, then a link followed at once) must not wait a promise hop per import: on a busy
 * main thread each hop can wait behind other tasks until the page is gone.
 */
export function lazyModule<M>(importer: () => Promise<M>): { load(): Promise<M>; now(): M | null } {
  let loaded: M | null = null;
  let loading: Promise<M> | null = null;
  return {
    load: () =>
      (loading ??= importer().then(
        (module) => (loaded = module),
        (error: unknown) => {
          // A chunk that failed to arrive (a flaky network) is asked for again next time.
          loading = null;
          throw error;
        },
      )),
    now: () => loaded,
  };
}
