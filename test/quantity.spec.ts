import { expect, test, type Page } from '@playwright/test';
import { backendCalls, mounted, shopperArrives, working } from './helpers';

const PRODUCT = '/produkt/gjutjarnsgryta-24-cm/';

/** Counts the native input and change events an input fires (the mini cart listens to `input`). */
async function countEvents(page: Page, selector: string) {
  await page.evaluate((sel) => {
    const w = window as any;
    w.qtyEvents = [];
    document.addEventListener('input', (e) => (e.target as Element).matches(sel) && w.qtyEvents.push(`input:${(e.target as HTMLInputElement).value}`));
    document.addEventListener('change', (e) => (e.target as Element).matches(sel) && w.qtyEvents.push(`change:${(e.target as HTMLInputElement).value}`));
  }, selector);
  return () => page.evaluate(() => (window as any).qtyEvents as string[]);
}

test.describe('quantity on the product page', () => {
  test('plus and minus step within the limits, minus is disabled at min, and the cart gets the quantity', async ({ page }) => {
    await page.goto(PRODUCT);
    // Printed within its limits, the field is right as it is: its island comes with the shopper.
    await shopperArrives(page);
    await mounted(page, 'form.cart div.quantity', 'quantity');
    const input = page.locator('form.cart input.qty');
    const minus = page.locator('form.cart .cartBtnQty-control.--minus');
    const plus = page.locator('form.cart .cartBtnQty-control.--plus');
    const events = await countEvents(page, 'form.cart input.qty');

    await expect(minus).toHaveClass(/--disabled/);
    await expect(minus).toHaveAttribute('aria-disabled', 'true');
    await plus.click();
    await expect(input).toHaveValue('2');
    await expect(minus).not.toHaveClass(/--disabled/);
    await plus.click();
    await expect(input).toHaveValue('3');
    await minus.click();
    await expect(input).toHaveValue('2');
    expect(await events()).toEqual(['input:2', 'change:2', 'input:3', 'change:3', 'input:2', 'change:2']);
    await minus.click();
    await expect(input).toHaveValue('1');
    await expect(minus).toHaveClass(/--disabled/);
    await minus.click({ force: true });
    await page.waitForTimeout(120);
    await expect(input).toHaveValue('1');

    // The keyboard works the controls too.
    await plus.focus();
    await page.keyboard.press('Enter');
    await expect(input).toHaveValue('2');
    await page.keyboard.press(' ');
    await expect(input).toHaveValue('3');

    await page.locator('form.cart button.single_add_to_cart_button').click();
    await page.waitForURL(`**${PRODUCT}`);
    // The form posts to the page it is on: the cart holds the add once the post has landed.
    await expect.poll(async () => (await (await page.request.get('/__fixture/cart')).json()).items)
      .toEqual([expect.objectContaining({ productId: 101, quantity: 3 })]);
  });

  test('plus stops at max (the stock) and is disabled there', async ({ page }) => {
    await page.goto(PRODUCT);
    // Printed within its limits, the field is right as it is: its island comes with the shopper.
    await shopperArrives(page);
    await mounted(page, 'form.cart div.quantity', 'quantity');
    const input = page.locator('form.cart input.qty');
    const plus = page.locator('form.cart .cartBtnQty-control.--plus');
    await expect(input).toHaveAttribute('max', '25');
    await input.fill('24');
    await expect(plus).not.toHaveClass(/--disabled/);
    await plus.click();
    await expect(input).toHaveValue('25');
    await expect(plus).toHaveClass(/--disabled/);
    await plus.click({ force: true });
    await page.waitForTimeout(120);
    await expect(input).toHaveValue('25');
    // Typed past max: a press brings it back into range.
    await input.fill('40');
    await page.locator('form.cart .cartBtnQty-control.--minus').click();
    await expect(input).toHaveValue('25');
  });

  test('presses closer together than 50 ms count once, as in Rey', async ({ page }) => {
    await page.goto(PRODUCT);
    // Printed within its limits, the field is right as it is: its island comes with the shopper.
    await shopperArrives(page);
    await mounted(page, 'form.cart div.quantity', 'quantity');
    await page.locator('form.cart .cartBtnQty-control.--plus').evaluate((plus: HTMLElement) => {
      plus.click();
      plus.click();
      plus.click();
    });
    await expect(page.locator('form.cart input.qty')).toHaveValue('2');
    await page.waitForTimeout(150);
    await expect(page.locator('form.cart input.qty')).toHaveValue('2');
  });
});

test('a press on plus before the field\'s code has arrived is held and counts once', async ({ page }) => {
  await page.goto(PRODUCT);
  const host = page.locator('form.cart div.quantity');
  // Nobody has moved yet: the field is as the server printed it, its island still waiting.
  await expect(host).toHaveAttribute('data-wi-quantity', 'waiting');
  await page.locator('form.cart .cartBtnQty-control.--plus').click();
  await expect(page.locator('form.cart input.qty')).toHaveValue('2');
  await expect(host).toHaveAttribute('data-wi-quantity', 'mounted');
  await page.waitForTimeout(150);
  await expect(page.locator('form.cart input.qty')).toHaveValue('2');
});

test.describe('quantity rules (QA page)', () => {
  test('a value below min is raised to min on load, except in the cart table', async ({ page }) => {
    await page.goto('/qa/antal/');
    // At load, without React: the fields' islands come with the shopper.
    await expect(page.locator('#qa-under-min')).toHaveValue('2');
    await expect(page.locator('#qa-cart')).toHaveValue('1');
    await expect(page.locator('#under-min div.quantity')).toHaveAttribute('data-wi-quantity', 'waiting');
    await shopperArrives(page);
    await mounted(page, '#under-min div.quantity', 'quantity');
    await mounted(page, '#cart-cell div.quantity', 'quantity');
    await expect(page.locator('#qa-under-min')).toHaveValue('2');
    await expect(page.locator('#qa-cart')).toHaveValue('1');
  });

  test('limits are read live; values land on a multiple of step, never below min; fractions have two decimals', async ({ page }) => {
    await page.goto('/qa/antal/');
    // Printed within its limits, the field is right as it is: its island comes with the shopper.
    await shopperArrives(page);
    await mounted(page, '#stepped div.quantity', 'quantity');
    const stepped = page.locator('#qa-step');
    // Multiples of step counted from min, as the browser validates them (2, 5, 8, 11).
    await page.locator('#stepped .--plus').click();
    await expect(stepped).toHaveValue('5');
    await stepped.fill('7');
    await page.locator('#stepped .--plus').click();
    await expect(stepped).toHaveValue('8');
    await page.locator('#stepped .--plus').click();
    await expect(stepped).toHaveValue('11');
    await expect(page.locator('#stepped .--plus')).toHaveClass(/--disabled/);
    await page.locator('#stepped .--minus').click();
    await expect(stepped).toHaveValue('8');
    expect(await stepped.evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(true);

    const fraction = page.locator('#qa-fraction');
    await page.locator('#fraction .--plus').click();
    await expect(fraction).toHaveValue('0.75');
    await page.locator('#fraction .--plus').click();
    await expect(fraction).toHaveValue('1');
    await page.locator('#fraction .--plus').click();
    await expect(fraction).toHaveValue('1.25');

    // A variation changes the limits on the input itself; the next press follows them.
    await page.locator('#qa-defaults').evaluate((input) => {
      input.setAttribute('min', '4');
      input.setAttribute('step', '4');
    });
    await page.locator('#defaults .--plus').click();
    await expect(page.locator('#qa-defaults')).toHaveValue('4');
    await expect(page.locator('#defaults .--minus')).toHaveClass(/--disabled/);
    await page.locator('#defaults .--minus').click({ force: true });
    await page.waitForTimeout(120);
    await expect(page.locator('#qa-defaults')).toHaveValue('4');
  });

  test('without min, max or step the defaults are 1, 99999 and 1', async ({ page }) => {
    await page.goto('/qa/antal/');
    // Printed within its limits, the field is right as it is: its island comes with the shopper.
    await shopperArrives(page);
    await mounted(page, '#defaults div.quantity', 'quantity');
    const input = page.locator('#qa-defaults');
    await expect(page.locator('#defaults .--minus')).toHaveClass(/--disabled/);
    await input.fill('99998');
    await page.locator('#defaults .--plus').click();
    await expect(input).toHaveValue('99999');
    await expect(page.locator('#defaults .--plus')).toHaveClass(/--disabled/);
  });

  test('the cart form keeps its own limits and gets them back when the variation form resets', async ({ page }) => {
    await page.goto('/qa/antal/?jquery=1');
    // Printed within its limits, the field is right as it is: its island comes with the shopper.
    await shopperArrives(page);
    await mounted(page, '#variation-form div.quantity', 'quantity');
    const input = page.locator('#qa-variation');
    await expect(input).toHaveAttribute('data-max', '8');
    // A variation's limits, then a reset fired through jQuery as WooCommerce's variation script does.
    await input.evaluate((el) => {
      el.setAttribute('min', '2');
      el.setAttribute('max', '3');
    });
    await page.locator('#variation-form .--plus').click();
    await expect(input).toHaveValue('2');
    await page.evaluate(() => (window as any).jQuery('#variation-form').trigger('reset_data'));
    await expect(input).toHaveAttribute('min', '1');
    await expect(input).toHaveAttribute('max', '8');
    await page.locator('#variation-form .--minus').click();
    await expect(input).toHaveValue('1');
  });
});

test('the shopper\'s reset link returns the quantity to the minimum; a changed choice only clamps it', async ({ page }) => {
  const FORM = 'form.variations_form';
  const swatch = (attribute: string, value: string) => `${FORM} ul[data-attribute_name="attribute_pa_${attribute}"] li[data-value="${value}"]`;
  await page.goto('/produkt/forklade-i-linne/');
  await working(page, FORM, 'variation-form');
  // Printed within its limits, the field is right as it is: its island comes with the shopper.
  await shopperArrives(page);
  await mounted(page, `${FORM} div.quantity`, 'quantity');
  const input = page.locator(`${FORM} input.qty`);
  const plus = page.locator(`${FORM} .cartBtnQty-control.--plus`);
  await page.locator(swatch('farg', 'natur')).click();
  await page.locator(swatch('storlek', 'l')).click();
  await expect(input).toHaveAttribute('max', '20');
  for (const value of ['2', '3']) {
    await plus.click();
    await expect(input).toHaveValue(value);
  }
  // Another choice keeps the shopper's quantity within the new variation's limits (Grafit L: 2 left).
  await page.locator(swatch('farg', 'grafit')).click();
  await expect(input).toHaveValue('2');
  await page.locator(`${FORM} .reset_variations`).click();
  await expect(page.locator(`${FORM} select[name="attribute_pa_farg"]`)).toHaveValue('');
  await expect(input).toHaveValue('1');
  await expect(page.locator(`${FORM} .cartBtnQty-control.--minus`)).toHaveClass(/--disabled/);
});

test('the product page sends nothing to the server for quantity presses', async ({ page }) => {
  await page.goto(PRODUCT);
  // Printed within its limits, the field is right as it is: its island comes with the shopper.
  await shopperArrives(page);
  await mounted(page, 'form.cart div.quantity', 'quantity');
  await page.locator('form.cart .cartBtnQty-control.--plus').click();
  await expect(page.locator('form.cart input.qty')).toHaveValue('2');
  expect(await backendCalls(page, 'add_to_cart')).toHaveLength(0);
});
