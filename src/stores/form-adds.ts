/** Adds from a product form on their way, per submit button: its `loading` state ends with the last. */
export const addsInFlight = new WeakMap<HTMLElement, number>();
