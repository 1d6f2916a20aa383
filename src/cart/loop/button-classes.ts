/** What a loop add-to-cart link has on its way: its `loading` and `added` classes follow from it. */
interface ButtonAdds {
  /** Requests sent and not answered yet. */
  out: number;
  /** Whether one of them added to the cart. */
  added: boolean;
}

// Keyed by the server's link: a link that leaves the page takes its record with it.
const adds = new WeakMap<HTMLElement, ButtonAdds>();

/** An add from `button` is on its way: `loading`, and `added` goes until this one is answered. */
export function buttonAddSent(button: HTMLElement): void {
  const state = adds.get(button) ?? { out: 0, added: false };
  adds.set(button, { out: state.out + 1, added: false });
  button.classList.remove('added');
  button.classList.add('loading');
}

/**
 * One of `button`'s adds was answered. Once none is left on its way the spinner goes, and the link
 * shows `added` when any of them added. Returns whether the button now shows `added`.
 */
export function buttonAddAnswered(button: HTMLElement, added: boolean): boolean {
  const state = adds.get(button) ?? { out: 1, added: false };
  const next = { out: Math.max(0, state.out - 1), added: state.added || added };
  adds.set(button, next);
  if (next.out > 0) return false;
  button.classList.remove('loading');
  if (next.added) button.classList.add('added');
  return next.added;
}
