import { useDropPanel, useReyTabs, useSidePanel } from '../../src/panels/ui';
import { injectStyle } from '../../src/runtime/styles';
import { ReyWishlistList } from '../../src/wishlist/panel/rey-panel-list';
import { ACCOUNT_PANEL, dismissPanel, type PanelRequest } from '../../src/stores/panel-requests';
import type { AccountPanelProps } from './read';
import css from './style.css';
import { useAccountForms } from './use-account-forms';
import { useLegacyDropPanel } from './use-legacy-drop';

injectStyle('account-panel', css);

const triggers = () => [...document.querySelectorAll('.js-rey-headerAccount')];

export interface AccountPanelBodyProps extends AccountPanelProps {
  host: HTMLElement;
  open: boolean;
  request: PanelRequest | null;
}

/**
 * What the account panel does once opened, loaded on the first opening: a drop panel below the
 * account button (older Rey's own kind of drop when the wrapper is no drop panel) or an off-canvas
 * side panel (body `header-account--active` either way), tabs switched by item name (account,
 * wishlist), the account forms, and the wishlist (a tab, or below the forms where Rey prints no tabs).
 */
export default function AccountPanelBody({ host, layout, legacyDrop, closeOnScroll, refreshNonces, open, request }: AccountPanelBodyProps) {
  const close = () => dismissPanel(ACCOUNT_PANEL);
  const panel = host.querySelector<HTMLElement>('.rey-accountPanel');
  const opener = request?.opener ?? host.ownerDocument.querySelector<HTMLElement>('.js-rey-headerAccount');

  const drop = layout === 'drop' && !legacyDrop;
  // Each layout's hook alone: one overlay, one set of body classes.
  useDropPanel(open && drop, {
    id: ACCOUNT_PANEL,
    element: drop ? host : null,
    content: drop ? panel : null,
    trigger: opener,
    onClose: close,
    bodyClasses: ['header-account--active'],
    display: 'flex',
  });
  useLegacyDropPanel(open && legacyDrop, {
    id: ACCOUNT_PANEL,
    element: legacyDrop ? host : null,
    content: panel,
    trigger: opener,
    onClose: close,
    closeOnScroll,
  });
  useSidePanel(open && layout === 'offcanvas', {
    id: ACCOUNT_PANEL,
    element: layout === 'offcanvas' ? host : null,
    onClose: close,
    triggers,
    bodyClasses: ['header-account--active'],
  });

  const [tab] = useReyTabs(panel, {
    tabs: '.rey-accountTabs-item[data-item]',
    panes: (item) => (panel ? [...panel.querySelectorAll(`[data-account-tab="${CSS.escape(item)}"]`)] : []),
  });

  useAccountForms(panel, open, refreshNonces);
  const wishlist = panel?.querySelector<HTMLElement>('.rey-wishlistPanel-container') ?? null;
  // Rey before 2.4 prints no tabs: the wishlist shows below the forms whenever the panel is open.
  const tabbed = panel?.querySelector('.rey-accountTabs-item[data-item="wishlist"]') != null;
  return wishlist ? <ReyWishlistList container={wishlist} shown={open && (!tabbed || tab === 'wishlist')} /> : null;
}
