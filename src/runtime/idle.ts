export interface Deadline {
  timeRemaining(): number;
  readonly didTimeout: boolean;
}

/**
 * Runs `run` when the main thread is idle, at the latest after 2 s. Support: requestIdleCallback is
 * missing in Safari; a short timeout with a 10 ms budget stands in.
 */
export function requestIdle(run: (deadline: Deadline) => void, win: Window = window): void {
  if ('requestIdleCallback' in win) {
    win.requestIdleCallback(run, { timeout: 2000 });
    return;
  }
  const start = Date.now();
  (win as Window).setTimeout(() => run({ timeRemaining: () => Math.max(0, 10 - (Date.now() - start)), didTimeout: false }), 1);
}
