import { useEffect } from 'react';
import { decodeActionLink } from '../../src/elementor';
import { useListener } from '../../src/hooks';
import type { IslandProps } from '../../src/runtime/define';
import { deepLinkAction, runAction } from './actions';

export function read(): Record<string, never> {
  return {};
}

// A deep link runs once per page, whichever of its elements mounts first.
const ranDeepLink = new WeakMap<Document, string>();

/** Runs the link's action on click; runs a deep-linked action when the page opens with its hash. */
export default function ActionLink({ host }: IslandProps<Record<string, never>>) {
  useListener<MouseEvent>(host, 'click', (event) => {
    const action = host instanceof HTMLAnchorElement ? decodeActionLink(host.getAttribute('href') ?? '') : null;
    if (!action || event.defaultPrevented) return;
    event.preventDefault();
    runAction(action, host);
  });

  useEffect(() => {
    const doc = host.ownerDocument;
    const hash = doc.location?.hash ?? '';
    if (!hash || ranDeepLink.get(doc) === hash) return;
    const action = deepLinkAction(host, hash);
    if (!action) return;
    ranDeepLink.set(doc, hash);
    runAction(action, host);
  }, [host]);

  return null;
}
