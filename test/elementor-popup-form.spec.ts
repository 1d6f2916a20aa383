import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './a11y/axe';
import { backendCalls, holdRequests, mounted, resetBackendLog } from './helpers';
import { installPausedClock, mountedUnderClock, qaPopupUrl, withoutPopups } from './page-builder-helpers';

// Elementor Pro's form widget and the real shop's demo popup, on fixture pages written from what PRO
// Elements 3.33.1 prints and answers (fixtures/server/routes/56-elementor-forms.mjs).

test.use({ viewport: { width: 1280, height: 900 } });

const SEND = 'elementor_pro_forms_send_form';
const contact = (page: Page) => page.locator('form[name="Kontakt"]');
const formMessage = (form: ReturnType<Page['locator']>) => form.locator(':scope > .elementor-message');

/** Marks the document, so a test can tell the page was not reloaded. */
const markPage = (page: Page) => page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
const samePage = (page: Page) => page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage === true);

test.describe('Elementor Pro forms', () => {
  test('the browser checks required and e-mail fields first, then Pro\'s field errors show, then its success, without a reload', async ({ page }) => {
    await page.goto('/kontakt/');
    await resetBackendLog(page);
    await markPage(page);
    const form = contact(page);
    const send = form.getByRole('button', { name: 'Skicka' });

    // Empty required fields: the browser refuses the submit, nothing is sent.
    await send.click();
    await mounted(page, 'form[name="Kontakt"]', 'elementor-form');
    expect(await form.getByLabel('Namn').evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    await form.getByLabel('Namn').fill('Kim Testsson');
    await form.getByLabel('E-post').fill('kim@');
    await send.click();
    expect(await form.getByLabel('E-post').evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
    await page.waitForTimeout(300);
    expect(await backendCalls(page, SEND)).toEqual([]);

    // An address the browser takes and the server does not (no dot in its domain): Pro's field error.
    await form.getByLabel('E-post').fill('kim@example');
    await send.click();
    const emailGroup = form.locator('.elementor-field-group-email');
    await expect(emailGroup).toHaveClass(/\belementor-error\b/);
    await expect(emailGroup.locator('span.elementor-message.elementor-message-danger.elementor-help-inline.elementor-form-help-inline[role="alert"]')).toHaveText('Fältet är obligatoriskt.');
    await expect(form.getByLabel('E-post')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.locator('.elementor-field-group-name')).not.toHaveClass(/\belementor-error\b/);
    await expect(formMessage(form)).toHaveText('Något gick fel. Försök igen.');
    await expect(formMessage(form)).toHaveClass('elementor-message elementor-message-danger');

    await form.getByLabel('E-post').fill('kim@example.se');
    await form.getByLabel('Meddelande').fill('Finns gjutjärnsgrytan i 28 cm?');
    await send.click();
    await expect(formMessage(form)).toHaveText('Tack! Vi svarar inom två arbetsdagar.');
    await expect(formMessage(form)).toHaveClass('elementor-message elementor-message-success elementor-message-svg');
    await expect(formMessage(form)).toHaveAttribute('role', 'alert');
    await expect(form.locator('.elementor-error, .elementor-help-inline')).toHaveCount(0);
    // Sent: the form is reset, on the same page.
    await expect(form.getByLabel('Namn')).toHaveValue('');
    expect(await samePage(page)).toBe(true);

    const sent = (await backendCalls(page, SEND)).map((call) => call.fields);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual({
      post_id: '610',
      form_id: expect.stringMatching(/^[0-9a-f]{7}$/),
      referer_title: 'Kontakta oss',
      queried_id: '610',
      form_fields: { name: 'Kim Testsson', email: 'kim@example.se', message: 'Finns gjutjärnsgrytan i 28 cm?' },
      action: SEND,
      referrer: `${new URL(page.url()).origin}/kontakt/`,
    });
  });

  test('while the answer is out the form waits with Pro\'s spinner, and is sent once however often it is pressed', async ({ page }) => {
    await page.goto('/kontakt/');
    await resetBackendLog(page);
    const form = contact(page);
    await form.getByLabel('Namn').fill('Kim');
    await form.getByLabel('E-post').fill('kim@example.se');
    const release = await holdRequests(page, '**/wp-admin/admin-ajax.php');
    const send = form.getByRole('button', { name: 'Skicka' });
    await send.click();
    await expect(form).toHaveClass(/\belementor-form-waiting\b/);
    await expect(form).toHaveCSS('opacity', '0.45');
    await expect(send).toBeDisabled();
    await expect(send.locator('.elementor-button-content-wrapper > .elementor-form-spinner > i.fa-spinner')).toHaveCount(1);
    // Enter in a field asks again: ignored while the first waits.
    await form.getByLabel('Namn').press('Enter');
    release();
    await expect(formMessage(form)).toHaveText('Tack! Vi svarar inom två arbetsdagar.');
    await expect(form).not.toHaveClass(/\belementor-form-waiting\b/);
    await expect(send).toBeEnabled();
    await expect(send.locator('.elementor-form-spinner')).toHaveCount(0);
    expect(await backendCalls(page, SEND)).toHaveLength(1);
  });

  test('a failed send says why and gives the form back: an error page, a broken answer, no network', async ({ page }) => {
    await page.goto('/kontakt/');
    const form = contact(page);
    const send = form.getByRole('button', { name: 'Skicka' });
    await form.getByLabel('Namn').fill('Kim');
    await form.getByLabel('E-post').fill('kim@example.se');
    const failsWith = async (message: string) => {
      await send.click();
      await expect(formMessage(form)).toHaveText(message);
      await expect(formMessage(form)).toHaveClass('elementor-message elementor-message-danger');
      await expect(send).toBeEnabled();
      await expect(form.locator('.elementor-form-spinner')).toHaveCount(0);
      await expect(form).not.toHaveClass(/\belementor-form-waiting\b/);
    };
    await form.getByLabel('Meddelande').fill('serverfel');
    await failsWith('Ett okänt fel uppstod.');
    await form.getByLabel('Meddelande').fill('trasigt');
    await failsWith('Svaret är inget giltigt JSON-svar.');
    await form.getByLabel('Meddelande').fill('Hej');
    await page.route('**/wp-admin/admin-ajax.php', (route) => route.abort('internetdisconnected'));
    await failsWith('Du är förmodligen offline.');
  });

  test('the refused form, its field errors and its message pass axe', async ({ page }) => {
    await page.goto('/kontakt/');
    const form = contact(page);
    await form.getByLabel('Namn').fill('Kim');
    await form.getByLabel('E-post').fill('kim@example');
    await form.getByRole('button', { name: 'Skicka' }).click();
    await expect(formMessage(form)).toHaveText('Något gick fel. Försök igen.');
    await expectNoSeriousViolations(page, { include: ['form[name="Kontakt"]'] });
  });

  test('a form that leaves the checks to the server (novalidate) shows its field errors, and its redirect action leads on', async ({ page }) => {
    await page.goto('/kontakt/');
    const form = page.locator('form[name="Offertförfrågan"]');
    await form.getByRole('button', { name: 'Begär offert' }).click();
    await expect(form.locator('.elementor-field-group.elementor-error')).toHaveCount(2);
    await expect(form.locator('.elementor-field-group-company .elementor-help-inline')).toHaveText('Fältet är obligatoriskt.');
    await expect(formMessage(form)).toHaveText('Fyll i de markerade fälten.');
    await form.getByLabel('Företag').fill('Restaurang Gryta AB');
    await form.getByLabel('E-post').fill('inkop@gryta.se');
    await form.getByRole('button', { name: 'Begär offert' }).click();
    await expect(page).toHaveURL(/\/kontakt\/tack\/$/);
    await expect(page.getByRole('heading', { name: 'Tack för din förfrågan' })).toBeVisible();
  });

  test('Pro\'s events reach jQuery listeners once each: error with a refused send, submit_success with its data', async ({ page }) => {
    await page.goto('/kontakt/?jquery=1');
    await page.evaluate(() => {
      const heard: string[] = [];
      (window as unknown as { heard: string[] }).heard = heard;
      const $ = (window as unknown as { jQuery: (target: unknown) => { on: (type: string, fn: (...args: any[]) => void) => void } }).jQuery;
      $(document).on('submit_success', (_event: unknown, data: { message: string }) => heard.push(`submit_success ${data.message}`));
      $(document).on('form_destruct', () => heard.push('form_destruct'));
      $(document).on('error', (event: { target: Element }) => heard.push(`error ${event.target.getAttribute('name')}`));
    });
    const form = contact(page);
    await form.getByLabel('Namn').fill('Kim');
    await form.getByLabel('E-post').fill('kim@example');
    await form.getByRole('button', { name: 'Skicka' }).click();
    await expect(formMessage(form)).toHaveText('Något gick fel. Försök igen.');
    await form.getByLabel('E-post').fill('kim@example.se');
    await form.getByRole('button', { name: 'Skicka' }).click();
    await expect(formMessage(form)).toHaveText('Tack! Vi svarar inom två arbetsdagar.');
    expect(await page.evaluate(() => (window as unknown as { heard: string[] }).heard)).toEqual([
      'error Kontakt',
      'submit_success Tack! Vi svarar inom två arbetsdagar.',
      'form_destruct',
    ]);
  });

  test('where the shop kept Pro\'s front end, Pro sends the form and the popup is Pro\'s: the islands stay away', async ({ page }) => {
    await page.goto('/kontakt/?pro_runtime=1');
    await resetBackendLog(page);
    const form = contact(page);
    await form.getByLabel('Namn').fill('Kim');
    await form.getByLabel('E-post').fill('kim@example.se');
    await form.getByRole('button', { name: 'Skicka' }).click();
    await expect(form).toHaveAttribute('data-sent-by', 'pro');
    await page.waitForTimeout(300);
    await expect(form).not.toHaveAttribute('data-wi-elementor-form');
    expect(await backendCalls(page, SEND)).toEqual([]);

    await installPausedClock(page);
    await page.goto('/erbjudande/?pro_runtime=1');
    await page.clock.runFor(3000);
    await expect(page.locator('[data-elementor-id="621"]')).not.toHaveAttribute('data-wi-popup');
    await expect(page.locator('.elementor-popup-modal')).toHaveCount(0);
  });
});

test.describe('the demo page\'s popup, as PRO Elements prints it', () => {
  const modal = (page: Page) => page.locator('#elementor-popup-modal-621');
  const sessionCount = (page: Page) => page.evaluate(() => sessionStorage.getItem('popup-621-impressions-count'));
  const stored = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('elementor') || '{}'));

  test('shows 2 s after load once per session, counted where Pro counts it, and Esc closes it', async ({ page }) => {
    await installPausedClock(page);
    await page.goto('/erbjudande/');
    await mountedUnderClock(page, '[data-elementor-id="621"]', 'popup');
    // Pro counts the session's impression as it checks the rules at load, before the trigger fires.
    expect(await sessionCount(page)).toBe('1');
    await page.clock.runFor(1800);
    await expect(modal(page)).toHaveCount(0);
    await page.clock.runFor(300);
    await expect(modal(page)).toBeVisible();
    const content = modal(page).locator('.dialog-widget-content');
    await expect(content).toHaveClass(/\banimated fadeIn\b/);
    expect((await stored(page)).popup_621_times).toBe(1);
    // As printed: an overlay from its post CSS, the content centred, no scroll lock (prevent_scroll is off).
    await expect(modal(page)).toHaveCSS('background-color', 'rgba(0, 0, 0, 0.8)');
    const box = (await content.boundingBox())!;
    expect(Math.abs(box.x + box.width / 2 - 640)).toBeLessThan(2);
    await expect(page.locator('body')).not.toHaveClass(/dialog-prevent-scroll/);
    await expect(modal(page).getByRole('heading', { name: '10 % rabatt på ditt första köp' })).toBeVisible();
    await page.clock.runFor(300);
    await expect(modal(page).locator('.dialog-close-button')).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(content).toHaveClass(/\bfadeIn reverse\b/);
    await page.clock.runFor(1300);
    await expect(modal(page)).toBeHidden();
    // Pro keeps no copy in the closed modal.
    await expect(modal(page).locator('.dialog-message > *')).toHaveCount(0);

    await page.reload();
    await mountedUnderClock(page, '[data-elementor-id="621"]', 'popup');
    await page.clock.runFor(3000);
    await expect(modal(page)).toHaveCount(0);
    expect(await sessionCount(page)).toBe('1');
  });

  test('a session Pro\'s own script counted keeps it away; the button opens it, its form sends, and focus returns to the button', async ({ page }) => {
    // What Pro's script left in this session's storage on an earlier page.
    await page.addInitScript(() => sessionStorage.setItem('popup-621-impressions-count', '1'));
    await page.goto('/erbjudande/');
    await mounted(page, '[data-elementor-id="621"]', 'popup');
    await page.waitForTimeout(2500);
    await expect(modal(page)).toHaveCount(0);

    const button = page.locator('#oppna-erbjudandet');
    await button.click();
    await expect(modal(page)).toBeVisible();
    const form = modal(page).locator('form[name="Nyhetsbrev"]');
    await form.getByLabel('E-post').fill('kim@example.se');
    await form.getByRole('button', { name: 'Skicka rabattkoden' }).click();
    await expect(formMessage(form)).toHaveText('Tack! Rabattkoden är på väg till din inkorg.');
    await modal(page).getByRole('button', { name: 'Stäng' }).click();
    await expect(modal(page)).toBeHidden();
    await expect(button).toBeFocused();

    // Shown again, it is a fresh copy: no message, the field empty.
    await button.click();
    await expect(modal(page)).toBeVisible();
    await expect(modal(page).locator('.elementor-message')).toHaveCount(0);
    await expect(modal(page).getByLabel('E-post')).toHaveValue('');
  });

  test('the newsletter popup\'s form closes its popup a second after it is sent (Pro\'s popup action)', async ({ page }) => {
    await withoutPopups(page, [301, 302, 303]);
    await page.goto('/');
    await page.locator('.elementor-widget-button a', { hasText: 'Nyhetsbrev' }).click();
    const dialog = page.locator('#elementor-popup-modal-304');
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('E-post').fill('kim@example.se');
    const sentAt = Date.now();
    await dialog.getByRole('button', { name: 'Prenumerera' }).click();
    await expect(dialog.locator('.elementor-message-success')).toHaveText('Tack för din prenumeration!');
    await expect(dialog).toBeHidden({ timeout: 5000 });
    expect(Date.now() - sentAt).toBeGreaterThan(1000);
    // Not for good: its do-not-show-again was off.
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('elementor') || '{}').popup_304_disable)).toBeUndefined();
  });

  test('a popup printed without overlay or close button shows neither, and the page stays clickable', async ({ page }) => {
    await page.goto(qaPopupUrl({ page_load: 'yes', page_load_delay: 0 }, [], {}) + `&post=${encodeURIComponent(JSON.stringify({ overlay: false, closeButton: false }))}`);
    const dialog = page.locator('#elementor-popup-modal-401');
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await expect(dialog.locator('.dialog-close-button')).toBeHidden();
    const heading = page.getByRole('heading', { name: 'Avsnitt 1' });
    const at = (await heading.boundingBox())!;
    const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('.elementor-popup-modal') === null, { x: at.x + 5, y: at.y + 5 });
    expect(hit).toBe(true);
  });
});
