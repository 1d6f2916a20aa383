import { useState } from 'react';
import { useAttribute, useListener } from '../../src/hooks';
import type { IslandProps } from '../../src/runtime/define';
import type { FieldHintProps } from './read';
import { useSlide } from './use-slide';

export { read } from './read';

/** WooCommerce's hint slide (woocommerce.js), spec §9: 250 ms. */
export const SLIDE_MS = 250;

const inOtherWrapper = (target: EventTarget | null, wrapper: HTMLElement) =>
  target instanceof Element && target.matches('input, select, textarea, button') && !wrapper.contains(target) && Boolean(target.closest('.woocommerce-input-wrapper'));

/**
 * A field's description: it slides in when the field is focused or clicked, and out when the shopper
 * clicks outside the field's wrapper, moves to another field, or presses Escape in the field (that
 * Escape goes no further, so a panel around the form stays open).
 */
export default function FieldHint({ host, wrapper, fields }: IslandProps<FieldHintProps>) {
  const doc = host.ownerDocument;
  const [open, setOpen] = useState(() => fields.includes(doc.activeElement as HTMLElement));

  useSlide(host, open, SLIDE_MS);
  useAttribute(host, 'aria-hidden', open ? 'false' : 'true');

  const isField = (target: EventTarget | null) => fields.includes(target as HTMLElement);
  useListener<FocusEvent>(wrapper, 'focusin', (event) => {
    if (isField(event.target)) setOpen(true);
  });
  useListener<MouseEvent>(wrapper, 'click', (event) => {
    if (isField(event.target)) setOpen(true);
  });
  useListener<KeyboardEvent>(wrapper, 'keydown', (event) => {
    if (event.key !== 'Escape' || !open || !isField(event.target)) return;
    event.preventDefault();
    event.stopPropagation();
    setOpen(false);
  });
  useListener<MouseEvent>(doc, 'click', (event) => {
    if (!(event.target instanceof Node) || !wrapper.contains(event.target)) setOpen(false);
  });
  useListener<FocusEvent>(doc, 'focusin', (event) => {
    if (inOtherWrapper(event.target, wrapper)) setOpen(false);
  });

  return null;
}
