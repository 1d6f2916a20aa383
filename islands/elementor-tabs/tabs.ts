// The page builder's tabs widget, as its handler (base-tabs.js, Elementor 3.33) switches it: each tab
// is a desktop title (`.elementor-tab-desktop-title`), a title for the phone layout
// (`.elementor-tab-mobile-title`) and a content (`.elementor-tab-content`), matched by `data-tab`. The
// server prints the contents hidden; the handler opens the first tab at load. Without React: the
// widget's placeholder runs it at load, the island on every switch.

export interface TabsParts {
  titles: HTMLElement[];
  contents: HTMLElement[];
}

const ACTIVE = 'elementor-active';

/** The widget's own titles and contents (not those of a tabs widget inside one of its contents). */
export function partsOf(host: HTMLElement): TabsParts {
  const own = (el: Element) => el.closest('.elementor-widget-tabs') === host;
  return {
    titles: [...host.querySelectorAll<HTMLElement>('.elementor-tab-title[data-tab]')].filter(own),
    contents: [...host.querySelectorAll<HTMLElement>('.elementor-tab-content[data-tab]')].filter(own),
  };
}

const ofTab = (els: HTMLElement[], tab: string) => els.filter((el) => el.getAttribute('data-tab') === tab);

/** The open tab's number (`data-tab`), or null. */
export function activeTab({ titles }: TabsParts): string | null {
  return titles.find((title) => title.classList.contains(ACTIVE))?.getAttribute('data-tab') ?? null;
}

/** Closes the open tab and opens `tab`: classes, the titles' tab order and state, the contents shown. */
export function openTab({ titles, contents }: TabsParts, tab: string): void {
  for (const title of titles.filter((el) => el.classList.contains(ACTIVE))) {
    title.classList.remove(ACTIVE);
    title.setAttribute('tabindex', '-1');
    title.setAttribute('aria-selected', 'false');
    title.setAttribute('aria-expanded', 'false');
  }
  for (const content of contents.filter((el) => el.classList.contains(ACTIVE))) {
    content.classList.remove(ACTIVE);
    content.style.display = 'none';
    content.setAttribute('hidden', 'hidden');
  }
  for (const title of ofTab(titles, tab)) {
    title.classList.add(ACTIVE);
    title.setAttribute('tabindex', '0');
    title.setAttribute('aria-selected', 'true');
    title.setAttribute('aria-expanded', 'true');
  }
  for (const content of ofTab(contents, tab)) {
    content.classList.add(ACTIVE);
    content.style.display = 'block';
    content.removeAttribute('hidden');
  }
}

/** At load: the first tab opens, unless one already is. */
export function openFirstTab(host: HTMLElement): void {
  const parts = partsOf(host);
  if (parts.titles.length && activeTab(parts) === null) openTab(parts, '1');
}
