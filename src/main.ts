// woo-islands: the one script a shop adds. It finds the interactive parts of the page the server
// rendered and mounts each as an island, loading only the code of the islands the page has.
import { catalogue } from '../islands';
import { inEnabledAreas } from './runtime/areas';
import { withoutKeptRuntimes } from './runtime/kept-runtimes';
import { watchFirstInteraction } from './runtime/first-interaction';
import { stubScrollToNotices, stubVariationHelpers } from './runtime/jquery-stubs';
import { IslandRuntime } from './runtime/runtime';

// Benchmarks measure from here to `woo-islands:settled` (marked by the runtime).
performance.mark('woo-islands:start');
watchFirstInteraction();
const runtime = new IslandRuntime(withoutKeptRuntimes(inEnabledAreas(catalogue, window), window), window);

// At DOM ready every deferred script (jQuery included) has run. A module script runs after parsing,
// but a shop may add it with `async`.
const start = () => {
  runtime.start();
  stubVariationHelpers(window);
  stubScrollToNotices(window);
};
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
