// The checkout's and registration's `<wc-order-attribution-inputs>`, kept filled from load on
// without React (the fields are hidden inputs: no UI of their own). Started by the definition's
// placeholder; the island, when the shopper reaches for the form, finds them filled.
import { inputsFilledAtLoad } from '../../src/stores/attribution-inputs';
import { followAttribution } from './attribution';
import { read } from './read';

export function fillInputs(host: HTMLElement): () => void {
  const stop = followAttribution(host, read().config);
  inputsFilledAtLoad.add(host);
  return () => {
    inputsFilledAtLoad.delete(host);
    stop();
  };
}
