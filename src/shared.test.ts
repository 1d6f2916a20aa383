import { describe, expect, it, vi } from 'vitest';
import { listenAll, shared } from './shared';

describe('shared page services', () => {
  it('start with the first user, stop after the last, and restart for a new one', () => {
    const stop = vi.fn();
    const start = vi.fn((n: number) => ({ value: { n }, stop }));
    const service = shared(start);
    const a = service.use(1);
    const b = service.use(2);
    expect(b.value).toBe(a.value);
    expect(start).toHaveBeenCalledTimes(1);
    a.release();
    a.release();
    expect(stop).not.toHaveBeenCalled();
    b.release();
    expect(stop).toHaveBeenCalledTimes(1);
    expect(service.current()).toBeNull();
    expect(service.use(3).value).toEqual({ n: 3 });
  });

  it('listenAll removes what it added', () => {
    const heard = vi.fn();
    const off = listenAll([[document, 'x-one', heard], [window, 'x-two', heard]]);
    document.dispatchEvent(new Event('x-one'));
    off();
    document.dispatchEvent(new Event('x-one'));
    window.dispatchEvent(new Event('x-two'));
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
