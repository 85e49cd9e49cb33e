import { messages as en } from '../../src/web/i18n/catalogues/en.js';
import { messages as hi } from '../../src/web/i18n/catalogues/hi.js';
import { newMobile } from '../support/mobile-numbers.js';
import { expect, test } from './support/fixtures.js';
import { SHIPPING, settled } from './support/shop-page.js';
import { codeTextedTo, nthTextTo } from './support/texts.js';

/**
 * API.md "Phone first" at 360 px: a shopper new to the shop signs in with a code texted to their
 * mobile (read from the stand-in SMS relay), is asked only for a name, orders with the mobile
 * already in the checkout, and the order-placed text reaches their phone.
 */

for (const { lang, words, thanks } of [
  { lang: 'en', words: en, thanks: 'thank you' },
  { lang: 'hi', words: hi, thanks: 'धन्यवाद' },
] as const) {
  test(`a new shopper signs in by mobile and orders, the order's text reaching the phone (${lang})`, async ({ page, createProduct }) => {
    const product = await createProduct({ rate: 80, kilogramOption: [1] });
    const mobile = newMobile();

    await page.goto(`/Login?lang=${lang}`);
    const byMobile = page.getByRole('region', { name: words['auth.mobileLoginTitle'] });
    // The e-mail login stays as it was, above.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words['auth.loginTitle']);
    await byMobile.getByLabel(words['auth.mobileNumber']).fill(`+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`);
    await byMobile.getByRole('button', { name: words['auth.sendCode'] }).click();
    await expect(byMobile.getByRole('status')).toHaveText(
      words['auth.codeSentTo'].replace('{mobile}', `${mobile.slice(0, 5)} ${mobile.slice(5)}`),
    );
    const code = byMobile.getByLabel(words['auth.code']);
    await expect(code).toBeFocused();
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    // Both ways of logging in fit the 360 px screen: nothing to scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.keyboard.type(await codeTextedTo(mobile));
    await page.keyboard.press('Enter');

    // A number new to the shop: only the name, and the same code opens the account.
    const firstName = byMobile.getByLabel(words['auth.firstName'], { exact: true });
    await expect(firstName).toBeFocused();
    await page.keyboard.type('Sunita');
    await byMobile.getByRole('button', { name: words['auth.createAccount'] }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto(`/product/${product._id}`);
    await page.getByRole('button', { name: words['cart.addToCart'] }).click();
    await page.goto('/Order/Checkout');
    await settled(page);
    // The checkout's mobile number is the one just verified.
    await expect(page.getByLabel(words['checkout.mobileNumber'], { exact: true })).toHaveValue(mobile);
    await page.getByLabel(words['checkout.address'], { exact: true }).fill(SHIPPING.address);
    await page.getByLabel(words['checkout.city'], { exact: true }).fill(SHIPPING.city);
    await page.getByLabel(words['checkout.pinCode'], { exact: true }).fill(SHIPPING.pinCode);
    await page.getByRole('button', { name: words['checkout.next'] }).click();
    await page.getByRole('button', { name: words['confirm.confirmOrder'] }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words['orderPlaced.title']);

    const orders = await (await page.request.get('/api/user/my/orders')).json();
    const orderNumber = String(orders.myOrders[0].orderNumber);
    const placed = await nthTextTo(mobile, 2);
    expect(placed).toContain(orderNumber);
    expect(placed).toContain(thanks);
  });
}
