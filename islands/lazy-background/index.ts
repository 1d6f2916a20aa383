import { defineIsland } from '../../src/runtime/define';

/**
 * Top-level page-builder containers whose background images wait (the page builder's head CSS holds
 * them back until `e-lazyloaded`). This does the job of the page builder's inline footer script.
 */
export default defineIsland<Record<string, never>>({
  name: 'lazy-background',
  area: 'theme',
  selector: '.e-con.e-parent:not(.e-lazyloaded)',
  trigger: 'visible',
  load: () => import('./LazyBackground'),
});
