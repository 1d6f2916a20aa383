/** Pages whose visit the popups counted: page views and sessions count once per page (spec E8). */
export const countedPopupPages = new WeakSet<Document>();
