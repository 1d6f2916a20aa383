// woo-islands: the one script a shop adds. It finds the interactive parts of the page the server
// rendered and mounts each as an island, loading only the code of the islands the page has.
import { catalogue } from '../islands';
import { watchFirstInteraction } from './runtime/first-interaction';
import { IslandRuntime } from './runtime/runtime';

// Benchmarks measure from here to `woo-islands:settled` (marked by the runtime).
performance.mark('woo-islands:start');
watchFirstInteraction();
const runtime = new IslandRuntime(catalogue, window);

// WooCommerce's jQuery variation helpers ($.fn.wc_variation_form, …) exist wherever jQuery does: quick
// views and gallery plugins call them on markup they load later. A chunk of their own, so the entry
// shares no module with the islands.
function shimVariations(): void {
  if ((window as { jQuery?: unknown }).jQuery) void import('./variations/shims').then((m) => m.installVariationShims(window));
}

// At DOM ready every deferred script (jQuery included) has run. A module script runs after parsing,
// but a shop may add it with `async`.
const start = () => {
  runtime.start();
  shimVariations();
};
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
