import { useLayoutEffect } from 'react';
import type { IslandProps } from '../../src/runtime/define';
import { passwordToggle } from './toggle-button';

export interface PasswordToggleProps {
  input: HTMLInputElement;
}

export function read(host: HTMLElement): PasswordToggleProps {
  return { input: host as HTMLInputElement };
}

/**
 * Shows or hides the password. The button (./toggle-button.ts) does it all without React and is made
 * at load; the island only makes it for a field found without that.
 */
export default function PasswordToggle({ input }: IslandProps<PasswordToggleProps>) {
  useLayoutEffect(() => {
    passwordToggle(input);
  }, [input]);
  return null;
}
