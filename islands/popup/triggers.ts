// A popup's triggers: each one that is switched on is armed, and the first to fire shows the popup.
// The first firing takes every trigger down (spec §4).
import { isOn } from '../../src/elementor';
import type { Settings } from './timing';

type Cancel = () => void;

const seconds = (value: unknown, fallback = 0) => {
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n * 1000 : fallback;
};

function pageLoad(settings: Settings, fire: () => void, win: Window): Cancel {
  const timer = win.setTimeout(fire, seconds(settings.page_load_delay));
  return () => win.clearTimeout(timer);
}

/** Scrolled down past a share of the page, or any scroll back up. */
function scrolling(settings: Settings, fire: () => void, win: Window): Cancel {
  const up = settings.scrolling_direction === 'up';
  const offset = Number(settings.scrolling_offset) || 0;
  let last = win.scrollY;
  const onScroll = () => {
    const y = win.scrollY;
    if (up) {
      if (y < last) fire();
    } else {
      const scrollable = win.document.documentElement.scrollHeight - win.innerHeight;
      const percent = scrollable > 0 ? (y / scrollable) * 100 : 100;
      if (y > last && percent >= offset) fire();
    }
    last = y;
  };
  win.addEventListener('scroll', onScroll, { passive: true });
  return () => win.removeEventListener('scroll', onScroll);
}

/** An element comes into view. An invalid or missing selector leaves the trigger unarmed (spec §5). */
function scrollingTo(settings: Settings, fire: () => void, win: Window): Cancel {
  let target: Element | null = null;
  try {
    target = win.document.querySelector(String(settings.scrolling_to_selector ?? ''));
  } catch {
    return () => {};
  }
  if (!target) return () => {};
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) fire();
  });
  observer.observe(target);
  return () => observer.disconnect();
}

/** The visitor's nth click anywhere on the page. */
function clicks(settings: Settings, fire: () => void, win: Window): Cancel {
  const needed = Math.max(1, Number(settings.click_times) || 1);
  let count = 0;
  const onClick = () => {
    count += 1;
    if (count >= needed) fire();
  };
  win.document.addEventListener('click', onClick);
  return () => win.document.removeEventListener('click', onClick);
}

const ACTIVITY = ['mousemove', 'keydown', 'click', 'scroll', 'touchstart', 'wheel'] as const;

/** No mouse, key, touch or scroll for the set number of seconds. */
function inactivity(settings: Settings, fire: () => void, win: Window): Cancel {
  const ms = seconds(settings.inactivity_time, 30_000);
  let timer = win.setTimeout(fire, ms);
  const restart = () => {
    win.clearTimeout(timer);
    timer = win.setTimeout(fire, ms);
  };
  for (const type of ACTIVITY) win.addEventListener(type, restart, { passive: true, capture: true });
  return () => {
    win.clearTimeout(timer);
    for (const type of ACTIVITY) win.removeEventListener(type, restart, { capture: true });
  };
}

/** The pointer leaves the page through its top edge (towards the tabs and the address bar). */
function exitIntent(_settings: Settings, fire: () => void, win: Window): Cancel {
  const onLeave = (event: MouseEvent) => {
    if (!event.relatedTarget && event.clientY <= 0) fire();
  };
  win.document.addEventListener('mouseout', onLeave);
  return () => win.document.removeEventListener('mouseout', onLeave);
}

/**
 * A bait element an ad blocker hides: the page builder's probe, a fixed `div.ad-box`. Checked after the
 * set delay; hidden means a blocker is on.
 */
function adblock(settings: Settings, fire: () => void, win: Window): Cancel {
  const doc = win.document;
  const probe = doc.createElement('div');
  probe.id = `elementor-adblock-detection-${Math.random().toString(36).slice(2, 8)}`;
  probe.className = 'ad-box';
  probe.setAttribute('aria-hidden', 'true');
  probe.style.cssText = 'position:fixed;top:0;left:0;width:1px;height:1px;pointer-events:none;';
  doc.body.append(probe);
  const timer = win.setTimeout(() => {
    const blocked = probe.offsetHeight === 0 || win.getComputedStyle(probe).display === 'none';
    probe.remove();
    if (blocked) fire();
  }, seconds(settings.adblock_detection_delay, 1000));
  return () => {
    win.clearTimeout(timer);
    probe.remove();
  };
}

const TRIGGERS: Record<string, (settings: Settings, fire: () => void, win: Window) => Cancel> = {
  page_load: pageLoad,
  scrolling,
  scrolling_to: scrollingTo,
  click: clicks,
  inactivity,
  exit_intent: exitIntent,
  adblock_detection: adblock,
};

export const TRIGGER_NAMES = Object.keys(TRIGGERS);

/**
 * Arms every trigger switched on in `triggers`; the first one to fire calls `fire(name)` and takes
 * every trigger down, so one page view shows the popup at most once on its own (spec §4: triggers
 * are destroyed after the first firing). Returns what takes them down earlier.
 */
export function armTriggers(triggers: unknown, fire: (name: string) => void, win: Window = window): Cancel {
  if (!triggers || typeof triggers !== 'object' || Array.isArray(triggers)) return () => {};
  const settings = triggers as Settings;
  const cancels: Cancel[] = [];
  let done = false;
  const cancelAll = () => {
    done = true;
    cancels.splice(0).forEach((cancel) => cancel());
  };
  for (const name of TRIGGER_NAMES) {
    if (done) break;
    if (!isOn(settings[name])) continue;
    const once = () => {
      if (done) return;
      cancelAll();
      fire(name);
    };
    const cancel = TRIGGERS[name]!(settings, once, win);
    // A trigger that fired while being armed has already taken the others down.
    if (done) cancel();
    else cancels.push(cancel);
  }
  return cancelAll;
}
