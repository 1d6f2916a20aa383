/** The empty mini cart's section holders whose content was asked of the server (once each). */
export const askedEmptyCartSections = new WeakSet<Element>();
