/**
 * Asks the runtime to mount the islands of `el` now, as if the shopper had reached for it: for a panel
 * another island is about to open (the header's cart button and its side panel are separate islands).
 * The runtime hears it as intent; an island already mounted ignores it.
 */
export function wakeIsland(el: Element | null): void {
  el?.dispatchEvent(new CustomEvent('woo-islands:wake'));
}
