import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { interact, mountIsland } from '../../test/render-island';
import FieldHint, { read, SLIDE_MS } from './FieldHint';

let unmounts: Array<() => void> = [];

afterEach(() => {
  unmounts.forEach((unmount) => unmount());
  unmounts = [];
  vi.useRealTimers();
});

const row = (name: string, hint: string) =>
  `<p class="form-row"><label for="${name}">${name}</label><span class="woocommerce-input-wrapper"><input id="${name}" aria-describedby="${name}-description"><span class="description" id="${name}-description" aria-hidden="true" style="display:none">${hint}</span></span></p>`;

function checkout() {
  document.body.innerHTML = `<form class="checkout">${row('billing_phone', 'Avisering')}${row('billing_email', 'Kvitto')}<button id="place_order">Beställ</button></form>`;
  for (const host of document.querySelectorAll<HTMLElement>('.description')) {
    unmounts.push(mountIsland(FieldHint, host, read(host)));
  }
  const hint = (name: string) => document.getElementById(`${name}-description`)!;
  return { hint, field: (name: string) => document.getElementById(name) as HTMLInputElement };
}

const shown = (el: HTMLElement) => el.style.display === 'block' && el.getAttribute('aria-hidden') === 'false';
const hidden = (el: HTMLElement) => el.style.display === 'none' && el.getAttribute('aria-hidden') === 'true';

describe('field hints', () => {
  it('slide in on focus over 250 ms, out when another field is focused', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    const { hint, field } = checkout();
    await act(() => vi.advanceTimersByTimeAsync(20));
    interact(() => field('billing_phone').focus());
    await act(() => vi.advanceTimersByTimeAsync(SLIDE_MS / 2));
    expect(hint('billing_phone').style.overflow, 'still sliding').toBe('hidden');
    await act(() => vi.advanceTimersByTimeAsync(SLIDE_MS));
    expect(shown(hint('billing_phone'))).toBe(true);
    expect(hint('billing_phone').style.overflow).toBe('');
    interact(() => field('billing_email').focus());
    await act(() => vi.advanceTimersByTimeAsync(SLIDE_MS + 20));
    expect(hidden(hint('billing_phone'))).toBe(true);
    expect(shown(hint('billing_email'))).toBe(true);
  });

  it('Escape in the field hides its hint and goes no further; a click outside hides it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    const { hint, field } = checkout();
    await act(() => vi.advanceTimersByTimeAsync(20));
    const outer = vi.fn();
    document.addEventListener('keydown', outer);
    interact(() => field('billing_phone').click());
    await act(() => vi.advanceTimersByTimeAsync(SLIDE_MS + 20));
    expect(shown(hint('billing_phone'))).toBe(true);
    const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    interact(() => field('billing_phone').dispatchEvent(escape));
    expect(escape.defaultPrevented).toBe(true);
    expect(outer).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(SLIDE_MS + 20));
    expect(hidden(hint('billing_phone'))).toBe(true);
    // With the hint hidden, Escape is the page's again.
    interact(() => field('billing_phone').dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect(outer).toHaveBeenCalledTimes(1);
    document.removeEventListener('keydown', outer);

    interact(() => field('billing_email').click());
    await act(() => vi.advanceTimersByTimeAsync(SLIDE_MS + 20));
    expect(shown(hint('billing_email'))).toBe(true);
    // A click inside the field's own wrapper (on the hint itself) keeps it.
    interact(() => hint('billing_email').click());
    await act(() => vi.advanceTimersByTimeAsync(SLIDE_MS + 20));
    expect(shown(hint('billing_email'))).toBe(true);
    interact(() => document.getElementById('place_order')!.click());
    await act(() => vi.advanceTimersByTimeAsync(SLIDE_MS + 20));
    expect(hidden(hint('billing_email'))).toBe(true);
  });
});
