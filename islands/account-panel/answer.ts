/** What `account_forms` answers, whichever way the theme nests it. */
export interface AccountAnswer {
  success: boolean;
  /** Notices markup (errors, or the lost-password confirmation). */
  notices: string;
  /** The account menu, for a panel that loads it after logging in. */
  html: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Rey's own answer is the forms' output, `{html, notices}` (every version): notices are what went
 * wrong (or the lost-password confirmation), so without a success flag an answer with notices is a
 * refusal, as Rey's script reads it. A flag, where one is sent, is taken as it is.
 */
export function accountAnswer(data: unknown): AccountAnswer {
  if (!data || typeof data !== 'object') return { success: false, notices: '', html: '' };
  const outer = data as Record<string, unknown>;
  const inner = (outer.data && typeof outer.data === 'object' ? outer.data : outer) as Record<string, unknown>;
  const notices = text(inner.notices) || text(outer.notices);
  const flagged = 'success' in outer ? outer.success === true || outer.success === 1 || outer.success === '1' : null;
  return {
    success: flagged ?? !notices,
    notices,
    html: text(inner.html) || text(outer.html),
  };
}

export type AfterLogin = { kind: 'load_menu' } | { kind: 'refresh' } | { kind: 'redirect'; url: string };

/** What a successful login or registration does, as the forms are set up (`data-redirect-type`). */
export function afterLogin(type: string | null, url: string | null): AfterLogin {
  if (type === 'load_menu') return { kind: 'load_menu' };
  if (type === 'refresh' || !url) return { kind: 'refresh' };
  return { kind: 'redirect', url };
}
