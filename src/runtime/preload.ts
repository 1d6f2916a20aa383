const preloaded = new Set<string>();
const preloadedIslands = new Set<string>();

/**
 * Asks the browser for every chunk an island's mount needs at once, instead of letting each import
 * discover the next (entry → island → shared chunks is two round trips on a phone instead of one).
 */
export function preloadIsland(name: string): void {
  // Once per island: a page of 48 cards mounts the same island 48 times.
  if (typeof WI_PRELOADS === 'undefined' || preloadedIslands.has(name)) return;
  preloadedIslands.add(name);
  for (const index of WI_PRELOADS.islands[name] ?? []) {
    const href = new URL(`./chunks/${WI_PRELOADS.files[index]}`, import.meta.url).href;
    if (preloaded.has(href)) continue;
    preloaded.add(href);
    // import() rather than <link rel=modulepreload>: inserting a link costs about a millisecond of
    // main thread each on a slowed phone; the import starts the same fetch without touching the DOM.
    // The chunks only define things, so evaluating one early is harmless; a failure is the island's
    // to report when its own import fails.
    import(href).catch(() => {});
  }
}
