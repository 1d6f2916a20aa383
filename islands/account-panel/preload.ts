/** Loads the account panel's code ahead of its first opening (the account button calls it on intent). */
export function preloadAccountPanel(): void {
  void import('./AccountPanelBody');
}
