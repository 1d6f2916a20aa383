import { atom } from 'nanostores';

export type NoticeKind = 'error' | 'success' | 'info';

export interface Notice {
  id: number;
  kind: NoticeKind;
  /** Plain text; notices never carry markup. */
  message: string;
}

/** Messages for the shopper that no island owns a place for (a failed add from a product card). */
export const $notices = atom<Notice[]>([]);

let nextId = 1;

export function showNotice(kind: NoticeKind, message: string): number {
  const id = nextId++;
  // The same message twice in a row (five failed clicks) is shown once.
  const others = $notices.get().filter((n) => n.message !== message);
  $notices.set([...others, { id, kind, message }]);
  return id;
}

export function dismissNotice(id: number): void {
  $notices.set($notices.get().filter((n) => n.id !== id));
}

export function clearNotices(): void {
  $notices.set([]);
}
