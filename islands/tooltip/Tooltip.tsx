import { useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useAttribute, useListener } from '../../src/hooks';
import type { IslandProps } from '../../src/runtime/define';
import { injectStyle } from '../../src/runtime/styles';
import { placeTooltip } from './place';
import css from './style.css';

injectStyle('tooltip', css);

export function read(): Record<string, never> {
  return {};
}

// The spec's tooltip delay; a pointer that only passes over shows nothing.
export const SHOW_DELAY_MS = 50;

let made = 0;

/** A tooltip id unique on this page, for the trigger's aria-describedby. */
function nextTooltipId(): string {
  return `rey-tooltip-${++made}`;
}

export default function Tooltip({ host }: IslandProps<Record<string, never>>) {
  // The pointer or focus that mounted the island is already there.
  const [wanted, setWanted] = useState(() => host.matches(':hover') || host.matches(':focus-within'));
  const [shown, setShown] = useState(false);
  const [id] = useState(nextTooltipId);

  useLayoutEffect(() => {
    if (!wanted) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), SHOW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [wanted]);

  const text = host.getAttribute('data-rey-tooltip');
  const visible = shown && !!text;
  const tip = useRef<HTMLSpanElement>(null);

  // Placed once its size is known and before it is painted.
  useLayoutEffect(() => {
    if (visible && tip.current) placeTooltip(tip.current, host);
  }, [visible, host]);

  useAttribute(host, 'aria-describedby', visible ? id : null);
  useListener(visible ? window : null, 'scroll', () => setWanted(false), { passive: true });
  useListener(host, 'pointerenter', () => setWanted(true));
  useListener(host, 'focusin', () => setWanted(true));
  useListener(host, 'pointerleave', () => setWanted(false));
  useListener(host, 'focusout', () => setWanted(false));
  useListener<KeyboardEvent>(host.ownerDocument, 'keydown', (event) => {
    if (event.key === 'Escape') setWanted(false);
  });
  if (!visible) return null;
  return createPortal(<span ref={tip} id={id} className="rey-tooltip" role="tooltip">{text}</span>, host.ownerDocument.body);
}
