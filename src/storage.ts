// Web storage that never throws: private modes, full quotas and disabled storage behave like an empty
// store that forgets what it is told. Storage access failures are silently ignored (spec).

export type StorageArea = 'local' | 'session';

function area(which: StorageArea): Storage | null {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readItem(which: StorageArea, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Returns whether the value was stored. */
export function writeItem(which: StorageArea, key: string, value: string): boolean {
  try {
    const storage = area(which);
    if (!storage) return false;
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeItem(which: StorageArea, key: string): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // ignored: nothing to forget
  }
}

/** Parses stored JSON; missing or corrupt values read as undefined. */
export function readJSON<T>(which: StorageArea, key: string): T | undefined {
  const raw = readItem(which, key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return undefined;
  }
}

export function writeJSON(which: StorageArea, key: string, value: unknown): boolean {
  return writeItem(which, key, JSON.stringify(value));
}

export type ExpiryUnit = 'min' | 'hr' | 'day' | 'week' | 'month' | 'year';

const UNIT_SECONDS: Record<ExpiryUnit, number> = {
  min: 60,
  hr: 3600,
  day: 86_400,
  week: 604_800,
  month: 2_628_288,
  year: 31_536_000,
};

export interface Expiry {
  amount: number;
  unit: ExpiryUnit;
}

export function expiryToMs({ amount, unit }: Expiry): number {
  return amount * UNIT_SECONDS[unit] * 1000;
}

interface ExpiringRecord {
  __expiration?: Record<string, number>;
  [key: string]: unknown;
}

export interface ExpiringStore {
  get<T = unknown>(key: string): T | undefined;
  set(key: string, value: unknown, expires?: Expiry): void;
  /** Changes a value and keeps its expiry (a count inside a window that started with the first one). */
  update(key: string, value: unknown): void;
  remove(key: string): void;
}

/**
 * Many values under one storage key, each with an optional expiry, in the page builder's format:
 * `{"pageViews": 3, "__expiration": {"pageViews": 1735689600000}}`. Expired entries are dropped on read.
 */
export function expiringStore(name: string, which: StorageArea = 'local', now: () => number = Date.now): ExpiringStore {
  const load = (): ExpiringRecord => {
    const value = readJSON<ExpiringRecord>(which, name);
    return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
  };
  const save = (record: ExpiringRecord) => writeJSON(which, name, record);

  return {
    get<T>(key: string): T | undefined {
      const record = load();
      const expiresAt = record.__expiration?.[key];
      if (expiresAt !== undefined && expiresAt <= now()) {
        delete record[key];
        delete record.__expiration![key];
        save(record);
        return undefined;
      }
      return record[key] as T | undefined;
    },
    set(key, value, expires) {
      const record = load();
      record[key] = value;
      const expiration = { ...record.__expiration };
      if (expires) expiration[key] = now() + expiryToMs(expires);
      else delete expiration[key];
      record.__expiration = expiration;
      save(record);
    },
    update(key, value) {
      const record = load();
      record[key] = value;
      save(record);
    },
    remove(key) {
      const record = load();
      delete record[key];
      if (record.__expiration) delete record.__expiration[key];
      save(record);
    },
  };
}
