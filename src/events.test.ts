import jQueryFactory from 'jquery';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { askListeners, emit, on } from './events';

describe('events bridge without jQuery', () => {
  it('fires a bubbling CustomEvent on the body with the arguments in detail', () => {
    const heard = vi.fn();
    document.addEventListener('added_to_cart', (e) => heard((e as CustomEvent).detail));
    emit('added_to_cart', [{ a: '<b>' }, 'hash']);
    expect(heard).toHaveBeenCalledWith([{ a: '<b>' }, 'hash']);
  });
});

describe('events bridge with jQuery on the page', () => {
  let $: any;
  beforeEach(() => {
    // In a window jQuery's module is jQuery itself; without one it is a factory.
    $ = (jQueryFactory as any).fn ? jQueryFactory : (jQueryFactory as any)(window);
    vi.stubGlobal('jQuery', $);
  });
  afterEach(() => {
    $(document.body).off();
    $(document).off();
  });

  it("calls each jQuery listener exactly once, with WooCommerce's arguments and $button wrapped", () => {
    const button = document.createElement('a');
    document.body.append(button);
    const calls: unknown[][] = [];
    $(document.body).on('added_to_cart', (_e: unknown, fragments: unknown, hash: unknown, $button: any) => calls.push([fragments, hash, $button?.jquery ? $button[0] : $button]));
    $(document).on('added_to_cart', () => calls.push(['document']));
    const native = vi.fn();
    document.body.addEventListener('added_to_cart', native);
    emit('added_to_cart', [{ f: 1 }, 'h', button]);
    expect(calls).toEqual([[{ f: 1 }, 'h', button], ['document']]);
    expect(native).toHaveBeenCalledTimes(1);
  });

  it('hears jQuery triggers from other plugins once, and tells its own events apart', () => {
    const heard: Array<[unknown[], boolean]> = [];
    const off = on('wc_fragment_refresh', (args, { own }) => heard.push([args, own]));
    $(document.body).trigger('wc_fragment_refresh', ['x']);
    document.body.dispatchEvent(new CustomEvent('wc_fragment_refresh'));
    emit('wc_fragment_refresh');
    off();
    $(document.body).trigger('wc_fragment_refresh');
    expect(heard).toEqual([[['x'], false], [[], false], [[], true]]);
  });

  it('lets a should_send_ajax_request listener veto an add', () => {
    expect(askListeners('should_send_ajax_request.adding_to_cart', [document.body])).toBe(true);
    $(document.body).on('should_send_ajax_request.adding_to_cart', () => false);
    expect(askListeners('should_send_ajax_request.adding_to_cart', [document.body])).toBe(false);
  });
});
