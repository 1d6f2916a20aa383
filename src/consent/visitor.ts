// Who is looking: crawlers, speed-test robots and browsers that ask not to be tracked are treated by
// Complianz's rules, not by a choice they made.

// Search engines, SEO crawlers, link previewers and archivers. A crawler is treated as having consented
// to everything (it renders what a consenting visitor sees), but is never recorded.
const CRAWLERS = new RegExp(
  [
    'googlebot', 'google-inspectiontool', 'googlebot-image', 'google favicon', 'mediapartners-google', 'adsbot-google',
    'storebot-google', 'bingbot', 'msnbot', 'adidxbot', 'bingpreview', 'slurp', 'duckduckbot', 'baiduspider', 'yandexbot',
    'yandeximages', 'sogou', 'exabot', 'seznambot', 'qwantify', 'applebot', 'petalbot', 'facebookexternalhit', 'facebot',
    'twitterbot', 'linkedinbot', 'pinterestbot', 'slackbot', 'discordbot', 'telegrambot', 'whatsapp', 'embedly',
    'ia_archiver', 'archive\\.org_bot', 'semrushbot', 'ahrefsbot', 'mj12bot', 'dotbot', 'rogerbot', 'blexbot',
    'screaming frog', 'seokicks', 'sistrix', 'megaindex', 'ccbot', 'gptbot', 'chatgpt-user', 'claudebot',
    'perplexitybot', 'bytespider', 'amazonbot', 'heritrix', 'nutch', 'crawler4j', 'httrack', 'wget', 'curl/',
    'python-urllib', 'python-requests', 'libwww', 'java/', 'go-http-client',
  ].join('|'),
  'i',
);

// Page-speed tools: no banner for them, so their measurements show the page the banner would cover.
const SPEED_TESTERS = /GTmetrix|pingdom|pingbot|Lighthouse/i;

export function isCrawler(userAgent: string = navigator.userAgent): boolean {
  return CRAWLERS.test(userAgent);
}

export function isSpeedTester(userAgent: string = navigator.userAgent): boolean {
  return SPEED_TESTERS.test(userAgent);
}

/** Do Not Track or Global Privacy Control is on (honoured only when the shop enabled it). */
export function asksNotToTrack(nav: Navigator = navigator): boolean {
  const gpc = (nav as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
  return gpc || nav.doNotTrack === '1';
}
