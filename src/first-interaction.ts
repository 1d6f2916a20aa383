// The shopper's first interaction with the page (Rey's `rey/first_interaction`): work that only pays
// off for a shopper who is actually there (related products, reviews) waits for it. The entry starts
// watching at once, so islands mounted later still learn about an interaction that came before them.

const EVENTS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

let interacted = false;
const waiting = new Set<() => void>();

function fire(): void {
  if (interacted) return;
  interacted = true;
  for (const event of EVENTS) window.removeEventListener(event, fire, true);
  document.dispatchEvent(new CustomEvent('rey/first_interaction'));
  waiting.forEach((run) => run());
  waiting.clear();
}

/** Starts listening; called once by the entry. */
export function watchFirstInteraction(): void {
  if (interacted) return;
  for (const event of EVENTS) window.addEventListener(event, fire, { capture: true, passive: true });
}

export function hasInteracted(): boolean {
  return interacted;
}

/** Runs `run` at the first interaction (at once if it already happened). Returns the cancel. */
export function afterFirstInteraction(run: () => void): () => void {
  if (interacted) {
    run();
    return () => {};
  }
  waiting.add(run);
  return () => waiting.delete(run);
}
