// The shopper's first interaction with the page (Rey's `rey/first_interaction`). The entry watches
// from the start, so islands that mount later still know an interaction came before them: it is
// recorded on <html> as `data-wi-interacted`, which src/helpers/first-interaction.ts reads (islands share no
// module with the entry).

const EVENTS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

export function watchFirstInteraction(doc: Document = document): void {
  const root = doc.documentElement;
  if (root.hasAttribute('data-wi-interacted')) return;
  const fire = () => {
    for (const event of EVENTS) window.removeEventListener(event, fire, true);
    if (root.hasAttribute('data-wi-interacted')) return;
    root.setAttribute('data-wi-interacted', '');
    doc.dispatchEvent(new CustomEvent('rey/first_interaction'));
  };
  for (const event of EVENTS) window.addEventListener(event, fire, { capture: true, passive: true });
}

/** Resolves at the shopper's first interaction with the page (at once if it already happened). */
export function firstInteraction(doc: Document = document): Promise<void> {
  if (doc.documentElement.hasAttribute('data-wi-interacted')) return Promise.resolve();
  return new Promise((resolve) => doc.addEventListener('rey/first_interaction', () => resolve(), { once: true }));
}
