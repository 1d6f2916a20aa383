/**
 * The checkout's and registration's attribution fields kept filled since load, without React
 * (islands/order-attribution/fill-inputs.ts): the island, when it mounts, leaves them to that.
 */
export const inputsFilledAtLoad = new WeakSet<Element>();
