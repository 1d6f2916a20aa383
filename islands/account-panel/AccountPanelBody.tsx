import { useDropPanel, useReyTabs, useSidePanel } from '../../src/panels';
import { injectStyle } from '../../src/runtime/styles';
import { ACCOUNT_PANEL, dismissPanel, type PanelRequest } from '../../src/stores/panel-requests';
import type { AccountPanelProps } from './read';
import css from './style.css';
import { useAccountForms } from './use-account-forms';
import { WishlistTab } from './WishlistTab';

injectStyle('account-panel', css);

const triggers = () => [...document.querySelectorAll('.js-rey-headerAccount')];

export interface AccountPanelBodyProps extends AccountPanelProps {
  host: HTMLElement;
  open: boolean;
  request: PanelRequest | null;
}

/**
 * What the account panel does once opened, loaded on the first opening: a drop panel below the
 * account button or an off-canvas side panel (body `header-account--active` either way), tabs switched
 * by item name (account, wishlist), the account forms, and the wishlist tab.
 */
export default function AccountPanelBody({ host, layout, refreshNonces, open, request }: AccountPanelBodyProps) {
  const close = () => dismissPanel(ACCOUNT_PANEL);
  const panel = host.querySelector<HTMLElement>('.rey-accountPanel');
  const opener = request?.opener ?? host.ownerDocument.querySelector<HTMLElement>('.js-rey-headerAccount');

  useDropPanel(open, {
    id: ACCOUNT_PANEL,
    element: layout === 'drop' ? host : null,
    content: layout === 'drop' ? panel : null,
    trigger: opener,
    onClose: close,
    bodyClasses: ['header-account--active'],
    display: 'flex',
  });
  useSidePanel(open, {
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
  return wishlist ? <WishlistTab container={wishlist} shown={open && tab === 'wishlist'} /> : null;
}
