import { atom } from 'nanostores';

export type NoticeKind = 'error' | 'success' | 'info';

export interface Notice {
  id: number;
  kind: NoticeKind;
  /** Plain text; notices never carry markup. */
  message: string;
  /** What raised it; a newer notice from the same source replaces the older one. */
  source: string;
}

/** Messages for the shopper that no island owns a place for (a failed add from a product card). */
export const $notices = atom<Notice[]>([]);

let nextId = 1;

export function showNotice(kind: NoticeKind, message: string, source = 'shop'): number {
  const id = nextId++;
  // The last failed add is what the shopper needs to read, not a pile of them.
  const others = $notices.get().filter((n) => n.source !== source);
  $notices.set([...others, { id, kind, message, source }]);
  return id;
}

export function dismissNotice(id: number): void {
  $notices.set($notices.get().filter((n) => n.id !== id));
}

export function clearNotices(): void {
  $notices.set([]);
}
