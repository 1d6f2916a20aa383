import { describe, expect, it } from 'vitest';
import { accountAnswer, afterLogin } from './answer';

describe('account_forms answers', () => {
  it('reads the flat and the nested shape', () => {
    expect(accountAnswer({ success: false, notices: '<ul class="woocommerce-error"><li>Fel</li></ul>' })).toEqual({ success: false, notices: '<ul class="woocommerce-error"><li>Fel</li></ul>', html: '' });
    expect(accountAnswer({ success: true, data: { html: '<div>meny</div>' } })).toEqual({ success: true, notices: '', html: '<div>meny</div>' });
    expect(accountAnswer(null)).toEqual({ success: false, notices: '', html: '' });
  });
  it("reads Rey's own answer, the forms' output without a flag: notices refuse, none succeed", () => {
    expect(accountAnswer({ html: '', notices: '<ul class="woocommerce-error"><li>Fel</li></ul>' })).toEqual({ success: false, notices: '<ul class="woocommerce-error"><li>Fel</li></ul>', html: '' });
    expect(accountAnswer({ html: '<div>meny</div>', notices: '' })).toEqual({ success: true, notices: '', html: '<div>meny</div>' });
  });
  it('decides what a login does from the forms\' redirect settings', () => {
    expect(afterLogin('load_menu', '')).toEqual({ kind: 'load_menu' });
    expect(afterLogin('refresh', '')).toEqual({ kind: 'refresh' });
    expect(afterLogin('myaccount', '/mitt-konto/')).toEqual({ kind: 'redirect', url: '/mitt-konto/' });
    expect(afterLogin('myaccount', '')).toEqual({ kind: 'refresh' });
  });
});
