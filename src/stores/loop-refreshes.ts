/** The refresh-loop request running for each loop widget: a newer filter change aborts the older one. */
export const runningLoopRefreshes = new WeakMap<Element, AbortController>();

/** Loop widgets with a refresh queued for the end of this task. */
export const queuedLoopRefreshes = new WeakSet<Element>();
