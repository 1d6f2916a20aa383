import { useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useAttribute, useListener } from '../../src/hooks';
import type { IslandProps } from '../../src/runtime/define';
import { injectStyle } from '../../src/runtime/styles';
import css from './style.css';

injectStyle('tooltip', css);

export function read(): Record<string, never> {
  return {};
}

// The spec's tooltip delay; a pointer that only passes over shows nothing.
export const SHOW_DELAY_MS = 50;
const GAP = 8;

let made = 0;

/** A tooltip id unique on this page, for the trigger's aria-describedby. */
function nextTooltipId(): string {
  return `rey-tooltip-${++made}`;
}

/** Admin bar height when it covers the top of the page (tooltips must not slide under it). */
const topLimit = (doc: Document) => {
  const bar = doc.getElementById('wpadminbar');
  return bar && getComputedStyle(bar).position === 'fixed' ? bar.offsetHeight : 0;
};

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

  // Placed above the trigger (below it when the top of the window is too close), within the window,
  // once its size is known and before it is painted.
  useLayoutEffect(() => {
    const el = tip.current;
    if (!visible || !el) return;
    const doc = host.ownerDocument;
    const rect = host.getBoundingClientRect();
    const above = rect.top - el.offsetHeight - GAP;
    const top = above >= topLimit(doc) ? above : rect.bottom + GAP;
    const left = Math.min(Math.max(4, rect.left + rect.width / 2 - el.offsetWidth / 2), doc.documentElement.clientWidth - el.offsetWidth - 4);
    el.style.top = `${top}px`;
    el.style.left = `${left}px`;
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
