import { addFromLoopButton } from '../../src/cart/loop/add';
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
  // Done once the server has answered: until then the runtime evaluates nothing else (React comes
  // after), so the answer is shown as soon as it arrives. A failure is shown by the add itself.
  await addFromLoopButton(host).catch(() => {});
  return true;
}
