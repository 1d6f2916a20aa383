/** Something started on a host that stops on demand. */
export interface Stoppable {
  destroy(): void;
}

/**
 * The variation forms whose controller runs since load, without React (islands/variation-form/at-load.ts):
 * the island takes the running one over when it mounts, instead of starting a second.
 */
export const runningForms = new WeakMap<HTMLFormElement, Stoppable>();
