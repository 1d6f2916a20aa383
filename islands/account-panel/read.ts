import { params } from '../../src/config';
import { BadMarkup } from '../../src/runtime/bad-markup';

export interface AccountPanelProps {
  layout: 'drop' | 'offcanvas';
  /** Rey asks for fresh form nonces when the panel opens (`core.js_params.refresh_forms_nonces`). */
  refreshNonces: boolean;
}

export function read(host: HTMLElement): AccountPanelProps {
  const layout = host.getAttribute('data-layout') ?? (host.classList.contains('--layout-offcanvas') ? 'offcanvas' : 'drop');
  if (layout !== 'drop' && layout !== 'offcanvas') throw new BadMarkup(`data-layout "${layout}" is not drop or offcanvas`);
  if (!host.querySelector('.rey-accountPanel')) throw new BadMarkup('the account panel has no .rey-accountPanel');
  const core = params('reyParams').core as { js_params?: { refresh_forms_nonces?: unknown } } | undefined;
  const flag = core?.js_params?.refresh_forms_nonces;
  return { layout, refreshNonces: flag === true || flag === '1' || flag === 1 };
}
