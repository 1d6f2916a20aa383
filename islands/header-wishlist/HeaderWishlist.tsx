import { useState } from 'react';
import { useAttribute, useListener } from '../../src/hooks';
import { useDropPanel } from '../../src/panels';
import type { IslandProps } from '../../src/runtime/define';
import { ReyWishlistList } from '../../src/wishlist/rey-panel-list';
import type { HeaderWishlistProps } from './read';

export { read } from './read';

/**
 * The header-wishlist widget, as Rey 2.4+ runs it: the button toggles its drop panel (in a `.--dp-hover`
 * header, pointing at it opens and leaving the panel closes), placed from the button, with the
 * wishlist's items from `get_wishlist_data`, asked for when it opens and again after the wishlist or
 * the cart changed. Esc, the overlay and another panel close it; focus returns to the button.
 */
export default function HeaderWishlist({ host, button, content, container, hover }: IslandProps<HeaderWishlistProps>) {
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

  useDropPanel(open, {
    id: 'header-wishlist',
    element: host,
    content,
    trigger: button,
    onClose: close,
  });
  return <ReyWishlistList container={container} shown={open} />;
}
