// Plain-DOM work an element needs from load on, started by its definition's placeholder without React
// and asked for again by its island when that mounts: the second ask gets the running work's stop.

/** Work started on an element, by name, with its stop. */
const startedWork = new WeakMap<Element, Map<string, () => void>>();

/** Starts `name`'s work on `el` unless it runs already; the returned stop ends it (once). */
export function startOnce(el: Element, name: string, start: () => () => void): () => void {
  let byName = startedWork.get(el);
  const running = byName?.get(name);
  if (running) return running;
  if (!byName) startedWork.set(el, (byName = new Map()));
  const stopWork = start();
  const stop = () => {
    if (byName!.get(name) !== stop) return;
    byName!.delete(name);
    stopWork();
  };
  byName.set(name, stop);
  return stop;
}
