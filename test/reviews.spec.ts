import { expect, test, type Page } from '@playwright/test';
import { backendCalls, mounted, resetBackendLog } from './helpers';

const PRODUCT = '/produkt/gjutjarnsgryta-24-cm/';
const list = '#reviews ol.commentlist';
const reviews = `${list} > li.review`;

async function openReviews(page: Page, url = `${PRODUCT}#reviews`) {
  await page.goto(url);
  await mounted(page, '#reviews', 'reviews');
  await expect(page.locator(reviews)).toHaveCount(5);
}

async function toForm(page: Page) {
  await page.goto(`${PRODUCT}#reviews`);
  await page.locator('#review_form').scrollIntoViewIfNeeded();
  await mounted(page, '#review_form #respond', 'review-form');
}

test.describe('rating stars and the review form', () => {
  test('the rating select becomes five star links; a click sets the rating', async ({ page }) => {
    await toForm(page);
    await expect(page.locator('select#rating')).toBeHidden();
    const stars = page.locator('#respond p.stars a[role=radio]');
    await expect(stars).toHaveText(['1 av 5 stjärnor', '2 av 5 stjärnor', '3 av 5 stjärnor', '4 av 5 stjärnor', '5 av 5 stjärnor']);
    await expect(stars.first()).toHaveAttribute('tabindex', '0');
    await stars.nth(3).click();
    await expect(page.locator('select#rating')).toHaveValue('4');
    await expect(stars.nth(3)).toHaveClass(/\bactive\b/);
    await expect(stars.nth(3)).toHaveAttribute('aria-checked', 'true');
    await expect(stars.nth(0)).toHaveAttribute('aria-checked', 'false');
    await expect(page.locator('#respond p.stars')).toHaveClass(/\bselected\b/);
    await page.keyboard.press('ArrowLeft');
    await expect(page.locator('select#rating')).toHaveValue('3');
    await expect(stars.nth(2)).toBeFocused();
    expect(page.url()).not.toMatch(/#$/);
  });

  test('submitting without a rating alerts "Välj ett betyg" and sends nothing', async ({ page }) => {
    await toForm(page);
    await resetBackendLog(page);
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    await page.locator('#comment').fill('Bra gryta.');
    await page.locator('#submit').click();
    await expect.poll(() => alerts).toEqual(['Välj ett betyg']);
    await page.waitForTimeout(200);
    expect(await backendCalls(page, 'submit_review')).toHaveLength(0);
    expect(page.url()).toContain(PRODUCT);
    await expect(page.locator('#respond')).toBeVisible();
  });

  test('ajax mode: empty required fields are outlined red and nothing is sent', async ({ page }) => {
    await toForm(page);
    await resetBackendLog(page);
    await page.locator('#respond p.stars a').nth(4).click();
    await page.locator('#comment').fill('Mycket nöjd.');
    await page.locator('#submit').click();
    await expect(page.locator('#author')).toHaveCSS('border-top-color', 'rgb(255, 0, 0)');
    await expect(page.locator('#email')).toHaveCSS('border-top-color', 'rgb(255, 0, 0)');
    await expect(page.locator('#comment')).not.toHaveCSS('border-top-color', 'rgb(255, 0, 0)');
    await expect(page.locator('#author')).toBeFocused();
    expect(await backendCalls(page, 'submit_review')).toHaveLength(0);
    await page.locator('#author').fill('Greta');
    await expect(page.locator('#author')).not.toHaveCSS('border-top-color', 'rgb(255, 0, 0)');
  });

  test('ajax mode: the server\'s errors appear before the submit button', async ({ page }) => {
    await toForm(page);
    await page.locator('#respond p.stars a').nth(4).click();
    await page.locator('#comment').fill('Mycket nöjd.');
    await page.locator('#author').fill('Greta');
    await page.locator('#email').fill('inte-en-adress');
    await page.locator('#submit').click();
    const errors = page.locator('#respond .rey-reviewErrors');
    await expect(errors).toContainText('Ange en giltig e-postadress.');
    expect(await errors.evaluate((el) => el.nextElementSibling?.classList.contains('form-submit'))).toBe(true);
    const [call] = await backendCalls(page, 'submit_review');
    expect(call!.fields).toMatchObject({ rating: '5', comment: 'Mycket nöjd.', author: 'Greta', email: 'inte-en-adress', comment_post_ID: '101', _nonce: '9f8e7d6c5b' });
  });

  test('ajax mode: a sent review goes to the top of the list, the form hides, and the session keeps it', async ({ page }) => {
    await openReviews(page);
    await page.locator('#review_form').scrollIntoViewIfNeeded();
    await mounted(page, '#review_form #respond', 'review-form');
    await page.locator('#respond p.stars a').nth(3).click();
    await page.locator('#comment').fill('Jämn värme, lätt att rengöra.');
    await page.locator('#author').fill('Greta Nilsson');
    await page.locator('#email').fill('greta@example.se');
    await page.locator('#submit').click();
    const first = page.locator(reviews).first();
    await expect(first).toContainText('Jämn värme, lätt att rengöra.');
    await expect(first).toContainText('Din recension inväntar godkännande');
    await expect(first.locator('.star-rating')).toHaveAttribute('aria-label', 'Betygsatt 4 av 5');
    await expect(page.locator('#review_form')).toBeHidden();
    await expect(page.locator('.rey-reviewStatus')).toHaveText('Tack! Din recension inväntar godkännande.');
    expect(page.url()).toContain(PRODUCT);

    await page.reload();
    await mounted(page, '#reviews', 'reviews');
    await expect(page.locator(reviews)).toHaveCount(5);
    await expect(page.locator(reviews).first()).toContainText('Jämn värme, lätt att rengöra.');
  });

  test('ajax mode on a product without reviews: the page reloads 3 s after the review was sent', async ({ page }) => {
    await page.goto('/produkt/kavel-i-bok/#reviews');
    await page.locator('#review_form').scrollIntoViewIfNeeded();
    await mounted(page, '#review_form #respond', 'review-form');
    await page.locator('#respond p.stars a').nth(4).click();
    await page.locator('#comment').fill('Perfekt kavel.');
    await page.locator('#author').fill('Bo');
    await page.locator('#email').fill('bo@example.se');
    const sentAt = Date.now();
    await page.locator('#submit').click();
    await expect(page.locator('.rey-reviewStatus')).toHaveText('Sidan laddas om …');
    await page.waitForEvent('load');
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(2900);
    await expect(page.locator('#tab-reviews')).toContainText('Perfekt kavel.');
  });
});

test.describe('Rey ajax reviews list', () => {
  test('loads the first page in view, then more until the last page, where the button is disabled', async ({ page }) => {
    await openReviews(page);
    const [first] = await backendCalls(page, 'load_more_reviews');
    expect(first!.fields).toMatchObject({ 'reycore-ajax-data': { qid: '101', page: '1', order: 'newest' }, _nonce: '9f8e7d6c5b' });
    await expect(page.locator(`${list} > li.__loader`)).toHaveCount(0);
    await expect(page.locator(reviews).first()).toContainText('Anna Lindqvist');
    const button = page.locator('.rey-ajaxRatings-btn');
    await expect(button).toBeEnabled();
    await expect(button.locator('.__count')).toHaveText('(1/3)');
    await button.click();
    await expect(page.locator(reviews)).toHaveCount(10);
    await expect(button.locator('.__count')).toHaveAttribute('data-current', '2');
    await button.click();
    await expect(page.locator(reviews)).toHaveCount(12);
    await expect(button).toBeDisabled();
    await expect(button).toHaveClass(/--disabled/);
    await expect(button.locator('.__count')).toHaveText('(3/3)');
    expect((await backendCalls(page, 'load_more_reviews')).map((c) => (c.fields['reycore-ajax-data'] as any).page)).toEqual(['1', '2', '3']);
  });

  test('a sort link reloads the list in its order', async ({ page }) => {
    await openReviews(page);
    await page.locator('ul.rey-reviewSort li[data-key="lowest"]').click();
    await expect(page.locator('ul.rey-reviewSort li[data-key="lowest"]')).toHaveClass(/--active/);
    await expect(page.locator('ul.rey-reviewSort li[data-key="newest"]')).not.toHaveClass(/--active/);
    await expect(page.locator(reviews).first().locator('.star-rating')).toHaveAttribute('aria-label', 'Betygsatt 2 av 5');
    await expect(page.locator(reviews)).toHaveCount(5);
    const calls = await backendCalls(page, 'load_more_reviews');
    expect(calls.at(-1)!.fields['reycore-ajax-data']).toEqual({ qid: '101', page: '1', order: 'lowest' });
    await page.locator('.rey-ajaxRatings-btn').click();
    await expect(page.locator(reviews)).toHaveCount(10);
    expect((await backendCalls(page, 'load_more_reviews')).at(-1)!.fields['reycore-ajax-data']).toEqual({ qid: '101', page: '2', order: 'lowest' });
  });

  test('out of view, the list loads 2 s after the first interaction, not before', async ({ page }) => {
    await page.goto(PRODUCT);
    // Out of view and nobody there: its code is not even fetched.
    await page.waitForTimeout(500);
    await expect(page.locator('#reviews')).not.toHaveAttribute('data-wi-reviews', 'mounted');
    expect(await backendCalls(page, 'load_more_reviews')).toHaveLength(0);
    const movedAt = Date.now();
    await page.mouse.move(200, 200);
    await expect.poll(() => backendCalls(page, 'load_more_reviews'), { timeout: 6000 }).toHaveLength(1);
    expect(Date.now() - movedAt).toBeGreaterThanOrEqual(1990);
    await expect(page.locator(reviews)).toHaveCount(5);
  });
});

test.describe('helpful votes', () => {
  test('a vote selects its button, deselects the other, sends vote_review and shows the answer\'s count', async ({ page }) => {
    await openReviews(page);
    const votes = page.locator('#li-comment-201 .review-helpful');
    const yes = votes.locator('[data-type=up]');
    const no = votes.locator('[data-type=down]');
    await expect(votes.locator('.review-helpful__count')).toHaveText('14 av 15 tyckte att recensionen var till hjälp');
    await resetBackendLog(page);
    await yes.click();
    await expect(yes).toHaveClass(/--selected/);
    await expect(yes).toHaveAttribute('aria-pressed', 'true');
    await expect(votes.locator('.review-helpful__count')).toHaveText('15 av 16 tyckte att recensionen var till hjälp');
    expect((await backendCalls(page, 'vote_review'))[0]!.fields).toEqual({ action: 'vote_review', nonce: '7c41d0e9aa', type: 'up', review_id: '201' });

    await yes.click();
    await page.waitForTimeout(200);
    expect(await backendCalls(page, 'vote_review')).toHaveLength(1);

    await no.click();
    await expect(no).toHaveClass(/--selected/);
    await expect(yes).not.toHaveClass(/--selected/);
    await expect(yes).toHaveAttribute('aria-pressed', 'false');
    await expect(votes.locator('.review-helpful__count')).toHaveText('14 av 16 tyckte att recensionen var till hjälp');
    expect((await backendCalls(page, 'vote_review')).map((c) => c.fields.type)).toEqual(['up', 'down']);

    // The session remembers the vote.
    await page.reload();
    await mounted(page, '#reviews', 'reviews');
    await expect(page.locator('#li-comment-201 [data-type=down]')).toHaveClass(/--selected/);
  });

  test('a count text starting with 0 is hidden; a vote that makes it count shows it', async ({ page }) => {
    await openReviews(page);
    await page.locator('.rey-ajaxRatings-btn').click();
    const votes = page.locator('#li-comment-207 .review-helpful');
    const count = votes.locator('.review-helpful__count');
    await expect(count).toBeHidden();
    await votes.locator('[data-type=down]').click();
    await expect(votes.locator('[data-type=down]')).toHaveClass(/--selected/);
    await expect(count).toHaveText('0 av 1 tyckte att recensionen var till hjälp');
    await expect(count).toBeHidden();
    await votes.locator('[data-type=up]').click();
    await expect(count).toHaveText('1 av 1 tyckte att recensionen var till hjälp');
    await expect(count).toBeVisible();
  });
});

test.describe('reviews carousel', () => {
  const carousel = '.woocommerce-reviews-carousel[data-autoplay="no"]';
  const inView = (page: Page, root: string) => page.locator(`${root} .woocommerce-reviews-carousel__slide:not([inert])`);

  test('three reviews in view, one step at a time, not looping, arrows disabled at the ends', async ({ page }) => {
    await page.goto('/kundrecensioner/');
    await page.locator(carousel).scrollIntoViewIfNeeded();
    await mounted(page, carousel, 'reviews-carousel');
    await expect(inView(page, carousel)).toHaveCount(3);
    const prev = page.locator(`${carousel} .woocommerce-reviews-carousel__arrow.--prev`);
    const next = page.locator(`${carousel} .woocommerce-reviews-carousel__arrow.--next`);
    await expect(prev).toBeDisabled();
    const firstText = await inView(page, carousel).first().textContent();
    await next.click();
    await expect(prev).toBeEnabled();
    await expect(inView(page, carousel)).toHaveCount(3);
    await expect(inView(page, carousel).first()).not.toHaveText(firstText!);
    await expect(next).toBeDisabled();
  });

  test('below 1024 px one review is in view and the height follows it', async ({ browser }) => {
    const page = await browser.newPage({ viewport: { width: 800, height: 900 } });
    await page.goto('/kundrecensioner/');
    const root = '.woocommerce-reviews-carousel[data-autoplay="yes"]';
    await mounted(page, root, 'reviews-carousel');
    await expect(inView(page, root)).toHaveCount(1);
    const track = page.locator(`${root} .woocommerce-reviews-carousel__track`);
    const heightOf = (i: number) => page.locator(`${root} .woocommerce-reviews-carousel__review`).nth(i).evaluate((el) => (el as HTMLElement).offsetHeight);
    await expect.poll(async () => Math.round(await track.evaluate((el) => el.getBoundingClientRect().height))).toBe(await heightOf(0));
    // Find a neighbour of another height to prove the height follows.
    await page.locator(`${root} .woocommerce-reviews-carousel__arrow.--next`).click();
    await expect(inView(page, root)).toHaveCount(1);
    await expect.poll(async () => Math.round(await track.evaluate((el) => el.getBoundingClientRect().height))).toBe(await heightOf(1));
    expect(await heightOf(0)).not.toBe(await heightOf(1));
    await page.close();
  });

  test('autoplay waits while focus is inside and goes on once focus leaves (Slick pauses on focus)', async ({ page }) => {
    await page.clock.install();
    await page.goto('/kundrecensioner/');
    const auto = '.woocommerce-reviews-carousel[data-autoplay="yes"]';
    await mounted(page, auto, 'reviews-carousel');
    await page.mouse.move(0, 0);
    const first = await inView(page, auto).first().textContent();
    await page.locator(`${auto} .woocommerce-reviews-carousel__arrow.--next`).focus();
    await page.clock.runFor(7000);
    await expect(inView(page, auto).first()).toHaveText(first!);
    await page.locator(`${auto} .woocommerce-reviews-carousel__arrow.--next`).blur();
    await page.clock.runFor(3600);
    await expect(inView(page, auto).first()).not.toHaveText(first!);
  });

  test('autoplay moves only the carousel whose data attribute asks for it', async ({ page }) => {
    await page.clock.install();
    await page.goto('/kundrecensioner/');
    const auto = '.woocommerce-reviews-carousel[data-autoplay="yes"]';
    await mounted(page, auto, 'reviews-carousel');
    await page.locator(carousel).scrollIntoViewIfNeeded();
    await mounted(page, carousel, 'reviews-carousel');
    await page.mouse.move(0, 0);
    const autoFirst = await inView(page, auto).first().textContent();
    const staticFirst = await inView(page, carousel).first().textContent();
    await page.clock.runFor(5600);
    await expect(inView(page, auto).first()).not.toHaveText(autoFirst!);
    await expect(inView(page, carousel).first()).toHaveText(staticFirst!);
  });
});
