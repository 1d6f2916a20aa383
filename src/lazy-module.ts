/**
 * A module imported on demand that, once it has arrived, is used in the same task. Code answering a
 * click (consent given, then a link followed at once) must not wait a promise hop per import: on a busy
 * main thread each hop can wait behind other tasks until the page is gone.
 */
export function lazyModule<M>(importer: () => Promise<M>): {
  /** Fetches the module (once), ahead of the moment that needs it. */
  load(): Promise<M>;
  /** Runs `action` with the module: at once when it has arrived, else when it does; a throw rejects either way. */
  use(action: (module: M) => void): Promise<void>;
} {
  let loaded: M | null = null;
  let loading: Promise<M> | null = null;
  const load = () =>
    (loading ??= importer().then(
      (module) => (loaded = module),
      (error: unknown) => {
        // A chunk that failed to arrive (a flaky network) is asked for again next time.
        loading = null;
        throw error;
      },
    ));
  return {
    load,
    use(action) {
      if (!loaded) return load().then(action);
      try {
        action(loaded);
        return Promise.resolve();
      } catch (error) {
        // As a failure after the import would be: the caller (a store's listener loop) is not broken.
        return Promise.reject(error);
      }
    },
  };
}
