// The button WooCommerce's woocommerce.js puts in a password field at load: in the field's
// `span.password-input` (the span the checkout prints, or a new one), an eye that shows or hides the
// password. A few DOM nodes and one listener: made at load without React, by the definition's
// placeholder, and working from then on.
import { t } from '../../src/i18n';
import { injectStyle } from '../../src/runtime/styles';
import css from './style.css';

/** The show-password buttons the bundle made (not a theme's or WooCommerce's own), by their field. */
const passwordToggles = new WeakMap<HTMLInputElement, HTMLButtonElement>();

/**
 * The field's wrapper: the span the checkout already prints, or a new `span.password-input`. Wrapping
 * moves the field, so a field the shopper is typing in keeps its focus. Null when another copy of the
 * control (a theme's, WooCommerce's own) is already there.
 */
function wrap(input: HTMLInputElement): HTMLElement | null {
  const existing = input.closest<HTMLElement>('.password-input');
  if (existing) return existing.querySelector('.show-password-input') ? null : existing;
  const parent = input.parentElement;
  if (parent?.localName === 'span') {
    parent.classList.add('password-input');
    return parent;
  }
  const focused = input.ownerDocument.activeElement === input;
  const { selectionStart, selectionEnd } = input;
  const span = input.ownerDocument.createElement('span');
  span.className = 'password-input';
  input.replaceWith(span);
  span.append(input);
  if (focused) {
    input.focus();
    input.setSelectionRange(selectionStart, selectionEnd);
  }
  return span;
}

/** Shows whether the password is visible: the button's label says what a press will do. */
function showVisibility(button: HTMLButtonElement, visible: boolean): void {
  button.classList.toggle('display-password', visible);
  button.setAttribute('aria-label', t(visible ? 'password_hide' : 'password_show'));
}

/** The field's button, made the first time it is asked for; null where the field has another's. */
export function passwordToggle(input: HTMLInputElement): HTMLButtonElement | null {
  const made = passwordToggles.get(input);
  if (made) return made;
  const wrapper = wrap(input);
  if (!wrapper) return null;
  injectStyle('password-toggle', css);
  const button = input.ownerDocument.createElement('button');
  button.type = 'button';
  button.className = 'show-password-input';
  if (input.id) button.setAttribute('aria-describedby', input.id);
  showVisibility(button, false);
  // The field's type flips, and the shopper goes on typing in it.
  button.addEventListener('click', (event) => {
    event.preventDefault();
    const visible = input.type === 'password';
    input.type = visible ? 'text' : 'password';
    showVisibility(button, visible);
    input.focus();
  });
  wrapper.append(button);
  passwordToggles.set(input, button);
  return button;
}
