// Apart from ./banner-view.ts, which the page loads before React: only the island moves focus.

/** Takes the keyboard to the banner's first choice (its close icon when it has no buttons). */
export function focusFirstChoice(banner: HTMLElement): void {
  (banner.querySelector<HTMLElement>('.cmplz-buttons button') ?? banner.querySelector<HTMLElement>('.cmplz-close'))?.focus();
}
