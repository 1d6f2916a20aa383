import { useLayoutEffect } from 'react';
import { setAttribute, undoAll } from '../../src/hooks';

/** Parent links say they open a sub-menu (`aria-haspopup`) and whether it is open (`aria-expanded`). */
export function useParentLinks(parents: HTMLElement[], open: HTMLElement[]): void {
  useLayoutEffect(() => undoAll(parents.flatMap((item) => {
    const link = item.querySelector<HTMLElement>(':scope > a');
    return link ? [setAttribute(link, 'aria-haspopup', 'true'), setAttribute(link, 'aria-expanded', String(open.includes(item)))] : [];
  })), [parents, open]);
}
