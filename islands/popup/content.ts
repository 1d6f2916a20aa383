import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * The popup's printed content, taken out of the page for the island's life: the page builder keeps
 * only the popup's markup and shows fresh copies of it (islands waiting inside leave with it). It is
 * put back if the island goes.
 */
export function usePrintedContent(host: HTMLElement): RefObject<DocumentFragment | null> {
  const content = useRef<DocumentFragment | null>(null);
  useLayoutEffect(() => {
    const fragment = host.ownerDocument.createDocumentFragment();
    fragment.append(...host.childNodes);
    content.current = fragment;
    return () => {
      host.append(fragment);
      content.current = null;
    };
  }, [host]);
  return content;
}
