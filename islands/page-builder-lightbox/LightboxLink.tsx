import { useListener } from '../../src/hooks';
import { isLightboxLink, openForElement } from '../../src/lightbox/elementor';
import type { IslandProps } from '../../src/runtime/define';

export function read(): Record<string, never> {
  return {};
}

/** Opens the page builder's lightbox (glightbox, loaded with the first open) for a qualifying click. */
export default function LightboxLink({ host }: IslandProps<Record<string, never>>) {
  useListener<MouseEvent>(host, 'click', (event) => {
    // Rules are read at click time: a theme may change the flags after the island mounted.
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || !isLightboxLink(host)) return;
    event.preventDefault();
    void openForElement(host);
  });
  return null;
}
