import { useLayoutEffect } from 'react';
import type { IslandProps } from '../../src/runtime/define';
import { browserFlags, deviceFromProbe } from './environment';

export function read(): Record<string, never> {
  return {};
}

const started = new WeakSet<Document>();

/** Body state the page builder's CSS and third-party scripts read, kept current on resize. */
export default function PageBuilder({ host }: IslandProps<Record<string, never>>) {
  useLayoutEffect(() => {
    const doc = host.ownerDocument;
    const win = doc.defaultView ?? window;
    let probe = doc.getElementById('elementor-device-mode');
    const addedProbe = !probe;
    if (!probe) {
      probe = doc.createElement('span');
      probe.id = 'elementor-device-mode';
      probe.className = 'elementor-screen-only';
      doc.body.append(probe);
    }
    const touch = 'ontouchstart' in win || win.navigator.maxTouchPoints > 0;
    const classes = browserFlags(win.navigator.userAgent, touch).map((flag) => `e--ua-${flag}`);
    host.classList.add(...classes);
    const update = () => {
      const shown = deviceFromProbe(probe!);
      if (shown) {
        host.setAttribute('data-elementor-device-mode', shown);
        return;
      }
      // Without the page builder's CSS the breakpoints decide; their code loads only then.
      void import('../../src/elementor').then(({ currentDevice }) => {
        if (host.isConnected) host.setAttribute('data-elementor-device-mode', deviceFromProbe(probe!) ?? currentDevice(win.innerWidth));
      });
    };
    update();
    win.addEventListener('resize', update);
    if (!started.has(doc)) {
      started.add(doc);
      win.dispatchEvent(new CustomEvent('elementor/frontend/init', { detail: null }));
      // An address naming a link action runs it now; the links' own code waits for the shopper.
      if (/elementor-action/i.test(doc.location?.hash ?? '')) void import('../page-builder-link/deep-link').then(({ runDeepLink }) => runDeepLink(doc));
    }
    return () => {
      win.removeEventListener('resize', update);
      host.classList.remove(...classes);
      host.removeAttribute('data-elementor-device-mode');
      if (addedProbe) probe!.remove();
    };
  }, [host]);
  return null;
}
