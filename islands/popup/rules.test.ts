import { afterEach, describe, expect, it, vi } from 'vitest';
import { countImpression, countShow, countVisit, impressions } from './records';
import { browserOf, failingRules, impressionCountedOn, sourceOf, wallClock, type Visit } from './timing';
import { armTriggers } from './triggers';

const visit = (over: Partial<Visit> = {}): Visit => ({
  pageViews: 1, sessions: 1, impressions: 0, referrer: '', host: 'hemkok.se', loggedIn: false, roles: [],
  device: 'desktop', userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  now: new Date(2026, 8, 14, 12, 0), siteNow: null, ...over,
});

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
});

describe('popup timing rules', () => {
  it('passes when no rule is on, whatever shape PHP gave the empty list', () => {
    expect(failingRules([], visit())).toEqual([]);
    expect(failingRules({}, visit())).toEqual([]);
    expect(failingRules({ page_views: '', page_views_views: 9 }, visit())).toEqual([]);
  });

  it('counts page views and sessions', () => {
    expect(failingRules({ page_views: 'yes', page_views_views: 3 }, visit({ pageViews: 2 }))).toEqual(['page_views']);
    expect(failingRules({ page_views: 'yes', page_views_views: 3 }, visit({ pageViews: 3 }))).toEqual([]);
    expect(failingRules({ sessions: 'yes', sessions_sessions: 2 }, visit({ sessions: 1 }))).toEqual(['sessions']);
  });

  it('fails the URL rule on an invalid regular expression and matches the referrer otherwise', () => {
    expect(failingRules({ url: 'yes', url_action: 'regex', url_url: '([' }, visit({ referrer: 'https://x.se/' }))).toEqual(['url']);
    expect(failingRules({ url: 'yes', url_action: 'regex', url_url: '^https://x\\.se' }, visit({ referrer: 'https://x.se/a' }))).toEqual([]);
    expect(failingRules({ url: 'yes', url_action: 'show', url_url: 'kampanj' }, visit({ referrer: 'https://a.se/kampanj' }))).toEqual([]);
    expect(failingRules({ url: 'yes', url_action: 'hide', url_url: 'kampanj' }, visit({ referrer: 'https://a.se/kampanj' }))).toEqual(['url']);
  });

  it('tells search engines, other sites and this site apart', () => {
    for (const engine of ['google', 'yahoo', 'bing', 'yandex', 'baidu']) expect(sourceOf(`https://www.${engine}.com/search?q=x`, 'hemkok.se')).toBe('search');
    expect(sourceOf('https://duckduckgo.com/', 'hemkok.se')).toBe('external');
    expect(sourceOf('', 'hemkok.se')).toBe('external');
    expect(sourceOf('https://www.hemkok.se/butik/', 'hemkok.se')).toBe('internal');
    expect(failingRules({ sources: 'yes', sources_sources: ['search'] }, visit({ referrer: 'https://www.google.se/' }))).toEqual([]);
    expect(failingRules({ sources: 'yes', sources_sources: ['internal'] }, visit({ referrer: 'https://www.google.se/' }))).toEqual(['sources']);
  });

  it('lets anonymous visitors through and keeps logged-in ones out by the role rule', () => {
    const rule = { logged_in: 'yes', logged_in_users: 'custom', logged_in_roles: ['customer'] };
    expect(failingRules(rule, visit())).toEqual([]);
    expect(failingRules(rule, visit({ loggedIn: true, roles: ['customer'] }))).toEqual(['logged_in']);
    expect(failingRules(rule, visit({ loggedIn: true, roles: ['editor'] }))).toEqual([]);
    expect(failingRules({ logged_in: 'yes', logged_in_users: 'all' }, visit({ loggedIn: true }))).toEqual(['logged_in']);
  });

  it('checks devices, browsers, times and the schedule', () => {
    expect(failingRules({ devices: 'yes', devices_devices: ['mobile'] }, visit())).toEqual(['devices']);
    expect(browserOf('Mozilla/5.0 (Windows NT 10.0; rv:128.0) Gecko/20100101 Firefox/128.0')).toBe('firefox');
    expect(failingRules({ browsers: 'yes', browsers_browsers: 'custom', browsers_browsers_options: ['firefox'] }, visit())).toEqual(['browsers']);
    expect(failingRules({ times: 'yes', times_times: 2 }, visit({ impressions: 2 }))).toEqual(['times']);
    expect(wallClock('2026-09-14 12:30')).toBe(Date.UTC(2026, 8, 14, 12, 30));
    const schedule = { schedule: 'yes', schedule_timezone: 'user', schedule_start_date: '2026-09-14 12:30', schedule_end_date: '2026-09-20 00:00' };
    expect(failingRules(schedule, visit())).toEqual(['schedule']);
    expect(failingRules(schedule, visit({ now: new Date(2026, 8, 15) }))).toEqual([]);
    const site = { ...schedule, schedule_timezone: 'site' };
    expect(failingRules(site, visit({ siteNow: new Date(Date.UTC(2026, 8, 14, 13, 0)) }))).toEqual([]);
  });
});

describe('popup records', () => {
  it('counts a visit per page and a session once per browser session', () => {
    expect(countVisit()).toEqual({ pageViews: 1, sessions: 1 });
    expect(countVisit()).toEqual({ pageViews: 2, sessions: 1 });
    sessionStorage.clear();
    expect(countVisit()).toEqual({ pageViews: 3, sessions: 2 });
  });

  it('keeps impressions in Pro 3.33\'s keys: shows for ever, per week (604800 s) or per session', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    // Without a period the rule reads the shows; the impression goes to the un-namespaced key.
    countShow('9');
    countShow('9');
    countImpression('9', '');
    expect(impressions('9', '')).toBe(2);
    expect(JSON.parse(localStorage.getItem('elementor')!)).toMatchObject({ popup_9_times: 2, times: 1 });
    countImpression('9', 'week');
    vi.advanceTimersByTime(604_800_000 - 1);
    countImpression('9', 'week');
    expect(impressions('9', 'week')).toBe(2);
    vi.advanceTimersByTime(1);
    expect(impressions('9', 'week')).toBe(0);
    countImpression('9', 'session');
    expect(sessionStorage.getItem('popup-9-impressions-count')).toBe('1');
  });

  it('counts the times rule\'s impression while checking the rules, or on close with times_count "" or "close"', () => {
    expect(impressionCountedOn({})).toBe(null);
    expect(impressionCountedOn({ times: 'yes', times_times: 1 })).toBe('check');
    expect(impressionCountedOn({ times: 'yes', times_count: 'yes' })).toBe('check');
    expect(impressionCountedOn({ times: 'yes', times_count: 'close' })).toBe('close');
    expect(impressionCountedOn({ times: 'yes', times_count: '' })).toBe('close');
  });
});

describe('popup triggers', () => {
  it('arms only the triggers switched on, and the first to fire takes them all down', () => {
    vi.useFakeTimers();
    const fired: string[] = [];
    const cancel = armTriggers({ page_load: 'yes', page_load_delay: 1, click: 'yes', click_times: 2, inactivity: '' }, (name) => fired.push(name));
    vi.advanceTimersByTime(999);
    expect(fired).toEqual([]);
    vi.advanceTimersByTime(1);
    document.body.click();
    document.body.click();
    document.body.click();
    document.body.click();
    vi.advanceTimersByTime(60_000);
    expect(fired).toEqual(['page_load']);
    cancel();
  });

  it('shows once when two triggers fire: the later one was already taken down', () => {
    vi.useFakeTimers();
    const fired: string[] = [];
    armTriggers({ click: 'yes', click_times: 1, inactivity: 'yes', inactivity_time: 5 }, (name) => fired.push(name));
    document.body.click();
    vi.advanceTimersByTime(10_000);
    expect(fired).toEqual(['click']);
  });

  it('ignores a scroll-to trigger with an invalid selector', () => {
    const fired: string[] = [];
    expect(() => armTriggers({ scrolling_to: 'yes', scrolling_to_selector: '#[nope' }, (name) => fired.push(name))).not.toThrow();
    expect(fired).toEqual([]);
  });

  it('scrolling up: fires on the first scroll back up, never on a scroll down', () => {
    const fired: string[] = [];
    const own = Object.getOwnPropertyDescriptor(window, 'scrollY')!;
    const scrollTo = (y: number) => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
      window.dispatchEvent(new Event('scroll'));
    };
    scrollTo(0);
    const cancel = armTriggers({ scrolling: 'yes', scrolling_direction: 'up', scrolling_offset: 10 }, (name) => fired.push(name));
    scrollTo(300);
    scrollTo(900);
    expect(fired).toEqual([]);
    scrollTo(850);
    expect(fired).toEqual(['scrolling']);
    cancel();
    Object.defineProperty(window, 'scrollY', own);
  });
});
