import { afterEach, expect, it } from 'vitest';
import { mountIsland } from '../../test/render-island';
import definition from './index';
import LazyBackground, { read } from './LazyBackground';

let undo: (() => void) | undefined;
afterEach(() => {
  undo?.();
  undo = undefined;
  document.body.innerHTML = '';
});

it('loads the background of a container the shopper reached for', () => {
  document.body.innerHTML = '<div class="e-con e-parent"></div>';
  const host = document.querySelector<HTMLElement>('.e-con')!;
  undo = mountIsland(LazyBackground, host, read());
  expect(host.classList.contains('e-lazyloaded')).toBe(true);
  // Marked, it no longer matches: the runtime does not arm it again for markup that arrives later.
  expect(host.matches(definition.selector)).toBe(false);
});
