import { describe, expect, it } from 'vitest';
import { formAnswer, popupAction, redirectUrl } from './answer';

describe('Elementor Pro form answers', () => {
  it('reads the success and the error answer of its ajax handler', () => {
    expect(formAnswer({ success: true, data: { message: 'Tack!', data: { redirect_url: '/tack/' } } })).toEqual({
      success: true, message: 'Tack!', errors: {}, data: { redirect_url: '/tack/' },
    });
    // PHP's empty arrays arrive as [] where objects are meant.
    expect(formAnswer({ success: false, data: { message: 'Fel.', errors: { email: 'Fältet är obligatoriskt.' }, data: [] } })).toEqual({
      success: false, message: 'Fel.', errors: { email: 'Fältet är obligatoriskt.' }, data: {},
    });
    expect(formAnswer({ success: false, data: { message: 'Fel.', errors: [], data: [] } })?.errors).toEqual({});
  });

  it('is no answer when the body is something else: admin-ajax\'s 0, a page, a bare object', () => {
    expect(formAnswer(0)).toBeNull();
    expect(formAnswer('<html>')).toBeNull();
    expect(formAnswer({ message: 'x' })).toBeNull();
    expect(formAnswer({ success: true })).toBeNull();
  });

  it('follows only http(s) redirects, resolved against the page', () => {
    const answer = (redirect_url: unknown) => formAnswer({ success: true, data: { message: '', data: { redirect_url } } })!;
    expect(redirectUrl(answer('/tack/'), 'https://butik.se/kontakt/')).toBe('https://butik.se/tack/');
    expect(redirectUrl(answer('https://annan.se/x'), 'https://butik.se/')).toBe('https://annan.se/x');
    expect(redirectUrl(answer('javascript:alert(1)'), 'https://butik.se/')).toBeNull();
    expect(redirectUrl(answer(''), 'https://butik.se/')).toBeNull();
    expect(redirectUrl(answer(undefined), 'https://butik.se/')).toBeNull();
  });

  it('reads the popup action: open a popup by id, or close the form\'s own (for good when asked)', () => {
    const answer = (popup: unknown) => formAnswer({ success: true, data: { message: '', data: { popup } } })!;
    expect(popupAction(answer({ action: 'open', id: '93' }))).toEqual({ action: 'open', id: '93' });
    expect(popupAction(answer({ action: 'open', id: 'x' }))).toBeNull();
    expect(popupAction(answer({ action: 'close', do_not_show_again: 'yes' }))).toEqual({ action: 'close', doNotShowAgain: true });
    expect(popupAction(answer({ action: 'close', do_not_show_again: '' }))).toEqual({ action: 'close', doNotShowAgain: false });
    expect(popupAction(answer(undefined))).toBeNull();
  });
});
