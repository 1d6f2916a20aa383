import { useLayoutEffect } from 'react';
import { setAttribute, undoAll } from '../../src/hooks';

/** Parent links say whether their sub-menu is open (`aria-expanded`). */
export function useParentLinks(parents: HTMLElement[], expanded: HTMLElement[]): void {
  useLayoutEffect(() => undoAll(parents.flatMap((item) => {
    const link = item.querySelector<HTMLElement>(':scope > a');
    return link ? [setAttribute(link, 'aria-expanded', String(expanded.includes(item)))] : [];
  })), [parents, expanded]);
}
