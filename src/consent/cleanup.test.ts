import { beforeEach, describe, expect, it } from 'vitest';
import { setChoices, setServiceConsent } from './state';
import { cleanUp } from './cleanup';
import { setUpComplianz } from '../../test/unit-complianz';

const DATA = {
  statistics: { 'google-analytics': ['_ga', '_gid'] },
  marketing: { facebook: ['_fbp'], youtube: ['YSC'] },
};

const names = () => document.cookie.split('; ').filter(Boolean).map((c) => c.split('=')[0] ?? '').sort();

beforeEach(() => {
  setUpComplianz();
  for (const name of ['_ga', '_ga_HK2026', '_gid', '_fbp', 'YSC', 'hk_cart_note']) document.cookie = `${name}=1; path=/`;
  localStorage.setItem('_fbp', 'x');
});

describe('cookie clean-up', () => {
  it('removes the cookies (and same-named storage) of every service without consent', () => {
    expect(cleanUp(DATA).sort()).toEqual(['YSC', '_fbp', '_ga', '_gid']);
    expect(names()).toEqual(['hk_cart_note']);
    expect(localStorage.getItem('_fbp')).toBeNull();
  });

  it('keeps what the visitor consented to, per category and per service', () => {
    setChoices({ statistics: 'allow' });
    setServiceConsent('youtube', true);
    cleanUp(DATA);
    expect(names().filter((n) => !n.startsWith('cmplz_'))).toEqual(['YSC', '_ga', '_ga_HK2026', '_gid', 'hk_cart_note']);
  });
});
