import { num, params } from '../../src/config';
import { BadMarkup } from '../../src/runtime/bad-markup';

export interface MenuTimers {
  /** `menu_items_open_event`: sub-menus open on hover (default) or on click. */
  openOn: 'hover' | 'click';
  /** `menu_items_hover_timer`: how long the pointer rests on an item before it opens. */
  hoverMs: number;
  /** `menu_items_leave_timer`: how long an item stays open after the pointer leaves. */
  leaveMs: number;
  /** `menu_hover_overlay`: the header overlay covers the page while a sub-menu is open. */
  overlay: boolean;
}

export interface MainMenuProps extends MenuTimers {
  menu: HTMLElement;
}

/** The menu settings Rey prints in `reyParams.theme_js_params`. */
export function menuTimers(): MenuTimers {
  const raw = params('reyParams').theme_js_params;
  const js = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  return {
    openOn: js.menu_items_open_event === 'click' ? 'click' : 'hover',
    hoverMs: Math.max(0, num(js.menu_items_hover_timer, 100)),
    leaveMs: Math.max(0, num(js.menu_items_leave_timer, 200)),
    overlay: js.menu_hover_overlay !== 'hide',
  };
}

export function read(host: HTMLElement): MainMenuProps {
  const menu = host.querySelector<HTMLElement>('ul.rey-mainMenu');
  if (!menu) throw new BadMarkup('no ul.rey-mainMenu in the navigation');
  return { menu, ...menuTimers() };
}
