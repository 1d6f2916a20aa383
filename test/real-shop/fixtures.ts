// The real-shop suite's test: every test starts on the shop as installed (reset), with the plugin
// active or not as its project says, and fails on any console error or uncaught exception a page had.
import { test as base, expect, type ConsoleMessage } from '@playwright/test';
import { resetShop, wp } from './shop';

export type PluginOption = 'active' | 'inactive';

// The plugin's folder under wp-content/plugins (the zip's top folder).
export const PLUGIN_FOLDER = 'islands-for-woocommerce';

/** A visitor who closed Complianz's banner on an earlier visit without choosing (policy 1, banner 1). */
export const BANNER_DISMISSED = {
  cookies: [
    { name: 'cmplz_banner-status', value: 'dismissed', domain: '127.0.0.1', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' as const },
    { name: 'cmplz_policy_id', value: '1', domain: '127.0.0.1', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' as const },
  ],
  origins: [],
};

// Errors the shop's own scripts throw (they run in the plugin-off project), allowed with the reason.
const SHOP_ERRORS: RegExp[] = [
  // TI Wishlist 2.9.1's public.js reads its wishlists data before its get_data call has answered,
  // on every show_variation of a variable product's form.
  /Cannot read properties of undefined \(reading 'products'\)\s+at \S+ \(\S+\/ti-woocommerce-wishlist\/assets\/js\/public\.min\.js/,
];

export interface Options {
  plugin: PluginOption;
  /** WordPress calls to make after the reset (see wp.php), e.g. [['coupon', 'RABATT10', '10']], [['language', 'en_US']]. */
  shopSetup: string[][];
}

export const test = base.extend<Options & { consoleErrors: string[]; shop: void; mode: void }>({
  plugin: ['inactive', { option: true }],
  shopSetup: [[], { option: true }],
  storageState: BANNER_DISMISSED,

  shop: [
    async ({ plugin, shopSetup }, use) => {
      resetShop();
      // Activation makes Elementor rebuild its CSS files; without it, the files the database names must exist.
      const commands = plugin === 'active' ? [['activate', PLUGIN_FOLDER], ...shopSetup] : [['elementor-files'], ...shopSetup];
      wp(...commands);
      await use();
    },
    { auto: true },
  ],

  // The project's mode held: with the plugin active the pages load the bundle, without it they do not.
  mode: [
    async ({ context, plugin }, use) => {
      let pages = 0;
      let bundle = 0;
      context.on('request', (request) => {
        if (request.resourceType() === 'document' && new URL(request.url()).pathname.startsWith('/') && request.method() === 'GET') pages += 1;
        if (request.url().includes(`/wp-content/plugins/${PLUGIN_FOLDER}/`)) bundle += 1;
      });
      await use();
      if (pages) expect(bundle > 0, `the bundle loaded on the test's pages (plugin ${plugin})`).toBe(plugin === 'active');
    },
    { auto: true },
  ],

  consoleErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      const where = (message: ConsoleMessage) => `${message.location().url || message.page()?.url() || ''}`;
      context.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = `${message.text()} (${where(message)})`;
        if (!SHOP_ERRORS.some((re) => re.test(text))) errors.push(text);
      });
      context.on('weberror', (error) => {
        const text = `uncaught: ${error.error().stack ?? error.error().message} (${error.page()?.url() ?? ''})`;
        if (!SHOP_ERRORS.some((re) => re.test(text))) errors.push(text);
      });
      await use(errors);
      expect(errors, 'console errors on the pages of this test').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
