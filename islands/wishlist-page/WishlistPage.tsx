import { useAttribute, useController } from '../../src/hooks';
import type { IslandProps } from '../../src/runtime/define';
import { injectStyle } from '../../src/runtime/styles';
import type { WishlistPageProps } from './read';
import { followSelectAll } from './select-all';
import { followShareLinks } from './share-links';
import css from './style.css';
import { followTableActions } from './table';

export { read } from './read';

injectStyle('wishlist-page', css);

/**
 * TI Wishlist's wishlist page: its table's row and bulk actions (./table.ts), select all
 * (./select-all.ts), and the share and copy links (./share-links.ts). The page navigation is hidden
 * when it has no page to go to.
 */
export default function WishlistPage({ host, ...props }: IslandProps<WishlistPageProps>) {
  const nav = host.querySelector('.tinv-lists-nav');
  useAttribute(nav, 'hidden', nav && !nav.children.length ? '' : null);
  useController(host, followTableActions, props);
  useController(host, followShareLinks);
  useController(host, followSelectAll);
  return null;
}
