import { addFromLoopButton } from '../../src/cart/loop-button-add';
import { read } from './read';

/**
 * A click that beat React's arrival: its add goes out as soon as this small chunk is here, instead of
 * after React has been fetched and evaluated (a first click is often the page's first event). Markup
 * the island could not take is left to the runtime, which mounts and replays the click as usual.
 */
export async function clickBeforeMount(host: HTMLElement): Promise<boolean> {
  try {
    read(host);
  } catch {
    return false;
  }
  // Done once the request is on its way: React may come meanwhile, so the header's count can show the
  // add before the server answers.
  void addFromLoopButton(host);
  return true;
}
