// Which islands belong to an area, read from the catalogue's definitions (islands/*/index.ts), and what
// the page shows of them: every island marks its hosts `data-wi-<name>` as soon as it has found them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { root } from './shop';

export type Area = 'cart' | 'product' | 'swatches' | 'wishlist' | 'consent' | 'attribution' | 'theme';

// `name: 'x', area: 'y',` then, past comment lines, an optional `alsoIn: ['z']`.
const DEFINITION = /name: '([\w-]+)',\s*area: '(\w+)',(?:\s*\/\/[^\n]*)*(?:\s*alsoIn: \[([^\]]*)\])?/g;

function catalogue(): Array<{ name: string; areas: string[] }> {
  const dir = path.join(root, 'islands');
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      let source = '';
      try {
        source = readFileSync(path.join(dir, entry.name, 'index.ts'), 'utf8');
      } catch {
        return [];
      }
      return [...source.matchAll(DEFINITION)].map(([, name = '', area = '', also = '']) => ({
        name,
        areas: [area, ...[...also.matchAll(/'(\w+)'/g)].map((m) => m[1] ?? '')],
      }));
    });
}

/** The islands an area switched off takes away (those of that area, and those that are also in it). */
export function islandsOf(area: Area): string[] {
  const names = catalogue().filter((island) => island.areas.includes(area)).map((island) => island.name);
  if (!names.length) throw new Error(`no island of the ${area} area found in islands/*/index.ts`);
  return [...new Set(names)];
}

/** The islands that found hosts on the page (their `data-wi-<name>` attributes). */
export async function islandsOnPage(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found = new Set<string>();
    for (const element of document.querySelectorAll('*')) {
      for (const attribute of element.getAttributeNames()) if (attribute.startsWith('data-wi-')) found.add(attribute.slice(8));
    }
    return [...found].sort();
  });
}

/** The bundle was told to leave `area` alone, and none of that area's islands took a host. */
export async function expectAreaLeftAlone(page: Page, area: Area): Promise<void> {
  await expect.poll(() => page.evaluate(() => (window as unknown as { woo_islands_params?: { disabled_areas?: string[] } }).woo_islands_params?.disabled_areas)).toEqual([area]);
  const ours = islandsOf(area);
  expect((await islandsOnPage(page)).filter((name) => ours.includes(name)), `islands of the ${area} area on ${page.url()}`).toEqual([]);
}

/** Islands of the other areas took their hosts on the page (each of `names`). */
export async function expectIslandsOnPage(page: Page, names: string[]): Promise<void> {
  await expect.poll(() => islandsOnPage(page), `islands on ${page.url()}`).toEqual(expect.arrayContaining(names));
}

/** The classic scripts the page loads, by the file names in their src. */
export async function scriptFiles(page: Page): Promise<string[]> {
  return page.evaluate(() => [...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((s) => new URL(s.src).pathname.split('/').pop() ?? ''));
}
