import { decodeActionLink } from '../../src/elementor';
import { useListener } from '../../src/hooks';
import type { IslandProps } from '../../src/runtime/define';
import { runAction } from './actions';

export function read(): Record<string, never> {
  return {};
}

/** Runs the link's action on click (a deep-linked action on load is ./deep-link.ts, run by the page-builder island). */
export default function ActionLink({ host }: IslandProps<Record<string, never>>) {
  useListener<MouseEvent>(host, 'click', (event) => {
    const action = host instanceof HTMLAnchorElement ? decodeActionLink(host.getAttribute('href') ?? '') : null;
    if (!action || event.defaultPrevented) return;
    event.preventDefault();
    runAction(action, host);
  });

  return null;
}
