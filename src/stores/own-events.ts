/** The DOM events woo-islands fired itself (src/events.ts), so its listeners can tell them apart. */
export const ownEvents = new WeakSet<Event>();
