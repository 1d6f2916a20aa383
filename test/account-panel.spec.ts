import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { addToCartBehindTheScenes, addToWishlistBehindTheScenes, backendCalls, mounted, resetBackendLog, watchConsole, shopperArrives } from './helpers';

const wrapper = '.rey-accountPanel-wrapper';
const panel = `${wrapper} .rey-accountPanel`;
const button = 'button.js-rey-headerAccount';

async function openPanel(page: Page) {
  await shopperArrives(page);
  await mounted(page, wrapper, 'account-panel');
  await page.locator(button).click();
  await expect(page.locator(wrapper)).toHaveClass(/--is-opened/);
}

const inPanel = (page: Page) => page.evaluate((sel) => document.querySelector(sel)!.contains(document.activeElement), panel);

test.describe('account panel (drop layout)', () => {
  test('opens below the account button with fresh form nonces, traps focus, and Esc closes it with focus back on the button', async ({ page }) => {
    const console = watchConsole(page);
    await page.goto('/butik/');
    await shopperArrives(page);
    await mounted(page, wrapper, 'account-panel');
    await expect(page.locator(wrapper)).not.toHaveClass(/--invisible/);
    await expect(page.locator(panel)).toBeHidden();
    const printed = await page.locator(`${panel} input[name="woocommerce-login-nonce"]`).inputValue();
    await resetBackendLog(page);

    await page.locator(button).click();
    await expect(page.locator(panel)).toBeVisible();
    await expect(page.locator(wrapper)).toHaveAttribute('data-location', 'outside');
    expect(await page.locator(wrapper).evaluate((el) => el.style.getPropertyValue('--o-top'))).toMatch(/^\d+px$/);
    const body = page.locator('body');
    await expect(body).toHaveClass(/--drop-panel-active/);
    await expect(body).toHaveClass(/header-account--active/);
    await expect(body).toHaveClass(/header-overlay--is-opened/);
    await expect(page.locator(button)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(button)).toHaveAttribute('data-layout', 'drop');
    await expect(page.locator(wrapper)).toHaveClass(/--is-opened/);
    await expect.poll(() => inPanel(page)).toBe(true);

    const [gn] = await backendCalls(page, 'account_forms_gn');
    expect(gn!.fields).toMatchObject({ _nonce: '9f8e7d6c5b' });
    const fresh = await page.locator(`${panel} input[name="woocommerce-login-nonce"]`).inputValue();
    expect(fresh).not.toBe(printed);
    expect(fresh).toMatch(/^[a-f0-9]{10}$/);

    // Tab and Shift+Tab stay in the panel.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await inPanel(page)).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await inPanel(page)).toBe(true);

    await page.keyboard.press('Escape');
    await expect(page.locator(wrapper)).not.toHaveClass(/--is-open/);
    await expect(body).not.toHaveClass(/header-account--active/);
    await expect(page.locator(button)).toBeFocused();
    await expect(page.locator(panel)).toBeHidden();

    // A click on the overlay closes it too.
    await page.locator(button).click();
    await expect(page.locator(wrapper)).toHaveClass(/--is-opened/);
    await page.mouse.click(30, 500);
    await expect(page.locator(panel)).toBeHidden();
    expect((await backendCalls(page, 'account_forms_gn'))).toHaveLength(1);
    expect(console.errors).toEqual([]);
  });

  test('the register and lost-password links switch forms after a second; the forms answer with notices', async ({ page }) => {
    await page.goto('/butik/');
    await openPanel(page);
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    const forms = page.locator(`${panel} .rey-accountForms`);
    await page.locator(`${panel} .rey-loginForm [data-location="rey-forgetForm"]`).click();
    await expect(forms).toHaveClass(/--loading/);
    await page.clock.runFor(900);
    await expect(page.locator(`${panel} .rey-loginForm`)).toBeVisible();
    await page.clock.runFor(150);
    await expect(forms).not.toHaveClass(/--loading/);
    await expect(page.locator(`${panel} .rey-forgetForm`)).toBeVisible();
    await expect(page.locator(`${panel} .rey-loginForm`)).toBeHidden();
    await expect(page.locator(`${panel} .rey-forgetForm input[name="user_login"]`)).toBeFocused();
    await page.clock.resume();

    await resetBackendLog(page);
    await page.locator(`${panel} .rey-forgetForm input[name="user_login"]`).fill('okand@example.se');
    await page.locator(`${panel} .rey-forgetForm button[type="submit"]`).click();
    const forgetNotice = page.locator(`${panel} .rey-forgetForm .rey-accountForms-notice`);
    await expect(forgetNotice).toHaveText('Ogiltigt användarnamn eller e-postadress.');
    await expect(forgetNotice).toHaveClass(/--filled/);
    await page.locator(`${panel} .rey-forgetForm input[name="user_login"]`).fill('kund@example.se');
    await page.locator(`${panel} .rey-forgetForm button[type="submit"]`).click();
    await expect(forgetNotice.locator('.woocommerce-message')).toContainText('Ett e-postmeddelande för att återställa lösenordet har skickats');
    const calls = await backendCalls(page, 'account_forms');
    expect(calls.map((c) => (c.fields['reycore-ajax-data'] as any).action_type)).toEqual(['forgot', 'forgot']);
    expect(calls[1]!.fields).toMatchObject({ user_login: 'kund@example.se', wc_reset_password: 'true', 'woocommerce-lost-password-nonce': expect.stringMatching(/^[a-f0-9]{10}$/) });

    await page.locator(`${panel} .rey-forgetForm [data-location="rey-loginForm"]`).click();
    await expect(page.locator(`${panel} .rey-loginForm`)).toBeVisible();
    await page.locator(`${panel} .rey-loginForm [data-location="rey-registerForm"]`).click();
    await expect(page.locator(`${panel} .rey-registerForm`)).toBeVisible();
    await page.locator(`${panel} .rey-registerForm input[name="email"]`).fill('kund@example.se');
    await page.locator(`${panel} .rey-registerForm input[name="password"]`).fill('ettlangtlosenord');
    await page.locator(`${panel} .rey-registerForm button[name="register"]`).click();
    await expect(page.locator(`${panel} .rey-registerForm .rey-accountForms-notice`)).toHaveText('Ett konto är redan registrerat med din e-postadress. Logga in.');
  });

  test('a wrong password shows the notice in the form; the right one logs in, loads the account menu, and the notice vanishes after 5 s', async ({ page }) => {
    await page.goto('/butik/?jquery=1');
    await page.evaluate(() => (window as any).jQuery(document).on('reycore/woocommerce/after_login', () => ((window as any).afterLogin = ((window as any).afterLogin ?? 0) + 1)));
    await openPanel(page);
    await resetBackendLog(page);
    const login = page.locator(`${panel} .rey-loginForm`);
    await login.locator('input[name="username"]').fill('kund@example.se');
    await login.locator('input[name="password"]').fill('fel');
    await login.locator('button[name="login"]').click();
    await expect(login.locator('.rey-accountForms-notice')).toHaveText('Fel: Felaktigt användarnamn eller lösenord.');
    await expect(page.locator('body')).not.toHaveClass(/logged-in/);
    const nonce = await login.locator('input[name="woocommerce-login-nonce"]').inputValue();
    const [refused] = await backendCalls(page, 'account_forms');
    expect(refused!.fields).toEqual({
      _nonce: '9f8e7d6c5b',
      'reycore-ajax-data': { action_type: 'login' },
      username: 'kund@example.se',
      password: 'fel',
      'woocommerce-login-nonce': nonce,
      _wp_http_referer: '/butik/',
      login: 'Logga in',
    });

    await login.locator('input[name="password"]').fill('hemligt123');
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await login.locator('input[name="password"]').press('Enter');
    const response = page.locator(`${panel} .rey-accountForms-response.--load_menu`);
    await expect(response.locator('.rey-accountPanel-title')).toHaveText('Hej Karin!');
    await expect(page.locator(`${panel} .rey-accountForms`)).toHaveCount(0);
    await expect(page.locator('body')).toHaveClass(/logged-in/);
    expect(await page.evaluate(() => (window as any).afterLogin)).toBe(1);
    const vanishing = response.locator('.rey-accountForms-notice.--vanish');
    await expect(vanishing).toHaveText('Du är nu inloggad.');
    await page.clock.runFor(4900);
    await expect(vanishing).toHaveText('Du är nu inloggad.');
    await page.clock.runFor(200);
    await expect(vanishing).toBeEmpty();
    await page.clock.resume();

    // The server knows the shopper now: its pages are rendered logged in, with the account menu.
    const next = await (await page.request.get('/butik/')).text();
    expect(next).toMatch(/<body class="[^"]*\blogged-in\b/);
    expect(next).toContain('Logga ut');
  });

  test('set up to refresh or to go to My account, a login does that', async ({ page }) => {
    await page.goto('/butik/?account_redirect=refresh');
    await openPanel(page);
    await page.evaluate(() => ((window as any).beforeReload = true));
    await page.locator(`${panel} .rey-loginForm input[name="username"]`).fill('karin');
    await page.locator(`${panel} .rey-loginForm input[name="password"]`).fill('hemligt123');
    await page.locator(`${panel} button[name="login"]`).click();
    await page.waitForFunction(() => !(window as any).beforeReload);
    await expect(page.locator('body')).toHaveClass(/logged-in/);
    expect(page.url()).toContain('/butik/?account_redirect=refresh');

    await page.goto('/wp-login.php?action=logout&redirect_to=%2Fbutik%2F%3Faccount_redirect%3Dmyaccount');
    await expect(page.locator('body')).not.toHaveClass(/logged-in/);
    await openPanel(page);
    await page.locator(`${panel} .rey-loginForm input[name="username"]`).fill('kund@example.se');
    await page.locator(`${panel} .rey-loginForm input[name="password"]`).fill('hemligt123');
    await page.locator(`${panel} button[name="login"]`).click();
    await page.waitForURL('**/mitt-konto/');
  });

  test('registering creates the account and loads the menu', async ({ page }) => {
    // Not the home page: its page-load popup would take over as the active panel.
    await page.goto('/butik/');
    await openPanel(page);
    await page.locator(`${panel} .rey-loginForm [data-location="rey-registerForm"]`).click();
    await expect(page.locator(`${panel} .rey-registerForm input[name="email"]`)).toBeFocused();
    await page.keyboard.type('ny.kund@example.se');
    await page.locator(`${panel} .rey-registerForm input[name="password"]`).fill('kort');
    await page.locator(`${panel} .rey-registerForm button[name="register"]`).click();
    await expect(page.locator(`${panel} .rey-registerForm .rey-accountForms-notice`)).toHaveText('Ange ett lösenord med minst 8 tecken.');
    await page.locator(`${panel} .rey-registerForm input[name="password"]`).fill('ettlangtlosenord');
    await page.locator(`${panel} .rey-registerForm button[name="register"]`).click();
    await expect(page.locator(`${panel} .rey-accountForms-response .rey-accountForms-notice`)).toHaveText('Ditt konto har skapats.');
    await expect(page.locator(`${panel} .rey-accountForms-response .rey-accountPanel-title`)).toHaveText('Hej nykund!');
    await expect(page.locator('body')).toHaveClass(/logged-in/);
  });
});

test('account panel (off-canvas layout): a side panel with the same body class, Esc closes it', async ({ page }) => {
  await page.goto('/butik/?account_layout=offcanvas');
  await shopperArrives(page);
  await mounted(page, wrapper, 'account-panel');
  await page.locator(button).click();
  await expect(page.locator(wrapper)).toHaveClass(/--is-opened/);
  const body = page.locator('body');
  await expect(body).toHaveClass(/--side-panel-active/);
  await expect(body).toHaveClass(/header-account--active/);
  await expect(body).toHaveClass(/site-overlay--is-opened/);
  await expect(page.locator(`${wrapper} .rey-sidePanel-close`)).toHaveAttribute('aria-label', 'Stäng panelen');
  await expect(page.locator(`${panel} .rey-loginForm`)).toBeVisible();
  await expect.poll(() => inPanel(page)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.locator(panel)).toBeHidden();
  await expect(page.locator(button)).toBeFocused();
});

test.describe('the wishlist tab', () => {
  const container = `${panel} .rey-wishlistPanel-container`;

  test('lists the wishlist as a grid with a scroll area past two items, and reloads when the wishlist or the cart changes', async ({ page }) => {
    for (const id of [101, 104, 110]) await addToWishlistBehindTheScenes(page, id);
    await page.goto('/butik/');
    await openPanel(page);
    await resetBackendLog(page);
    expect(await backendCalls(page, 'get_wishlist_data')).toHaveLength(0);
    await page.locator(`${panel} .rey-accountTabs-item[data-item="wishlist"]`).click();
    await expect(page.locator(`${panel} .rey-accountWishlist-wrapper`)).toBeVisible();
    await expect(page.locator(`${panel} .rey-accountForms`)).toBeHidden();
    await expect(page.locator(container)).toHaveClass(/--loaded/);
    await expect(page.locator(container)).toHaveAttribute('data-type', 'grid');
    const items = page.locator(`${container} .rey-wishlistItem`);
    await expect(items).toHaveCount(3);
    await expect(items.first().locator('.rey-wishlistItem-name a')).toHaveText('Vinglas 4-pack');
    await expect(items.first().locator('.rey-wishlistItem-name a')).toHaveAttribute('href', /\/produkt\/vinglas-4-pack\/$/);
    await expect(items.first().locator('.rey-wishlistItem-price')).toContainText('495,00');
    const list = page.locator(`${container} .rey-accountWishlist`);
    await expect(list).toHaveClass(/--has-scrollbar/);
    await expect(list).toHaveAttribute('tabindex', '0');
    await expect(list).toHaveAttribute('role', 'region');
    expect(await backendCalls(page, 'get_wishlist_data')).toHaveLength(1);

    // Added elsewhere on the page: the tab loads again.
    await page.evaluate(() => document.body.dispatchEvent(new CustomEvent('wc_fragment_refresh', { bubbles: true })));
    await expect.poll(async () => (await backendCalls(page, 'get_wishlist_data')).length).toBe(2);
    await addToWishlistBehindTheScenes(page, 113);
    await page.evaluate(() => document.body.dispatchEvent(new CustomEvent('wc_fragment_refresh', { bubbles: true })));
    await expect(items).toHaveCount(4);
    await expect(page.locator(`${panel} .rey-accountTabs-item[data-item="wishlist"]`)).toHaveAttribute('aria-selected', 'true');
  });

  test('an empty wishlist says so, as a list', async ({ page }) => {
    await page.goto('/butik/?wishlist_panel=list');
    await openPanel(page);
    await page.locator(`${panel} .rey-accountTabs-item[data-item="wishlist"]`).click();
    await expect(page.locator(container)).toHaveClass(/--empty/);
    await expect(page.locator(container)).toHaveAttribute('data-type', 'list');
    await expect(page.locator(`${container} .rey-wishlistPanel-empty`)).toHaveText('Din önskelista är tom.');
    await expect(page.locator(`${container} .rey-accountWishlist`)).not.toHaveClass(/--has-scrollbar/);
  });
});

test('the open panels and the wishlist popup pass axe (the mini cart\'s own Rey markup aside)', async ({ page }) => {
  // axe takes a few seconds per run on a busy machine.
  test.setTimeout(90_000);
  await addToCartBehindTheScenes(page, 101);
  await addToWishlistBehindTheScenes(page, 104);
  await page.goto('/butik/');
  await shopperArrives(page);
  await mounted(page, '.js-rey-cartPanel', 'cart-panel');
  await page.locator('button.js-rey-headerCart').click();
  await expect(page.locator('.js-rey-cartPanel')).toHaveClass(/--is-opened/);
  // Rey prints a div inside the mini cart's ul and alt text that repeats the item's name: its markup, not ours.
  const cart = await new AxeBuilder({ page }).include('.js-rey-cartPanel').disableRules(['list', 'listitem', 'image-redundant-alt']).analyze();
  expect(cart.violations.map((v) => v.id)).toEqual([]);

  await page.keyboard.press('Escape');
  await page.locator(button).click();
  await expect(page.locator(wrapper)).toHaveClass(/--is-opened/);
  await page.locator(`${panel} .rey-accountTabs-item[data-item="wishlist"]`).click();
  await expect(page.locator(`${panel} .rey-wishlistPanel-container`)).toHaveClass(/--loaded/);
  const account = await new AxeBuilder({ page }).include(wrapper).analyze();
  expect(account.violations.map((v) => v.id)).toEqual([]);
  await page.keyboard.press('Escape');

  const wishlistButton = 'li.product.post-106 .tinvwl_add_to_wishlist_button';
  await page.locator(wishlistButton).scrollIntoViewIfNeeded();
  await shopperArrives(page);
  await mounted(page, wishlistButton, 'wishlist-button');
  await page.locator(wishlistButton).click();
  await expect(page.locator('body > .tinv-wishlist > .tinv-modal')).toBeVisible();
  const popup = await new AxeBuilder({ page }).include('body > .tinv-wishlist').analyze();
  expect(popup.violations.map((v) => v.id)).toEqual([]);
});
