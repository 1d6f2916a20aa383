import { defineIsland } from '../../src/runtime/define';
import { warnOnce } from '../../src/runtime/warn';

/**
 * Top-level page-builder containers whose background images wait (the page builder's head CSS holds
 * them back until `e-lazyloaded`). This does the job of the page builder's inline footer script, at
 * load and for containers that arrive later, without React (./mark-when-near.ts).
 */
export default defineIsland<Record<string, never>>({
  name: 'lazy-background',
  area: 'theme',
  selector: '.e-con.e-parent:not(.e-lazyloaded)',
  placeholder: (host) => {
    import('./mark-when-near').then(({ markWhenNear }) => markWhenNear(host)).catch((error: unknown) => {
      warnOnce('lazy-background: shown at once.', error);
      host.classList.add('e-lazyloaded');
    });
  },
  // A function, so containers are searched for at load and their placeholder runs then; the island
  // itself only mounts for a shopper reaching for one still waiting (it watches the same way).
  trigger: () => 'intent',
  load: () => import('./LazyBackground'),
});
