import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Page } from '@playwright/test';
import { messages as en } from '../../src/web/i18n/catalogues/en.js';
import { messages as hi } from '../../src/web/i18n/catalogues/hi.js';
import { messages as mr } from '../../src/web/i18n/catalogues/mr.js';
import { expect, test } from './support/fixtures.js';
import { settled } from './support/shop-page.js';

/**
 * The storefront in Hindi and Marathi at 360 px (API.md "Languages and search"): the
 * select switches the header, the products, the cart and the checkout, the page title and
 * `<html lang>`; the choice survives a reload; and no English text of the catalogue is left on
 * those screens, checked against the catalogues' keys.
 */

type Catalogue = Record<string, string>;

const english = setupI18n();
english.setMessagesCompiler(compileMessage);
english.load('en', en);
english.activate('en', ['en-IN']);

/** The plain text pieces of an English message: what is left once its `{values}` are taken out. */
function piecesOf(message: string): string[] {
  let text = message;
  while (/\{[^{}]*\}/.test(text)) text = text.replace(/\{[^{}]*\}/g, '\u0000');
  return text
    .split('\u0000')
    .map((piece) => piece.trim())
    .filter((piece) => (piece.match(/[A-Za-z]/g) ?? []).length >= 2);
}

/**
 * The English of every key whose translation differs from it, as it can show on screen: a
 * message counting something is written out for the counts a screen shows, any other message
 * is looked for by its plain pieces (a value, such as a name or a price, may stand between them).
 */
function englishOf(translated: Catalogue): string[] {
  const found = new Set<string>();
  for (const [key, message] of Object.entries(en as Catalogue)) {
    if (translated[key] === message) continue;
    if (/^\{(\w+), plural,/.test(message)) {
      const name = message.slice(1, message.indexOf(','));
      for (let count = 0; count <= 20; count++) found.add(english._(key, { [name]: count }));
    } else {
      for (const piece of piecesOf(message)) found.add(piece);
    }
  }
  return [...found];
}

/**
 * The page's visible text, as a shopper reads it: text nodes that are drawn and a select's chosen
 * option (the tab's title is checked on its own: it ends with the shop's name). Left out: what is marked English on purpose (a
 * product's English name beneath its Hindi one, `lang="en"`) and names never translated (the
 * shop's own name, `translate="no"`).
 */
async function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const kept = (element: Element | null) => element && !element.closest('[lang="en"], [translate="no"]');
    const parts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      const parent = node.parentElement;
      if (!parent || parent.closest('select, script, style') || !kept(parent) || !parent.checkVisibility()) continue;
      parts.push(node.textContent ?? '');
    }
    for (const select of document.querySelectorAll('select')) {
      if (select.checkVisibility() && kept(select)) parts.push(select.selectedOptions[0]?.textContent ?? '');
    }
    return parts.join('\n');
  });
}

/** The catalogue's English left on the page, each found as a whole phrase (not inside a longer word). */
async function englishLeft(page: Page, translated: Catalogue): Promise<string[]> {
  const text = await visibleText(page);
  const literal = (phrase: string) => phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return englishOf(translated).filter((phrase) => new RegExp(`(^|[^A-Za-z])${literal(phrase)}($|[^A-Za-z])`).test(text));
}

const languageSelect = (page: Page) => page.getByRole('combobox', { name: /Language/ });

/** On a phone the select is in the menu. */
async function chooseLanguage(page: Page, language: 'en' | 'hi' | 'mr'): Promise<void> {
  const menu = page.locator('button.menu-toggle');
  if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
  await languageSelect(page).selectOption(language);
}

test('a shopper switches to Hindi: header, products, cart and checkout speak Hindi, and stay so after a reload', async ({
  page,
  customer: _signedIn,
  createProduct,
  admin,
}) => {
  const product = await createProduct({ kilogramOption: [0.5, 1] });
  const form = new FormData();
  for (const [field, value] of Object.entries({
    name: product.name,
    name_hi: 'हरी फली',
    name_mr: 'हिरव्या शेंगा',
    unit: product.unit,
    rate: String(product.rate),
    stocks: String(product.stocks),
    category: product.category?._id ?? '',
  }))
    form.append(field, value);
  for (const option of product.kilogramOption) form.append('kilogramOption', String(option));
  const named = await admin.request.put(`/api/product/update/${product._id}`, { multipart: form });
  expect(named.status(), await named.text()).toBe(200);

  await page.goto('/products');
  await settled(page);
  await expect(page).toHaveTitle('Fresh Products | Grocery Shop');
  await chooseLanguage(page, 'hi');

  // The header (its menu), the page, its title and <html lang>.
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ताज़ा सामान');
  await expect(page).toHaveTitle('ताज़ा सामान | Grocery Shop');
  const menu = page.getByRole('navigation', { name: 'मुख्य' });
  await expect(menu.getByRole('link', { name: 'सामान' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'हमारे बारे में' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'कार्ट', exact: true })).toBeVisible();
  expect(await englishLeft(page, hi)).toEqual([]);

  // The product in Hindi, its English name small beneath; bought in Kg, shown as किलो.
  const card = page.getByRole('article').filter({ hasText: product.name });
  await expect(card.locator('[lang="hi"]')).toHaveText('हरी फली');
  await expect(card.locator('[lang="en"]')).toHaveText(product.name);
  await expect(card.getByText(/₹ 50\/किलो/)).toBeVisible();
  await card.getByRole('button', { name: 'कार्ट में डालें' }).click();
  await expect(card.getByText('कार्ट में 0.5 किलो')).toBeVisible();

  // The cart.
  await page.getByRole('button', { name: 'कार्ट', exact: true }).click();
  const cart = page.getByRole('region', { name: 'आपका कार्ट' });
  await expect(cart.getByText('हरी फली')).toBeVisible();
  await expect(cart.getByText('मात्रा: 0.5 किलो')).toBeVisible();
  expect(await englishLeft(page, hi)).toEqual([]);

  // The checkout and its messages.
  await cart.getByRole('link', { name: 'कार्ट देखें' }).click();
  await settled(page);
  await expect(page).toHaveTitle('चेकआउट | Grocery Shop');
  await expect(page.getByRole('button', { name: '1 आइटम' })).toBeVisible();
  const shipping = page.getByRole('region', { name: 'डिलीवरी की जानकारी' });
  await shipping.getByRole('button', { name: 'आगे बढ़ें' }).click();
  await expect(shipping.getByRole('alert')).toHaveText('मोबाइल नंबर 10 अंकों का होना चाहिए..!!');
  await shipping.getByLabel('मोबाइल नंबर').fill('9876543210');
  await shipping.getByRole('button', { name: 'आगे बढ़ें' }).click();
  await expect(shipping.getByRole('alert')).toHaveText('पिन कोड 6 अंकों का होना चाहिए..!!');
  expect(await englishLeft(page, hi)).toEqual([]);

  // Kept across visits.
  await page.reload();
  await settled(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('चेकआउट');
  await expect(page).toHaveTitle('चेकआउट | Grocery Shop');
  expect(await englishLeft(page, hi)).toEqual([]);

  // The account follows the device: the shop's mails are written in Hindi now.
  await expect
    .poll(async () => ((await (await page.request.get('/api/user/getloggeduser')).json()) as { user: { language: string } }).user.language)
    .toBe('hi');
});

test('?lang=mr opens the shop in Marathi, kept after a reload, and the select goes back to English', async ({ page }) => {
  await page.goto('/products?lang=mr');
  await settled(page);
  // The choice is kept, and the address no longer carries it (a later choice in the select wins a reload).
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr-IN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ताजी उत्पादने');
  await expect(page).toHaveTitle('ताजी उत्पादने | Grocery Shop');
  expect(await englishLeft(page, mr)).toEqual([]);

  await page.getByRole('button', { name: 'कार्ट', exact: true }).click();
  await expect(page.getByText('तुमची कार्ट रिकामी आहे..!!')).toBeVisible();
  await page.getByRole('link', { name: 'कार्ट पाहा' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('चेकआउट');
  await expect(page.getByRole('link', { name: 'उत्पादने जोडा' })).toBeVisible();
  expect(await englishLeft(page, mr)).toEqual([]);

  await page.reload();
  await settled(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('चेकआउट');
  await expect(page).toHaveTitle('चेकआउट | Grocery Shop');

  await chooseLanguage(page, 'en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check Out');
  await expect(page).toHaveTitle('Check Out | Grocery Shop');
});
