let made = 0;

/** An id prefix unique on this page, for a nav menu's parent link and its sub-menu. */
export function nextMenuId(): string {
  return `wi-menu-${++made}`;
}
