// A popup's advanced rules ("timing"): every rule that is switched on must pass before any trigger may
// show it. Pure functions over what the page knows, so each rule is tested on its own.
import { isOn } from '../../src/elementor';

export type Settings = Record<string, unknown>;

/** What the rules look at; the island fills it from storage, the referrer, the user and the clock. */
export interface Visit {
  pageViews: number;
  sessions: number;
  /** How often this popup counted as seen in the current window (times rule). */
  impressions: number;
  referrer: string;
  /** This site's host, to tell internal from external arrivals. */
  host: string;
  loggedIn: boolean;
  roles: string[];
  device: string;
  userAgent: string;
  /** The visitor's clock. */
  now: Date;
  /** The site's clock (the server's time at render plus the time since), for schedules in site time. */
  siteNow: Date | null;
}

// The source rule's search engines (spec §9).
export const SEARCH_ENGINES = ['google', 'yahoo', 'bing', 'yandex', 'baidu'];

const num = (value: unknown, fallback = 0) => {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : fallback;
};
const list = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : typeof value === 'string' && value ? [value] : []);

/** "Arriving from": the referrer contains the text (show) or does not (hide), or matches a regex. */
function arrivingFrom(timing: Settings, visit: Visit): boolean {
  const url = String(timing.url_url ?? '');
  const action = String(timing.url_action ?? 'show');
  if (action === 'regex') {
    try {
      return new RegExp(url).test(visit.referrer);
    } catch {
      return false; // an invalid expression fails the check (spec §5)
    }
  }
  const contains = url !== '' && visit.referrer.includes(url);
  return action === 'hide' ? !contains : contains;
}

/** Where the visitor came from: search engines, other sites (and direct visits), or this site. */
export function sourceOf(referrer: string, host: string, engines: string[] = SEARCH_ENGINES): 'search' | 'external' | 'internal' {
  const bare = (value: string) => value.replace(/^https?:\/\//, '').replace(/^www\./, '');
  const from = bare(referrer);
  if (from && from.startsWith(bare(host))) return 'internal';
  const domain = from.split(/[/?#]/)[0] ?? '';
  if (engines.some((engine) => new RegExp(`(^|\\.)${engine}\\.`).test(domain))) return 'search';
  return 'external';
}

function sources(timing: Settings, visit: Visit): boolean {
  const allowed = list(timing.sources_sources);
  const engines = list(timing.sources_search_engines);
  const source = sourceOf(visit.referrer, visit.host, engines.length ? engines : SEARCH_ENGINES);
  // A search engine is also another site: "external" lets search arrivals through as well.
  return allowed.includes(source) || (source === 'search' && allowed.includes('external'));
}

/** Anonymous visitors always pass; logged-in ones are kept out entirely ('all') or by role. */
function loggedIn(timing: Settings, visit: Visit): boolean {
  if (!visit.loggedIn) return true;
  if (String(timing.logged_in_users ?? 'all') === 'all') return false;
  const roles = list(timing.logged_in_roles);
  return !visit.roles.some((role) => roles.includes(role));
}

export function browserOf(userAgent: string): string {
  const ua = userAgent.toLowerCase();
  if (/trident|msie/.test(ua)) return 'ie';
  if (/edg(e|a|ios)?\//.test(ua)) return 'edge';
  if (/opr\/|opera/.test(ua)) return 'opera';
  if (/firefox|fxios/.test(ua)) return 'firefox';
  if (/chrome|crios|chromium/.test(ua)) return 'chrome';
  if (/safari/.test(ua)) return 'safari';
  return 'other';
}

function browsers(timing: Settings, visit: Visit): boolean {
  if (String(timing.browsers_browsers ?? 'all') === 'all') return true;
  return list(timing.browsers_browsers_options).includes(browserOf(visit.userAgent));
}

/** `Y-m-d H:i` (the date-time control's value) as a wall-clock time, or null. */
export function wallClock(value: unknown): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(String(value ?? '').trim());
  if (!match) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = match;
  return Date.UTC(+y!, +mo! - 1, +d!, +h, +mi, +s);
}

/** The wall-clock reading of a Date in the visitor's time zone, comparable with `wallClock`. */
const wallClockOf = (date: Date) =>
  Date.UTC(date.getFullYear(), date.getMonth(), date.getDate(), date.getHours(), date.getMinutes(), date.getSeconds());

function schedule(timing: Settings, visit: Visit): boolean {
  const site = String(timing.schedule_timezone ?? 'site') === 'site' && visit.siteNow;
  // The site clock is kept as a wall-clock reading already (see siteClock in the island).
  const now = site ? visit.siteNow!.getTime() : wallClockOf(visit.now);
  const start = wallClock(timing.schedule_start_date);
  const end = wallClock(timing.schedule_end_date);
  return (start === null || now >= start) && (end === null || now <= end);
}

const RULES: Record<string, (timing: Settings, visit: Visit) => boolean> = {
  page_views: (timing, visit) => visit.pageViews >= num(timing.page_views_views, 1),
  sessions: (timing, visit) => visit.sessions >= num(timing.sessions_sessions, 1),
  url: arrivingFrom,
  sources,
  logged_in: loggedIn,
  devices: (timing, visit) => list(timing.devices_devices).includes(visit.device),
  times: (timing, visit) => visit.impressions < num(timing.times_times, 1),
  browsers,
  schedule,
};

/**
 * When Pro 3.33 counts an impression for the times rule: while the rules are checked as the page
 * loads (its default, whatever the trigger does later), or when a popup closes (`times_count` '' or
 * 'close'). Null when the rule is off.
 */
export function impressionCountedOn(timing: Settings): 'check' | 'close' | null {
  if (!isOn(timing.times)) return null;
  return timing.times_count === '' || timing.times_count === 'close' ? 'close' : 'check';
}

/** The names of the rules that are on and fail (empty: the popup may show). */
export function failingRules(timing: unknown, visit: Visit): string[] {
  if (!timing || typeof timing !== 'object' || Array.isArray(timing)) return [];
  const settings = timing as Settings;
  return Object.keys(RULES).filter((name) => isOn(settings[name]) && !RULES[name]!(settings, visit));
}
