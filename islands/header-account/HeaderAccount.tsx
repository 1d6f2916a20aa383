import { useAttribute, useListener } from '../../src/hooks';
import type { IslandProps } from '../../src/runtime/define';
import { ACCOUNT_PANEL, togglePanel } from '../../src/stores/panel-requests';
import { accountPanelLayout } from '../../src/panels/account-layout';
import { wakePanel } from '../../src/panels/wake-panel';

export function read(): Record<string, never> {
  return {};
}

/** The account button opens (or closes) the account panel, whose layout it carries, as Rey does. */
const preloadAccountPanel = () => wakePanel(document.querySelector('.rey-accountPanel-wrapper'));

export default function HeaderAccount({ host }: IslandProps<Record<string, never>>) {
  const button = host.querySelector<HTMLElement>('.js-rey-headerAccount');
  const panel = host.ownerDocument.querySelector('.rey-accountPanel-wrapper');
  const layout = panel ? accountPanelLayout(panel) : null;
  useAttribute(button, 'data-layout', layout);
  useAttribute(button, 'aria-haspopup', layout ? 'dialog' : null);
  // Reaching for the button loads the panel's code, so the first opening does not wait for it.
  useListener(button, 'pointerenter', preloadAccountPanel);
  useListener(button, 'focus', preloadAccountPanel);
  useListener<MouseEvent>(button, 'click', (event) => {
    if (!layout) return;
    event.preventDefault();
    preloadAccountPanel();
    togglePanel(ACCOUNT_PANEL, button);
  });
  return null;
}
