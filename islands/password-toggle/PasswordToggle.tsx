import { useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { t } from '../../src/i18n';
import type { IslandProps } from '../../src/runtime/define';
import { injectStyle } from '../../src/runtime/styles';
import css from './style.css';

injectStyle('password-toggle', css);

export interface PasswordToggleProps {
  input: HTMLInputElement;
}

export function read(host: HTMLElement): PasswordToggleProps {
  return { input: host as HTMLInputElement };
}

/**
 * The wrapper WooCommerce puts around a password field: the span the checkout already prints, or a new
 * `span.password-input`. Wrapping moves the field, so a field the shopper is typing in keeps its focus.
 */
function usePasswordWrapper(input: HTMLInputElement): HTMLElement | null {
  const [wrapper, setWrapper] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const existing = input.closest<HTMLElement>('.password-input');
    if (existing) {
      // Another copy of this control (a theme's, WooCommerce's own) is already there.
      if (existing.querySelector('.show-password-input')) return;
      setWrapper(existing);
      return;
    }
    const parent = input.parentElement;
    if (parent?.localName === 'span') {
      parent.classList.add('password-input');
      setWrapper(parent);
      return () => parent.classList.remove('password-input');
    }
    const focused = document.activeElement === input;
    const { selectionStart, selectionEnd } = input;
    const span = document.createElement('span');
    span.className = 'password-input';
    input.replaceWith(span);
    span.append(input);
    if (focused) {
      input.focus();
      input.setSelectionRange(selectionStart, selectionEnd);
    }
    setWrapper(span);
    return () => {
      if (span.isConnected) span.replaceWith(input);
    };
  }, [input]);
  return wrapper;
}

/** Shows or hides the password: the field's type flips and the button's label says what it will do. */
export default function PasswordToggle({ input }: IslandProps<PasswordToggleProps>) {
  const wrapper = usePasswordWrapper(input);
  const [visible, setVisible] = useState(false);

  useLayoutEffect(() => {
    if (!visible) return;
    input.type = 'text';
    return () => {
      input.type = 'password';
    };
  }, [input, visible]);

  if (!wrapper) return null;
  return createPortal(
    <button
      type="button"
      className={`show-password-input${visible ? ' display-password' : ''}`}
      aria-label={t(visible ? 'password_hide' : 'password_show')}
      aria-describedby={input.id || undefined}
      onClick={(event) => {
        event.preventDefault();
        setVisible((v) => !v);
        input.focus();
      }}
    />,
    wrapper,
  );
}
