import { useLayoutEffect, useRef, useState } from 'react';
import { num, params } from '../../src/config';
import { on } from '../../src/events';
import { useAttribute, useListener } from '../../src/hooks';
import { t } from '../../src/i18n';
import type { IslandProps } from '../../src/runtime/define';
import { format, limitsOf, stepped, valueOf } from './steps';
import type { QuantityProps } from './read';

export { read } from './read';

const LIMIT_ATTRIBUTES = ['min', 'max', 'step'] as const;

/** WooCommerce (woocommerce.js): a value below min is raised to it, except in the cart table's cells. */
function useMinOnLoad(input: HTMLInputElement): void {
  useLayoutEffect(() => {
    if (input.closest('.product-quantity')) return;
    const min = Number.parseFloat(input.getAttribute('min') ?? '');
    const value = Number.parseFloat(input.value);
    if (min >= 0 && value < min) input.value = String(min);
  }, [input]);
}

/**
 * Rey copies the cart form's limits into data-min/-max/-step and puts them back when the variation
 * form resets (its `reset_data`), so the product's own limits return after a variation's.
 */
function useRestoreLimitsOnReset(input: HTMLInputElement): void {
  useLayoutEffect(() => {
    const form = input.closest<HTMLFormElement>('form.cart');
    if (!form) return;
    for (const name of LIMIT_ATTRIBUTES) {
      const value = input.getAttribute(name);
      if (value !== null && input.dataset[name] === undefined) input.dataset[name] = value;
    }
    return on('reset_data', () => {
      for (const name of LIMIT_ATTRIBUTES) {
        const saved = input.dataset[name];
        if (saved !== undefined) input.setAttribute(name, saved);
      }
    }, form);
  }, [input]);
}

/** Where the value sits against the live limits; re-read when typing or the variation form changes them. */
function useBounds(input: HTMLInputElement): { atMin: boolean; atMax: boolean } {
  const measure = () => {
    const limits = limitsOf(input);
    const value = valueOf(input);
    return { atMin: value === null || value <= limits.min, atMax: value !== null && value >= limits.max };
  };
  const [bounds, setBounds] = useState(measure);
  const update = () => setBounds((old) => {
    const next = measure();
    return next.atMin === old.atMin && next.atMax === old.atMax ? old : next;
  });
  useListener(input, 'input', update);
  useListener(input, 'change', update);
  useLayoutEffect(() => {
    update();
    const observer = new MutationObserver(update);
    observer.observe(input, { attributes: true, attributeFilter: [...LIMIT_ATTRIBUTES, 'value'] });
    return () => observer.disconnect();
  }, [input]);
  return bounds;
}

/** The server pre-sets `--disabled` at min and max; from now on it follows the value. */
function useDisabledClass(control: HTMLElement | null, disabled: boolean): void {
  useLayoutEffect(() => {
    if (!control) return;
    const printed = control.classList.contains('--disabled');
    return () => {
      control.classList.toggle('--disabled', printed);
    };
  }, [control]);
  useLayoutEffect(() => {
    control?.classList.toggle('--disabled', disabled);
  }, [control, disabled]);
}

/** Rey's span controls are not focusable and (in its mini cart) unnamed; make them named keyboard buttons. */
function useButtonSemantics(control: HTMLElement | null, disabled: boolean, label: string): void {
  // Decided once from the server markup (our own attributes must not change the answer).
  const [needs] = useState(() => ({
    role: Boolean(control && !control.getAttribute('role')),
    tabindex: Boolean(control && control.tagName !== 'BUTTON' && !control.hasAttribute('tabindex')),
    label: Boolean(control && !control.getAttribute('aria-label') && !control.textContent?.trim()),
  }));
  useAttribute(control, 'role', needs.role ? 'button' : null);
  useAttribute(control, 'tabindex', needs.tabindex ? '0' : null);
  useAttribute(control, 'aria-label', needs.label ? label : null);
  useAttribute(control, 'aria-disabled', control ? String(disabled) : null);
  useListener<KeyboardEvent>(control, 'keydown', (event) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    control?.click();
  });
}

/**
 * Rey's minus and plus: each press moves one step within the input's live limits, then fires
 * native `input` and `change` (bubbling) as Rey does, which the mini cart and the variation form
 * listen to. Presses closer together than `qty_click_debounce` (50 ms) count once, as in Rey.
 */
export default function Quantity({ input, minus, plus }: IslandProps<QuantityProps>) {
  useMinOnLoad(input);
  useRestoreLimitsOnReset(input);
  const { atMin, atMax } = useBounds(input);
  useDisabledClass(minus, atMin);
  useDisabledClass(plus, atMax);
  useButtonSemantics(minus, atMin, t('quantity_decrease'));
  useButtonSemantics(plus, atMax, t('quantity_increase'));

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useLayoutEffect(() => () => clearTimeout(timer.current), []);
  const press = (direction: 1 | -1) => (event: Event) => {
    event.preventDefault();
    clearTimeout(timer.current);
    const wait = num(params('reyParams').qty_click_debounce, 50);
    timer.current = setTimeout(() => {
      if (input.disabled || input.readOnly) return;
      const next = format(stepped(valueOf(input), direction, limitsOf(input)));
      if (next === input.value) return;
      input.value = next;
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.dispatchEvent(new Event('change', { bubbles: true }));
    }, wait);
  };
  useListener(minus, 'click', press(-1));
  useListener(plus, 'click', press(1));
  return null;
}
