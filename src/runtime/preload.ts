/**
 * Asks the browser for every chunk an island's mount needs at once, instead of letting each import
 * discover the next (entry → island → shared chunks is two round trips on a phone instead of one).
 * One per runtime: it remembers what it asked for.
 */
export class Preloader {
  private readonly chunks = new Set<string>();
  private readonly names = new Set<string>();

  /**
   * Fetches (and lets the browser compile, off the main thread where it can) the chunks of `name`
   * without running them: `<link rel=modulepreload>`, whose module a later import() then only runs.
   * For code wanted soon whose evaluation must not hold up what the page is doing now.
   */
  fetchAhead(name: string): void {
    for (const href of this.notAskedYet(name)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
  }

  /** `name`: an island, or `<island>:early-click` for the chunks of its click before mount. */
  preload(name: string): void {
    // Once per name: a page of 48 cards mounts the same island 48 times.
    if (this.names.has(name)) return;
    this.names.add(name);
    for (const href of this.notAskedYet(name)) {
      // import() rather than <link rel=modulepreload>: inserting a link costs about a millisecond of
      // main thread each on a slowed phone; the import starts the same fetch without touching the DOM.
      // The chunks only define things, so evaluating one early is harmless; a failure is the island's
      // to report when its own import fails.
      import(href).catch(() => {});
    }
  }

  /** The URLs of `name`'s chunks not asked for yet, now marked as asked. */
  private notAskedYet(name: string): string[] {
    if (typeof WI_PRELOADS === 'undefined') return [];
    const hrefs = (WI_PRELOADS.islands[name] ?? []).map((index) => new URL(`./chunks/${WI_PRELOADS!.files[index]}`, import.meta.url).href);
    const fresh = hrefs.filter((href) => !this.chunks.has(href));
    fresh.forEach((href) => this.chunks.add(href));
    return fresh;
  }
}
