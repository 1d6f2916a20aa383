import { afterEach, describe, expect, it, vi } from 'vitest';
import { navigate, parseServerHTML } from './dom';

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

describe('parseServerHTML', () => {
  it('keeps the markup and drops what could run: scripts, handlers (several in a row), srcdoc, javascript: URLs', () => {
    const content = parseServerHTML(
      '<a href="/varukorg/" class="cart" onclick="x()" onmouseover="y()" data-id="7">Varukorg</a>'
      + '<img src="/a.jpg" onerror="z()" alt="A"><a href=" javascript:alert(1)">x</a>'
      + '<iframe srcdoc="<script>1</script>"></iframe><script>window.ran = 1</script>',
    );
    const box = document.createElement('div');
    box.append(content);
    expect(box.innerHTML).toBe('<a href="/varukorg/" class="cart" data-id="7">Varukorg</a><img src="/a.jpg" alt="A"><a>x</a><iframe></iframe>');
  });
});
