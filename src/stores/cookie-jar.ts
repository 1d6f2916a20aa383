// The cookies src/cookies.ts read in the current task, as decoded name and raw value. Reading
// document.cookie is a synchronous round trip to the browser, so the jar is kept until the task's
// microtasks run; our own writes drop it.

export type CookieEntry = readonly [name: string, value: string];

export const cookieJar: { entries: CookieEntry[] | null } = { entries: null };
