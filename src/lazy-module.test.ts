import { describe, expect, it, vi } from 'vitest';
import { lazyModule } from './lazy-module';

describe('lazyModule', () => {
  it('has nothing at hand until the module arrives, then hands it over without waiting', async () => {
    const module = { answer: 42 };
    const lazy = lazyModule(() => Promise.resolve(module));
    expect(lazy.now()).toBeNull();
    expect(await lazy.load()).toBe(module);
    expect(lazy.now()).toBe(module);
  });

  it('imports once however often it is asked', async () => {
    const importer = vi.fn(() => Promise.resolve({}));
    const lazy = lazyModule(importer);
    await Promise.all([lazy.load(), lazy.load()]);
    await lazy.load();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed import', async () => {
    const importer = vi.fn<() => Promise<object>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ ok: true });
    const lazy = lazyModule(importer);
    await expect(lazy.load()).rejects.toThrow('offline');
    expect(lazy.now()).toBeNull();
    expect(await lazy.load()).toEqual({ ok: true });
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
