// Who is looking: crawlers, speed-test robots and browsers that ask not to be tracked are treated by
// Complianz's rules, not by a choice they made.

// Search engines, SEO crawlers, link previewers and archivers, by name: a crawler is treated as having
// consented to everything (it renders what a consenting visitor sees) but is never recorded, so a
// false match would track a person without consent. Hence no catch-all "bot" (a CUBOT phone is a phone).
// Names are matched as lower-case substrings: one large regular expression costs a millisecond of
// compiling on a phone at every page's start, for a test that is false for every shopper.
const BOT_OWNERS = ['google', 'bing', 'msn', 'duckduck', 'yandex', 'apple', 'twitter', 'linkedin', 'pinterest', 'ahrefs',
  'semrush', 'mj12', 'dot', 'petal', 'seznam', 'gpt', 'claude', 'amazon', 'mojeek', 'qwant', 'slack', 'discord', 'telegram',
  'archive.org_'];
const CRAWLERS = ['baiduspider', 'slurp', 'sogou', 'facebookexternalhit', 'facebot', 'ia_archiver', 'ccbot', 'adsbot-google',
  'mediapartners-google', 'google-inspectiontool', 'bingpreview', 'heritrix', 'nutch', 'httrack', 'wget/', 'curl/',
  'python-urllib', 'python-requests', 'libwww-perl', 'go-http-client', ...BOT_OWNERS.map((owner) => `${owner}bot`)];

// Page-speed tools: no banner for them, so their measurements show the page the banner would cover.
const SPEED_TESTERS = ['gtmetrix', 'pingdom', 'pingbot', 'lighthouse'];

const mentions = (userAgent: string, names: readonly string[]) => {
  const ua = userAgent.toLowerCase();
  return names.some((name) => ua.includes(name));
};

export function isCrawler(userAgent: string = navigator.userAgent): boolean {
  return mentions(userAgent, CRAWLERS);
}

export function isSpeedTester(userAgent: string = navigator.userAgent): boolean {
  return mentions(userAgent, SPEED_TESTERS);
}

/** Do Not Track or Global Privacy Control is on (honoured only when the shop enabled it). */
export function asksNotToTrack(nav: Navigator = navigator): boolean {
  const gpc = (nav as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
  return gpc || nav.doNotTrack === '1';
}
