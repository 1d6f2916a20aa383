import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { decodeActionLink, deviceSetting, isOn } from '../../src/elementor';
import { useAttribute, useToggleClass } from '../../src/hooks';
import { usePanel } from '../../src/panels/ui';
import type { IslandProps } from '../../src/runtime/define';
import { $offCanvasCommands, followRequests } from '../../src/stores/page-builder';
import type { OffCanvasProps } from './read';

export { read } from './read';

type Phase = 'closed' | 'open' | 'closing';

// An exit animation that never reports its end (no CSS for it) still closes.
const EXIT_FALLBACK_MS = 1500;

/** The action links that drive this off-canvas, kept in step with it (`aria-controls`, `aria-expanded`). */
function triggerLinks(doc: Document, id: string): HTMLAnchorElement[] {
  return [...doc.querySelectorAll<HTMLAnchorElement>('a[href*="elementor-action"]')].filter((link) => {
    const action = decodeActionLink(link.getAttribute('href') ?? '');
    return Boolean(action?.action.startsWith('off_canvas:') && String(action.settings.id ?? '') === id);
  });
}

function announce(id: string, displayMode: 'open' | 'close', previousEvent: Event | null): void {
  window.dispatchEvent(new CustomEvent('elementor-pro/off-canvas/toggle-display-mode', { detail: { id, displayMode, previousEvent } }));
}

export default function OffCanvas({ host, id, settings }: IslandProps<OffCanvasProps>) {
  const doc = host.ownerDocument;
  const [phase, setPhase] = useState<Phase>('closed');
  const phaseRef = useRef<Phase>('closed');
  phaseRef.current = phase;
  const main = host.querySelector<HTMLElement>('.e-off-canvas__main');
  const entrance = String(deviceSetting(settings, 'entrance_animation') ?? '');
  const exit = String(deviceSetting(settings, 'exit_animation') ?? '');

  const open = () => {
    if (phaseRef.current === 'open' || host.closest('.swiper-wrapper')) return;
    phaseRef.current = 'open';
    setPhase('open');
    announce(id, 'open', null);
  };
  const close = () => {
    if (phaseRef.current !== 'open') return;
    phaseRef.current = 'closing';
    setPhase('closing');
    announce(id, 'close', null);
  };

  useEffect(() => followRequests($offCanvasCommands, id, (command) => {
    if (command.type === 'open' || (command.type === 'toggle' && phaseRef.current !== 'open')) open();
    else close();
  }), [id]);

  const shown = phase !== 'closed';
  useAttribute(host, 'aria-hidden', shown ? 'false' : null);
  useLayoutEffect(() => {
    if (!shown) return;
    host.removeAttribute('inert');
    // The page builder holds child handlers back until the first open; ours need no holding.
    host.removeAttribute('data-delay-child-handlers');
    return () => host.setAttribute('inert', '');
  }, [host, shown]);
  useToggleClass(host, 'no-animation', shown && (!entrance || entrance === 'none'));
  useToggleClass(host, 'animated-reverse-wrapper', phase === 'closing');
  useToggleClass(doc.body, 'e-off-canvas__no-scroll-animation', phase === 'closing' && isOn(settings.prevent_scroll));

  useLayoutEffect(() => {
    if (!main || phase === 'closed') return;
    const name = phase === 'open' ? entrance : exit;
    const classes = name && name !== 'none' ? ['animated', name, ...(phase === 'closing' ? ['reverse'] : [])] : [];
    main.classList.add(...classes);
    if (phase !== 'closing') return () => main.classList.remove(...classes);
    const finish = () => {
      phaseRef.current = 'closed';
      setPhase('closed');
    };
    if (!classes.length) {
      finish();
      return;
    }
    const timer = setTimeout(finish, EXIT_FALLBACK_MS);
    main.addEventListener('animationend', finish, { once: true });
    return () => {
      clearTimeout(timer);
      main.removeEventListener('animationend', finish);
      main.classList.remove(...classes);
    };
  }, [main, phase]);

  usePanel(phase === 'open', {
    id: `off-canvas-${id}`,
    element: host,
    onClose: close,
    overlay: false,
    bodyClasses: isOn(settings.prevent_scroll) ? ['e-off-canvas__no-scroll'] : [],
    trapFocus: true,
    focusDelayMs: 100,
    ignoreEsc: isOn(settings.is_not_close_on_esc_overlay),
    ignoreOverlay: isOn(settings.is_not_close_on_overlay),
  });

  const [links, setLinks] = useState<HTMLAnchorElement[]>([]);
  useEffect(() => setLinks(triggerLinks(doc, id)), [doc, id]);
  useLayoutEffect(() => {
    const restore = links.map((link) => {
      const before = [link.getAttribute('aria-controls'), link.getAttribute('aria-expanded')] as const;
      link.setAttribute('aria-controls', host.id);
      link.setAttribute('aria-expanded', String(phase === 'open'));
      return () => {
        for (const [name, value] of [['aria-controls', before[0]], ['aria-expanded', before[1]]] as const) {
          if (value === null) link.removeAttribute(name);
          else link.setAttribute(name, value);
        }
      };
    });
    return () => restore.forEach((fn) => fn());
  }, [links, phase, host]);

  return null;
}
