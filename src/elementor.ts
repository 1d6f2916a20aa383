// Reading Elementor's server markup: element and document settings, the current device, and the
// action links (`#elementor-action:action=…&settings=<base64 JSON>`).
import { params } from './config';

type Settings = Record<string, unknown>;

function parseJSONAttribute(el: Element, name: string): Settings | null {
  const raw = el.getAttribute(name);
  if (raw === null) return {};
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Settings) : null;
  } catch {
    return null;
  }
}

/** An element's `data-settings` (switchers are "yes"/"", sliders `{unit,size}`); null when it is not JSON. */
export function elementSettings(el: Element): Settings | null {
  return parseJSONAttribute(el, 'data-settings');
}

/** A document's `data-elementor-settings` (popups keep their rules there); null when it is not JSON. */
export function documentSettings(el: Element): Settings | null {
  return parseJSONAttribute(el, 'data-elementor-settings');
}

export type Device = 'mobile' | 'mobile_extra' | 'tablet' | 'tablet_extra' | 'laptop' | 'desktop' | 'widescreen';

interface Breakpoint {
  value: number;
  direction: 'max' | 'min';
  is_enabled: boolean;
}

// The shop's breakpoints (theme spec §9): mobile up to 767 px, tablet up to 1024 px, desktop above.
const DEFAULT_BREAKPOINTS: Record<Exclude<Device, 'desktop'>, Breakpoint> = {
  mobile: { value: 767, direction: 'max', is_enabled: true },
  mobile_extra: { value: 880, direction: 'max', is_enabled: false },
  tablet: { value: 1024, direction: 'max', is_enabled: true },
  tablet_extra: { value: 1200, direction: 'max', is_enabled: false },
  laptop: { value: 1366, direction: 'max', is_enabled: false },
  widescreen: { value: 2400, direction: 'min', is_enabled: false },
};

export function breakpoints(): Record<string, Breakpoint> {
  const responsive = params('elementorFrontendConfig').responsive as { breakpoints?: Record<string, Breakpoint> } | undefined;
  return { ...DEFAULT_BREAKPOINTS, ...(responsive?.breakpoints ?? {}) };
}

/** The device the viewport counts as, by the active breakpoints (smallest matching max wins). */
export function currentDevice(width: number = window.innerWidth): Device {
  const active = Object.entries(breakpoints()).filter(([, b]) => b.is_enabled);
  const wide = active.find(([, b]) => b.direction === 'min' && width >= b.value);
  if (wide) return wide[0] as Device;
  const narrow = active.filter(([, b]) => b.direction === 'max' && width <= b.value).sort((a, b) => a[1].value - b[1].value);
  return (narrow[0]?.[0] as Device | undefined) ?? 'desktop';
}

// Which device values fall back to which, as Elementor's getCurrentDeviceSetting does.
const FALLBACK: Record<Device, Device[]> = {
  mobile: ['mobile', 'mobile_extra', 'tablet', 'tablet_extra', 'laptop', 'desktop'],
  mobile_extra: ['mobile_extra', 'tablet', 'tablet_extra', 'laptop', 'desktop'],
  tablet: ['tablet', 'tablet_extra', 'laptop', 'desktop'],
  tablet_extra: ['tablet_extra', 'laptop', 'desktop'],
  laptop: ['laptop', 'desktop'],
  desktop: ['desktop'],
  widescreen: ['widescreen', 'desktop'],
};

/** A responsive setting for a device: `slides_to_show_mobile`, else the next larger device's, else the base. */
export function deviceSetting(settings: Settings, key: string, device: Device = currentDevice()): unknown {
  for (const candidate of FALLBACK[device]) {
    const value = settings[candidate === 'desktop' ? key : `${key}_${candidate}`];
    if (value !== undefined && value !== '' && value !== null) return value;
  }
  return undefined;
}

export interface ActionLink {
  action: string;
  settings: Settings;
}

/**
 * Decodes a page-builder action link. Accepts the encoded form PHP prints, the `%23` form the JS helper
 * makes, and hand-written unencoded links. Null when it is not an action link or its settings are not
 * base64 JSON.
 */
export function decodeActionLink(href: string): ActionLink | null {
  let decoded = href;
  for (let i = 0; i < 2; i++) {
    try {
      decoded = decodeURIComponent(decoded);
    } catch {
      return null;
    }
  }
  const hash = decoded.slice(decoded.indexOf('#') + 1);
  if (!hash.startsWith('elementor-action:')) return null;
  const action = /action=([^&]+)/.exec(hash)?.[1];
  if (!action) return null;
  const encoded = /settings=([^&]*)/.exec(hash)?.[1];
  if (!encoded) return { action, settings: {} };
  try {
    const value: unknown = JSON.parse(atob(encoded));
    return value && typeof value === 'object' ? { action, settings: value as Settings } : null;
  } catch {
    return null;
  }
}

/** Elementor's switcher: "yes" is on. */
export const isOn = (value: unknown): boolean => value === 'yes' || value === true;

/** A slider control's number (`{unit, size}`) or a plain number/string. */
export function sizeOf(value: unknown, fallback = 0): number {
  const raw = value && typeof value === 'object' ? (value as { size?: unknown }).size : value;
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw !== '' ? Number(raw) : NaN;
  return Number.isFinite(n) ? n : fallback;
}
