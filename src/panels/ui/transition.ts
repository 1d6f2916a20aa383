// Rey's panels wait for their CSS transition before they count as opened: the length is the panel's
// `--transition-duration` custom property (Rey's CSS sets 430, its script falls back to 400 ms).

export const DEFAULT_TRANSITION_MS = 400;

/** Parses `430`, `430ms` or `0.43s` into milliseconds; anything else is null. */
export function parseDuration(value: string): number | null {
  const match = /^\s*(\d*\.?\d+)\s*(ms|s)?\s*$/.exec(value);
  if (!match) return null;
  const n = Number(match[1]);
  return match[2] === 's' ? n * 1000 : n;
}

/** The panel's transition length in ms, from `--transition-duration`, else 400. */
export function transitionMs(el: Element | null | undefined, fallback = DEFAULT_TRANSITION_MS): number {
  if (!el) return fallback;
  const value = el.ownerDocument.defaultView?.getComputedStyle(el).getPropertyValue('--transition-duration') ?? '';
  return parseDuration(value) ?? fallback;
}
