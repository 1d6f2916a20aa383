// Every page carries Complianz's cookie banner, fixed at the bottom right over the page. Specs that
// are not about consent start as a visitor who closed the banner earlier without accepting anything
// (so nothing blocked runs, and nothing covers the page); consent specs start from a first visit with
// `test.use({ storageState: FIRST_VISIT })`.
const cookie = (name: string, value: string) => ({
  name, value, domain: '127.0.0.1', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' as const,
});

export const BANNER_CLOSED = {
  cookies: [
    cookie('cmplz_banner-status', 'dismissed'),
    cookie('cmplz_policy_id', '16'),
    // The record Complianz sends for a visitor who left without choosing was sent on an earlier visit.
    cookie('cmplz_saved_categories', '["functional"]'),
    cookie('cmplz_saved_services', '{}'),
  ],
  origins: [],
};
