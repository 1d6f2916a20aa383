// What each page-builder link action does. Popups and off-canvas panels are asked through the store
// (they may not have mounted yet); unknown actions are ignored, as the page builder does.
import { decodeActionLink, isOn, type ActionLink } from '../../src/elementor';
import { requestOffCanvas, requestPopup } from '../../src/stores/page-builder';

const idOf = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

export function runAction({ action, settings }: ActionLink, source: Element, win: Window = window): boolean {
  switch (action) {
    case 'popup:open': {
      const id = idOf(settings.id);
      if (id) requestPopup(id, { type: 'open', toggle: settings.toggle === true || isOn(settings.toggle) });
      return Boolean(id);
    }
    case 'popup:close': {
      // Closes the popup the link sits in.
      const id = source.closest('[data-elementor-type="popup"]')?.getAttribute('data-elementor-id');
      if (id) requestPopup(id, { type: 'close', doNotShowAgain: settings.do_not_show_again === true || isOn(settings.do_not_show_again) });
      return Boolean(id);
    }
    case 'off_canvas:open':
    case 'off_canvas:close':
    case 'off_canvas:toggle': {
      const id = idOf(settings.id);
      if (id) requestOffCanvas(id, { type: action.slice('off_canvas:'.length) as 'open' | 'close' | 'toggle', trigger: source });
      return Boolean(id);
    }
    case 'reload-page':
      win.location.reload();
      return true;
    case 'lightbox':
      void import('../../src/lightbox/elementor').then(({ openLightboxAction }) => openLightboxAction(settings, source.ownerDocument));
      return true;
    default:
      return false;
  }
}

/** The action a deep link names: the page's hash equals an element's `data-e-action-hash` or is in a link's href. */
export function deepLinkAction(el: Element, hash: string): ActionLink | null {
  if (!/^#elementor-action/i.test(hash) && !/^#elementor-action/i.test(safeDecode(hash))) return null;
  const own = el.getAttribute('data-e-action-hash');
  const href = el instanceof HTMLAnchorElement ? el.getAttribute('href') ?? '' : '';
  if (own !== hash && !href.includes(hash)) return null;
  return decodeActionLink(own === hash ? own : hash);
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
