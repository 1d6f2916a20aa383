import { useState } from 'react';
import { useAttribute, useListener, useToggleClass } from '../../src/hooks';
import { useDropPanel } from '../../src/panels/ui';
import type { IslandProps } from '../../src/runtime/define';
import { ReyWishlistList } from '../../src/wishlist/panel/rey-panel-list';
import type { HeaderWishlistProps } from './read';

export { read } from './read';

/**
 * The header-wishlist widget, as Rey runs it: the button toggles its drop panel (Rey 2.1–2.2's also
 * marked `--active`) (in a `.--dp-hover`
 * header, pointing at it opens and leaving the panel closes), placed from the button, with the
 * wishlist's items from `get_wishlist_data`, asked for when it opens and again after the wishlist or
 * the cart changed. Esc, the overlay and another panel close it; focus returns to the button.
 */
export default function HeaderWishlist({ host, button, content, container, hover, legacy }: IslandProps<HeaderWishlistProps>) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  useListener<MouseEvent>(button, 'click', (event) => {
    event.preventDefault();
    if (!hover) setOpen((o) => !o);
  });
  useListener(hover ? button : null, 'mouseenter', () => setOpen(true));
  useListener(hover ? host : null, 'mouseleave', close);
  useAttribute(button, 'aria-haspopup', 'dialog');
  useAttribute(button, 'aria-expanded', String(open));
  // Rey 2.1–2.2's stylesheet shows the panel of a widget marked `--active` (and its button).
  useToggleClass(legacy ? host : null, '--active', open);
  useToggleClass(legacy ? button : null, '--active', open);

  useDropPanel(open, {
    id: 'header-wishlist',
    element: host,
    content,
    trigger: button,
    onClose: close,
  });
  return <ReyWishlistList container={container} shown={open} />;
}
