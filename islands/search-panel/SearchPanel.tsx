import { useLayoutEffect, useRef, useState } from 'react';
import { emit } from '../../src/events';
import { useAttribute, useListener, useToggleClass } from '../../src/hooks';
import { usePanel } from '../../src/panels/ui';
import type { IslandProps } from '../../src/runtime/define';
import { useSearchLogos } from './logos';
import type { SearchPanelProps } from './read';
import { useLegacyShow, useReveal } from './reveal';
import { useLegacyWideTop } from './wide-top';

export { read } from './read';

/**
 * The header search toggle and its panel (Rey R5): the panel drops in (`--is-open`, the toggle
 * `is-opened`, body `search-panel--active search-panel--{style}`), focus moves to the search field and
 * stays in the panel; Esc, the panel's overlay, the toggle again or another panel opening close it.
 * Older Rey's panel (no id) opens its own way: `is-opened`, body `search-panel--is-opened`, the site
 * overlay, its close button, and the wide one below the header.
 */
export default function SearchPanel({ host, panel, style, input, overlay, legacy, closeButton }: IslandProps<SearchPanelProps>) {
  const [open, setOpen] = useState(false);
  const wasOpen = useRef(false);

  useListener<MouseEvent>(host, 'click', (event) => {
    event.preventDefault();
    setOpen((o) => !o);
  });
  useListener<MouseEvent>(style === 'wide' && !legacy ? overlay : null, 'click', (event) => {
    event.preventDefault();
    setOpen(false);
  });
  useListener<MouseEvent>(closeButton, 'click', (event) => {
    event.preventDefault();
    setOpen(false);
  });

  useReveal(panel, open && !legacy, '--is-open');
  useLegacyShow(panel, open, legacy);
  useLegacyWideTop(panel, open && legacy && style === 'wide');
  useToggleClass(host, 'is-opened', open);
  useAttribute(host, 'aria-expanded', String(open));
  useAttribute(host, 'aria-controls', panel.id || null);
  useSearchLogos(open && style === 'wide');
  usePanel(open, {
    id: 'search-panel',
    element: panel,
    onClose: () => setOpen(false),
    overlay: style === 'side' || legacy ? 'site' : false,
    lockScroll: legacy,
    bodyClasses: legacy
      ? ['search-panel--is-opened', `search-panel--${style}`]
      : ['search-panel--active', `search-panel--${style}`, ...(style === 'side' ? ['--side-panel-active'] : [])],
    trapFocus: true,
    initialFocus: () => input,
  });

  useLayoutEffect(() => {
    if (open) wasOpen.current = true;
    else if (wasOpen.current) emit('reycore/ajax_search/close', [], document);
  }, [open]);

  return null;
}
