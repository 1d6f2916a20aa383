import { test, expect } from './fixtures';
import { alerts } from './shopper';

// Skärbräda i ek: description, weight and dimensions, 3 reviews; ratings are required.
test('one tab shows at a time, and the review link and hashes open theirs', async ({ page }) => {
  await page.goto('/produkt/skarbrada-i-ek/');
  const tab = (name: RegExp) => page.getByRole('tab', { name });
  const description = page.locator('#tab-description');
  const information = page.locator('#tab-additional_information');
  const reviews = page.locator('#tab-reviews');
  await expect(description).toBeVisible();
  await expect(information).toBeHidden();
  await expect(reviews).toBeHidden();
  await expect(page.locator('#tab-title-description')).toHaveClass(/\bactive\b/);

  await tab(/Ytterligare information/).click();
  await expect(information).toBeVisible();
  await expect(information.locator('table.shop_attributes')).toContainText('Vikt');
  await expect(description).toBeHidden();
  await expect(page.locator('#tab-title-additional_information')).toHaveClass(/\bactive\b/);

  await tab(/Recensioner \(3\)/).click();
  await expect(reviews).toBeVisible();
  await expect(reviews.locator('ol.commentlist > li')).toHaveCount(3);
  await expect(information).toBeHidden();

  await tab(/Beskrivning/).click();
  await expect(description).toBeVisible();
  await page.locator('a.woocommerce-review-link').click();
  await expect(reviews).toBeVisible();
  await expect(description).toBeHidden();

  // A page opened with the hash (not a hash change on the open page).
  await page.goto('/butik/');
  await page.goto('/produkt/skarbrada-i-ek/#tab-additional_information');
  await expect(information).toBeVisible();
  await expect(description).toBeHidden();
  await page.goto('/produkt/brodkniv/#reviews');
  await expect(page.locator('#tab-reviews')).toBeVisible();
  await expect(page.locator('#tab-description')).toBeHidden();
});

test('a review without stars is refused with WooCommerce\'s message, with stars it is sent', async ({ page }) => {
  await page.goto('/produkt/skarbrada-i-ek/#tab-reviews');
  // With the plugin, the form's checks come with its island, once the form is in view: a shopper
  // writing a review gives it that time, a test filling three fields at once does not.
  await expect(page.locator('#review_form #respond[data-wi-review-form="mounted"], #review_form #respond:not([data-wi-review-form])')).toHaveCount(1);
  const said = alerts(page);
  const form = page.locator('#commentform');
  await form.getByLabel('Din recension').fill('Stadig och fin, men tung.');
  await form.getByLabel('Namn').fill('Kim Testsson');
  await form.getByLabel('E-post').fill('kim@example.com');
  await form.getByRole('button', { name: 'Skicka' }).click();
  await expect.poll(() => said).toEqual(['Välj ett betyg']);
  await expect(page).toHaveURL(/\/produkt\/skarbrada-i-ek\/#tab-reviews$/);

  const stars = page.locator('#commentform p.stars');
  const four = stars.getByRole('radio', { name: '4 av 5 stjärnor' });
  await four.click();
  await expect(stars).toHaveClass(/\bselected\b/);
  await expect(four).toHaveClass(/\bactive\b/);
  await expect(four).toHaveAttribute('aria-checked', 'true');
  await expect(page.locator('#rating')).toHaveValue('4');
  await form.getByRole('button', { name: 'Skicka' }).click();
  await expect(page).not.toHaveURL(/#tab-reviews$/);
  await expect(page.locator('#reviews')).toContainText('Stadig och fin, men tung.');
  expect(said).toHaveLength(1);
});
