// Wishlist counters filled since load without their island (islands/wishlist-counter/count.ts): data
// that arrives later (src/wishlist/data.ts) wakes only the others. Here, not in src/wishlist/, so the
// counter's load-time code brings nothing of the wishlist's own chunk.
export const followedCounters = new WeakSet<Element>();
