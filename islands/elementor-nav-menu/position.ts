// Where a sub-menu of a menu bar opens (SmartMenus' menuPosition, with Elementor Pro's options): below
// a top-level item of a horizontal menu, beside any other item, moved back inside the window when it
// would stick out. The sub-menu is absolutely placed at its item; the result is its margins.

export interface SubGeometry {
  /** A top-level item of a horizontal menu: the sub-menu opens below it, else beside it. */
  horizontalParent: boolean;
  /** The menu opens its sub-menus leftwards (`sm-rtl`). */
  rtl: boolean;
  item: { x: number; y: number; width: number; height: number };
  sub: { width: number; height: number };
  /** The window: its scroll offsets and its size without scroll bars. */
  view: { x: number; y: number; width: number; height: number };
}

export function subMenuMargins({ horizontalParent, rtl, item, sub, view }: SubGeometry): { marginLeft: number; marginTop: number } {
  let x = horizontalParent ? (rtl ? item.width - sub.width : 0) : rtl ? -sub.width : item.width;
  let y = horizontalParent ? item.height : 0;
  const absX = item.x + x;
  const absY = item.y + y;
  if (rtl && absX < view.x) x = horizontalParent ? view.x - absX + x : item.width;
  else if (!rtl && absX + sub.width > view.x + view.width) x = horizontalParent ? view.x + view.width - sub.width - absX + x : -sub.width;
  if (!horizontalParent) {
    if (sub.height < view.height && absY + sub.height > view.y + view.height) y += view.y + view.height - sub.height - absY;
    else if (sub.height >= view.height || absY < view.y) y += view.y - absY;
  }
  return { marginLeft: x, marginTop: y - item.height };
}
