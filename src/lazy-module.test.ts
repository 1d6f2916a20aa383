import { describe, expect, it, vi } from 'vitest';
import { lazyModule } from './lazy-module';

describe('lazyModule', () => {
  it('uses the module once it arrives, then within the caller\'s task', async () => {
    const module = { answer: 42 };
    const lazy = lazyModule(() => Promise.resolve(module));
    const early = vi.fn();
    const waited = lazy.use(early);
    expect(early).not.toHaveBeenCalled();
    await waited;
    expect(early).toHaveBeenCalledWith(module);
    const late = vi.fn();
    void lazy.use(late);
    expect(late).toHaveBeenCalledWith(module);
  });

  it('imports once however often it is asked', async () => {
    const importer = vi.fn(() => Promise.resolve({}));
    const lazy = lazyModule(importer);
    await Promise.all([lazy.load(), lazy.load(), lazy.use(() => {})]);
    await lazy.load();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed import', async () => {
    const importer = vi.fn<() => Promise<object>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ ok: true });
    const lazy = lazyModule(importer);
    const action = vi.fn();
    await expect(lazy.use(action)).rejects.toThrow('offline');
    expect(action).not.toHaveBeenCalled();
    expect(await lazy.load()).toEqual({ ok: true });
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('turns a throw of an action run at once into a rejection, as it would be after the import', async () => {
    const lazy = lazyModule(() => Promise.resolve({}));
    await lazy.load();
    const used = lazy.use(() => {
      throw new Error('broken');
    });
    await expect(used).rejects.toThrow('broken');
  });
});
