// What Rey's quantity script does to WooCommerce's quantity input and its minus and plus: the
// island (./Quantity.tsx) runs it as its controller and undoes it on unmount.
import { num, params } from '../../src/config';
import { on } from '../../src/events';
import { t } from '../../src/i18n';
import { attributeState, classState, listen, setAttribute, undoAll, type Undo } from '../../src/hooks';
import { format, limitsOf, stepped, valueOf } from './steps';
import type { QuantityProps } from './read';

const LIMIT_ATTRIBUTES = ['min', 'max', 'step'] as const;

/** WooCommerce (woocommerce.js): a value below min is raised to it, except in the cart table's cells. */
function raiseToMin(input: HTMLInputElement): void {
  if (input.closest('.product-quantity')) return;
  const min = Number.parseFloat(input.getAttribute('min') ?? '');
  const value = Number.parseFloat(input.value);
  if (min >= 0 && value < min) input.value = String(min);
}

/**
 * Rey copies the cart form's limits into data-min/-max/-step and puts them back when the variation
 * form resets (its `reset_data`), so the product's own limits return after a variation's. When the
 * shopper's own reset (the form's `.reset_variations` link) caused it, the value returns to the
 * minimum as well. reset_data alone is not enough: it also fires while a choice is incomplete, and
 * a return to min there would undo a variation's clamp.
 */
function restoreLimitsOnReset(input: HTMLInputElement): Undo {
  const form = input.closest<HTMLFormElement>('form.cart');
  if (!form) return () => {};
  for (const name of LIMIT_ATTRIBUTES) {
    const value = input.getAttribute(name);
    if (value !== null && input.dataset[name] === undefined) input.dataset[name] = value;
  }
  let shopperReset = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Capture: heard before the variation form's own click handler fires reset_data.
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.('.reset_variations');
    if (!link || !form.contains(link)) return;
    shopperReset = true;
    clearTimeout(timer);
    // The reset runs within this click; a later reset_data is someone else's.
    timer = setTimeout(() => (shopperReset = false), 0);
  };
  form.addEventListener('click', onClick, true);
  const offReset = on('reset_data', () => {
    for (const name of LIMIT_ATTRIBUTES) {
      const saved = input.dataset[name];
      if (saved !== undefined) input.setAttribute(name, saved);
    }
    if (!shopperReset) return;
    shopperReset = false;
    const min = format(limitsOf(input).min);
    if (input.value === min) return;
    input.value = min;
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.dispatchEvent(new Event('change', { bubbles: true }));
  }, form);
  return () => {
    form.removeEventListener('click', onClick, true);
    clearTimeout(timer);
    offReset();
  };
}

/**
 * Rey's span control, made a named keyboard button (in its mini cart it is neither focusable nor named)
 * whose `--disabled` class and `aria-disabled` follow the value; the server pre-set the class at min and
 * max. Returns the control's `disable` and the undo.
 */
function control(el: HTMLElement | null, label: string): { disable(disabled: boolean): void; undo: Undo } {
  if (!el) return { disable: () => {}, undo: () => {} };
  const undos: Undo[] = [];
  // Decided from the server markup, before any attribute of ours.
  if (!el.getAttribute('role')) undos.push(setAttribute(el, 'role', 'button'));
  if (el.tagName !== 'BUTTON' && !el.hasAttribute('tabindex')) undos.push(setAttribute(el, 'tabindex', '0'));
  if (!el.getAttribute('aria-label') && !el.textContent?.trim()) undos.push(setAttribute(el, 'aria-label', label));
  const disabledClass = classState(el, '--disabled');
  const ariaDisabled = attributeState(el, 'aria-disabled');
  undos.push(ariaDisabled.undo, disabledClass.undo, listen<KeyboardEvent>(el, 'keydown', (event) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    el.click();
  }));
  return {
    disable(disabled) {
      disabledClass.set(disabled);
      ariaDisabled.set(String(disabled));
    },
    undo: undoAll(undos),
  };
}

/**
 * Rey's minus and plus: each press moves one step within the input's live limits, then fires
 * native `input` and `change` (bubbling) as Rey does, which the mini cart and the variation form
 * listen to. Presses closer together than `qty_click_debounce` (50 ms) count once, as in Rey. The
 * controls follow the value against the live limits, re-read when typing or the variation form
 * changes them.
 */
export function followQuantity(_wrapper: HTMLElement, { input, minus, plus }: QuantityProps): Undo {
  raiseToMin(input);
  const minusControl = control(minus, t('quantity_decrease'));
  const plusControl = control(plus, t('quantity_increase'));
  const showBounds = () => {
    const limits = limitsOf(input);
    const value = valueOf(input);
    minusControl.disable(value === null || value <= limits.min);
    plusControl.disable(value !== null && value >= limits.max);
  };
  showBounds();
  const observer = new MutationObserver(showBounds);
  observer.observe(input, { attributes: true, attributeFilter: [...LIMIT_ATTRIBUTES, 'value'] });

  let timer: ReturnType<typeof setTimeout> | undefined;
  const press = (direction: 1 | -1) => (event: Event) => {
    event.preventDefault();
    clearTimeout(timer);
    const wait = num(params('reyParams').qty_click_debounce, 50);
    timer = setTimeout(() => {
      if (input.disabled || input.readOnly) return;
      const next = format(stepped(valueOf(input), direction, limitsOf(input)));
      if (next === input.value) return;
      input.value = next;
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.dispatchEvent(new Event('change', { bubbles: true }));
    }, wait);
  };
  return undoAll([
    minusControl.undo,
    plusControl.undo,
    restoreLimitsOnReset(input),
    listen(input, 'input', showBounds),
    listen(input, 'change', showBounds),
    () => observer.disconnect(),
    ...(minus ? [listen(minus, 'click', press(-1))] : []),
    ...(plus ? [listen(plus, 'click', press(1))] : []),
    () => clearTimeout(timer),
  ]);
}
