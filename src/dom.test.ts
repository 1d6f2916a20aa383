import { afterEach, describe, expect, it, vi } from 'vitest';
import { navigate } from './dom';

afterEach(() => {
  vi.restoreAllMocks();
  window.dispatchEvent(new Event('pageshow'));
});

describe('navigate', () => {
  it('goes once to a URL the page is already leaving for (a second assign would restart the navigation), and again after a return', () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    expect(navigate('/checkout/')).toBe(true);
    expect(navigate('/checkout/')).toBe(true);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(navigate('/varukorg/')).toBe(true);
    expect(assign).toHaveBeenCalledTimes(2);
    // Back from the back-forward cache: the page is going nowhere.
    window.dispatchEvent(new Event('pageshow'));
    navigate('/varukorg/');
    expect(assign).toHaveBeenCalledTimes(3);
  });

  it('refuses what is not a web URL', () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    expect(navigate('javascript:alert(1)')).toBe(false);
    expect(navigate(42)).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });
});
