/** Loads the cart panel's code ahead of its first opening (the header cart calls it on intent). */
export function preloadCartPanel(): void {
  void import('./CartPanelBody');
}
