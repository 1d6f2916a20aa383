import { useEffect, useRef, useState } from 'react';
import { deviceSetting, isOn } from '../../src/elementor';
import { useAttribute, useToggleClass } from '../../src/hooks';
import { usePanel } from '../../src/panels/ui';
import type { IslandProps } from '../../src/runtime/define';
import { $offCanvasCommands, followRequests } from '../../src/stores/page-builder';
import { useAnimation, type Phase } from './animation';
import { useOutOfInert } from './inert';
import type { OffCanvasProps } from './read';
import { useTriggerLinks } from './trigger-links';

export { read } from './read';

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
  useOutOfInert(host, shown);
  useToggleClass(host, 'no-animation', shown && (!entrance || entrance === 'none'));
  useToggleClass(host, 'animated-reverse-wrapper', phase === 'closing');
  useToggleClass(doc.body, 'e-off-canvas__no-scroll-animation', phase === 'closing' && isOn(settings.prevent_scroll));
  useAnimation(main, phase, phase === 'closing' ? exit : entrance, () => {
    phaseRef.current = 'closed';
    setPhase('closed');
  });

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

  useTriggerLinks(host, id, phase === 'open');

  return null;
}
