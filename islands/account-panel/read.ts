import { params } from '../../src/config';
import { accountPanelLayout, type AccountLayout } from '../../src/panels/account-layout';
import { BadMarkup } from '../../src/runtime/bad-markup';

export interface AccountPanelProps {
  layout: AccountLayout;
  /**
   * Rey before 2.4 prints the drop layout without the drop panel's classes: its script shows the
   * wrapper under the button (inline `top`, `left` or `right`, `--from-left` / `--from-right`).
   */
  legacyDrop: boolean;
  /** Closes when the page scrolls (`data-close-scroll`, before 2.4 `--close-on-scroll`). */
  closeOnScroll: boolean;
  /** Rey asks for fresh form nonces when the panel opens (`core.js_params.refresh_forms_nonces`). */
  refreshNonces: boolean;
}

export function read(host: HTMLElement): AccountPanelProps {
  const layout = accountPanelLayout(host) ?? 'drop';
  if (layout !== 'drop' && layout !== 'offcanvas') throw new BadMarkup(`data-layout "${layout}" is not drop or offcanvas`);
  if (!host.querySelector('.rey-accountPanel')) throw new BadMarkup('the account panel has no .rey-accountPanel');
  const core = params('reyParams').core as { js_params?: { refresh_forms_nonces?: unknown } } | undefined;
  const flag = core?.js_params?.refresh_forms_nonces;
  return {
    layout,
    legacyDrop: layout === 'drop' && !host.classList.contains('rey-header-dropPanel'),
    closeOnScroll: host.hasAttribute('data-close-scroll') || host.classList.contains('--close-on-scroll'),
    refreshNonces: flag === true || flag === '1' || flag === 1,
  };
}
