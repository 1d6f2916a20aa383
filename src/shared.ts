/**
 * A page-wide service several islands use (the consent engine, the attribution tracker): it starts
 * with the first island that asks and stops once the last one let go.
 */
export function shared<T, A = void>(start: (arg: A) => { value: T; stop(): void }): {
  /** Joins the service, starting it with `arg` if nobody runs it yet. */
  use(arg: A): { value: T; release(): void };
  current(): T | null;
} {
  let running: { value: T; stop(): void; users: number } | null = null;
  return {
    use(arg: A) {
      running ??= { ...start(arg), users: 0 };
      const entry = running;
      entry.users += 1;
      let released = false;
      return {
        value: entry.value,
        release() {
          if (released) return;
          released = true;
          entry.users -= 1;
          if (entry.users === 0 && running === entry) {
            running = null;
            entry.stop();
          }
        },
      };
    },
    current: () => running?.value ?? null,
  };
}

/** Adds event listeners and returns the function that removes them all. */
export function listenAll(listeners: Array<[EventTarget, string, (event: any) => void]>): () => void {
  for (const [target, type, listener] of listeners) target.addEventListener(type, listener);
  return () => {
    for (const [target, type, listener] of listeners) target.removeEventListener(type, listener);
  };
}
