// The runtime's own (entry bundle) state: islands never import this module, so the entry shares none
// with their chunks.

/** Warnings already logged on this page; each distinct message is logged once. */
export const warnedMessages = new Set<string>();
