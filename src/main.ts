// woo-islands: the one script a shop adds. It finds the interactive parts of the page the server
// rendered and mounts each as an island, loading only the code of the islands the page has.
import { catalogue } from '../islands';
import { IslandRuntime } from './runtime/runtime';
import { installVariationShims } from './variations/shims';

const runtime = new IslandRuntime(catalogue, window);

// Plugins call WooCommerce's jQuery variation helpers at DOM ready; they must exist by then.
installVariationShims(window);

// A module script runs after parsing, but a shop may add it with `async`.
if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', () => runtime.start(), { once: true });
} else {
  runtime.start();
}
