// For islands: work that only pays off for a shopper who is actually there (related products,
// reviews) waits for the first interaction, which the entry records (src/runtime/first-interaction.ts)
// and Rey itself may announce with `rey/first_interaction`.

export function hasInteracted(doc: Document = document): boolean {
  return doc.documentElement.hasAttribute('data-wi-interacted');
}

/** Runs `run` at the first interaction (at once if it already happened). Returns the cancel. */
export function afterFirstInteraction(run: () => void, doc: Document = document): () => void {
  if (hasInteracted(doc)) {
    run();
    return () => {};
  }
  const listener = () => run();
  doc.addEventListener('rey/first_interaction', listener, { once: true });
  return () => doc.removeEventListener('rey/first_interaction', listener);
}
