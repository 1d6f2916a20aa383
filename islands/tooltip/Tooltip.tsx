import { useLayoutEffect, useState } from 'react';
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

  useLayoutEffect(() => {
    const text = host.getAttribute('data-rey-tooltip');
    if (!shown || !text) return;
    const doc = host.ownerDocument;
    const tip = doc.createElement('span');
    tip.id = id;
    tip.className = 'rey-tooltip';
    tip.setAttribute('role', 'tooltip');
    tip.textContent = text;
    doc.body.append(tip);
    const place = () => {
      const rect = host.getBoundingClientRect();
      const above = rect.top - tip.offsetHeight - GAP;
      const top = above >= topLimit(doc) ? above : rect.bottom + GAP;
      const left = Math.min(Math.max(4, rect.left + rect.width / 2 - tip.offsetWidth / 2), doc.documentElement.clientWidth - tip.offsetWidth - 4);
      tip.style.top = `${top}px`;
      tip.style.left = `${left}px`;
    };
    place();
    const hide = () => setWanted(false);
    window.addEventListener('scroll', hide, { passive: true });
    return () => {
      window.removeEventListener('scroll', hide);
      tip.remove();
    };
  }, [shown, host, id]);

  useAttribute(host, 'aria-describedby', shown ? id : null);
  useListener(host, 'pointerenter', () => setWanted(true));
  useListener(host, 'focusin', () => setWanted(true));
  useListener(host, 'pointerleave', () => setWanted(false));
  useListener(host, 'focusout', () => setWanted(false));
  useListener<KeyboardEvent>(host.ownerDocument, 'keydown', (event) => {
    if (event.key === 'Escape') setWanted(false);
  });
  return null;
}
