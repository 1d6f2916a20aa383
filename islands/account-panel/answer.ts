/** What `account_forms` answers, whichever way the theme nests it. */
export interface AccountAnswer {
  success: boolean;
  /** Notices markup (errors, or the lost-password confirmation). */
  notices: string;
  /** The account menu, for a panel that loads it after logging in. */
  html: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function accountAnswer(data: unknown): AccountAnswer {
  const outer = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  const inner = (outer.data && typeof outer.data === 'object' ? outer.data : outer) as Record<string, unknown>;
  return {
    success: outer.success === true || outer.success === 1 || outer.success === '1',
    notices: text(inner.notices) || text(outer.notices),
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
