import { useLayoutEffect } from 'react';

/** Why the last load failed, in an alert after the list, until a load succeeds (`message` empty). */
export function useFailureNotice(list: HTMLElement, message: string): void {
  useLayoutEffect(() => {
    if (!message) return;
    const notice = list.ownerDocument.createElement('p');
    notice.className = 'rey-reviewsError woocommerce-error';
    notice.setAttribute('role', 'alert');
    notice.textContent = message;
    list.after(notice);
    return () => notice.remove();
  }, [list, message]);
}
