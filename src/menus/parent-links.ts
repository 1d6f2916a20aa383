import { useLayoutEffect } from 'react';
import { setAttribute, undoAll } from '../hooks';

/**
 * A menu's parent links say whether their sub-menu is open (`aria-expanded`) and, where the menu asks
 * (`hasPopup`: the desktop menu), that they open one (`aria-haspopup`).
 */
export function useParentLinks(parents: HTMLElement[], open: HTMLElement[], { hasPopup }: { hasPopup: boolean }): void {
  useLayoutEffect(() => undoAll(parents.flatMap((item) => {
    const link = item.querySelector<HTMLElement>(':scope > a');
    if (!link) return [];
    const expanded = setAttribute(link, 'aria-expanded', String(open.includes(item)));
    return hasPopup ? [setAttribute(link, 'aria-haspopup', 'true'), expanded] : [expanded];
  })), [parents, open, hasPopup]);
}
