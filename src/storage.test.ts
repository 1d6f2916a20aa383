import { afterEach, describe, expect, it, vi } from 'vitest';
import { expiringStore, expiryToMs, readJSON, writeItem } from './storage';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('expiringStore', () => {
  it('keeps a value until its expiry and drops it on the first read after', () => {
    let now = 1_000_000;
    const store = expiringStore('elementor', 'local', () => now);
    store.set('popup_12_times', 3, { amount: 1, unit: 'day' });
    now += expiryToMs({ amount: 1, unit: 'day' }) - 1;
    expect(store.get('popup_12_times')).toBe(3);
    now += 1;
    expect(store.get('popup_12_times')).toBeUndefined();
    const raw = JSON.parse(localStorage.getItem('elementor')!);
    expect(raw).not.toHaveProperty('popup_12_times');
    expect(raw.__expiration).not.toHaveProperty('popup_12_times');
  });

  it('knows every unit the spec names', () => {
    expect(expiryToMs({ amount: 2, unit: 'min' })).toBe(120_000);
    expect(expiryToMs({ amount: 1, unit: 'hr' })).toBe(3_600_000);
    expect(expiryToMs({ amount: 1, unit: 'week' })).toBe(604_800_000);
    expect(expiryToMs({ amount: 1, unit: 'month' })).toBe(2_628_288_000);
    expect(expiryToMs({ amount: 1, unit: 'year' })).toBe(31_536_000_000);
  });

  it('keeps values without expiry and shares one key in the page builder format', () => {
    const store = expiringStore('elementor');
    store.set('pageViews', 4);
    store.set('sessions', 2, { amount: 30, unit: 'min' });
    const raw = JSON.parse(localStorage.getItem('elementor')!);
    expect(raw.pageViews).toBe(4);
    expect(typeof raw.__expiration.sessions).toBe('number');
    expect(raw.__expiration).not.toHaveProperty('pageViews');
  });

  it('treats corrupt JSON as empty and survives storage that throws', () => {
    writeItem('local', 'elementor', '{not json');
    expect(expiringStore('elementor').get('pageViews')).toBeUndefined();
    // Storage disabled: merely touching window.localStorage throws, as in some private modes.
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const store = expiringStore('elementor');
    expect(() => store.set('x', 1)).not.toThrow();
    expect(store.get('x')).toBeUndefined();
    expect(readJSON('session', 'anything')).toBeUndefined();
    vi.restoreAllMocks();
  });
});

describe('expiringStore.update', () => {
  it('changes a value inside its window without moving the window', () => {
    let now = 5_000;
    const store = expiringStore('elementor', 'local', () => now);
    store.set('popup-7-impressions-count', 1, { amount: 1, unit: 'day' });
    const expiresAt = JSON.parse(localStorage.getItem('elementor')!).__expiration['popup-7-impressions-count'];
    now += 60_000;
    store.update('popup-7-impressions-count', 2);
    const raw = JSON.parse(localStorage.getItem('elementor')!);
    expect(raw['popup-7-impressions-count']).toBe(2);
    expect(raw.__expiration['popup-7-impressions-count']).toBe(expiresAt);
  });
});
