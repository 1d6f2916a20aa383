import { defineIsland } from '../../src/runtime/define';
import { markWhenNear } from './mark-when-near';

/**
 * Top-level page-builder containers whose background images wait (the page builder's head CSS holds
 * them back until `e-lazyloaded`). This does the job of the page builder's inline footer script, at
 * load and for containers that arrive later, without React: the placeholder watches each container
 * (./mark-when-near.ts). That watch is a dozen lines and comes with the entry; as a chunk of its own
 * it cost every page built with the page builder a request and an import() at load (1.8 ms of a
 * phone slowed 4x), more than its bytes.
 */
export default defineIsland<Record<string, never>>({
  name: 'lazy-background',
  area: 'theme',
  runtime: 'elementor',
  selector: '.e-con.e-parent:not(.e-lazyloaded)',
  placeholder: markWhenNear,
  // A function, so containers are searched for at load and their placeholder runs then; the island
  // itself only mounts for a shopper reaching for one still waiting.
  trigger: () => 'intent',
  load: () => import('./LazyBackground'),
});
