/** Stops the notice scroll under way, if any: a new one replaces it (src/scroll-to-notices.ts). */
export const noticeScroll: { cancel: (() => void) | null } = { cancel: null };
