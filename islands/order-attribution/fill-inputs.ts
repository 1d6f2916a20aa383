// The checkout's and registration's `<wc-order-attribution-inputs>`, kept filled from load on
// without React (the fields are hidden inputs: no UI of their own). Started by the definition's
// placeholder; the island, when the shopper reaches for the form, finds them filled.
import { followAttribution } from './attribution';
import { read } from './read';

const inputsFilledAtLoad = new WeakSet<Element>();

/** Whether `host`'s fields are kept filled since load: the island then leaves them to that. */
export function filledSinceLoad(host: Element): boolean {
  return inputsFilledAtLoad.has(host);
}

export function fillInputs(host: HTMLElement): () => void {
  const stop = followAttribution(host, read().config);
  inputsFilledAtLoad.add(host);
  return () => {
    inputsFilledAtLoad.delete(host);
    stop();
  };
}
