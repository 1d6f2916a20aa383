const preloaded = new Set<string>();
const preloadedIslands = new Set<string>();

/**
 * Asks the browser for every chunk an island's mount needs at once, instead of letting each import
 * discover the next (entry → island → shared chunks is three round trips on a phone).
 */
export function preloadIsland(name: string, doc: Document = document): void {
  // Once per island: a page of 48 cards mounts the same island 48 times.
  if (typeof WI_PRELOADS === 'undefined' || preloadedIslands.has(name)) return;
  preloadedIslands.add(name);
  for (const index of WI_PRELOADS.islands[name] ?? []) {
    const href = new URL(`./chunks/${WI_PRELOADS.files[index]}`, import.meta.url).href;
    if (preloaded.has(href)) continue;
    preloaded.add(href);
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    doc.head.append(link);
  }
}
