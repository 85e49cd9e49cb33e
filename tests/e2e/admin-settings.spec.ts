import { expect, test } from '@playwright/test';
import { ADMIN, logIn, settled, shot } from './admin-helpers.js';

/** A phone number no earlier run left behind: "+91 9xxxx xxxxx". */
function newPhone(): string {
  const digits = String(Math.floor(Math.random() * 1e9)).padStart(9, '0');
  return `+91 9${digits.slice(0, 4)} ${digits.slice(4)}`;
}

test('an owner changes the shop’s phone on Settings and the footer shows it after a reload @desktop', async ({ page }) => {
  await logIn(page.request, ADMIN.email, ADMIN.password);
  // The e2e tests share one shop: what is changed here is put back whatever happens.
  const original = (await (await page.request.get('/api/settings')).json()).settings;
  const width = page.viewportSize()?.width;
  const phone = newPhone();
  try {
    await page.goto('/admin/home');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/admin\/settings$/);
    await settled(page);
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    await expect(page.getByText('No PIN codes set: the shop delivers everywhere.')).toBeVisible();
    await shot(page, `settings-${width}`);

    const first = page.getByLabel('Phone 1', { exact: true });
    await expect(first).toHaveValue(original.phones[0]);
    await first.fill(phone);
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Settings Saved..!!' })).toBeVisible();
    await expect(first).toHaveValue(phone);

    // The storefront reads the settings when a page loads: no rebuild, no restart.
    await page.goto('/');
    await page.reload();
    const contacts = page.getByRole('region', { name: 'Contact Info' });
    await expect(contacts.getByRole('link', { name: phone })).toHaveAttribute('href', `tel:${phone.replace(/\s/g, '')}`);
    await expect(contacts).not.toContainText(original.phones[0]);
    await page.goto('/about');
    await expect(page.getByRole('main').getByRole('link', { name: phone })).toBeVisible();
  } finally {
    const restored = await page.request.put('/api/admin/settings', { data: original });
    expect(restored.status(), await restored.text()).toBe(200);
  }
});

test('a refusal is shown beside the field it names, in the server’s words @desktop', async ({ page }) => {
  await logIn(page.request, ADMIN.email, ADMIN.password);
  const before = (await (await page.request.get('/api/settings')).json()).settings;
  await page.goto('/admin/settings');
  await settled(page);
  // PIN codes typed with separators become chips; a slot is a row of its own. The refusal below
  // keeps every one of them unsaved (the server refuses a change whole).
  await page.getByLabel('Add PIN Codes').pressSequentially('416416, 416415 416410');
  await page.getByLabel('Add PIN Codes').press('Enter');
  await expect(page.getByRole('list', { name: 'Serviceable PIN Codes' }).getByRole('listitem')).toHaveText(['416416', '416415', '416410']);
  await expect(page.getByText('Delivers to 3 PIN codes.')).toBeVisible();
  await page.getByRole('button', { name: 'Add Slot' }).click();
  await expect(page.getByLabel('Slot 1 Start')).toBeFocused();
  await page.getByLabel('Slot 1 Start').fill('07:00');
  await page.getByLabel('Slot 1 End').fill('10:00');
  await page.getByLabel('Slot 1 Capacity').fill('15');
  const whatsapp = page.getByLabel('WhatsApp Number');
  await whatsapp.fill('12345');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByRole('alert')).toContainText('WhatsApp: Must Be 10 Digits..!!');
  await expect(whatsapp).toHaveAttribute('aria-invalid', 'true');
  await expect(whatsapp).toHaveAccessibleDescription(/WhatsApp: Must Be 10 Digits\.\.!!/);
  // Nothing wider than the screen, chips and a slot row included.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  await shot(page, `settings-refused-${page.viewportSize()?.width}`);
  expect((await (await page.request.get('/api/settings')).json()).settings).toEqual(before);
});

test('on a 360 px phone, by keyboard, an owner writes the About text and a social link; shoppers read them in English and Hindi', async ({
  page,
}) => {
  await logIn(page.request, ADMIN.email, ADMIN.password);
  const original = (await (await page.request.get('/api/settings')).json()).settings;
  const about = `Asha Kulkarni has sold vegetables at Market Yard since 1998 (${Date.now()}).`;
  try {
    await page.goto('/admin/settings');
    await settled(page);
    const words = page.getByRole('group', { name: "The Shop's Own Words" });
    const aboutField = words.getByLabel('About Page Text');
    await aboutField.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(about);
    // Tab goes on to the footer text, then to the social links, each named by its label.
    await page.keyboard.press('Tab');
    await expect(words.getByLabel('Footer Text')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(words.getByRole('group', { name: 'Social Links' }).getByLabel('Facebook')).toBeFocused();
    await page.keyboard.type('https://www.facebook.com/patilfresh');
    // Nothing of the form is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.getByRole('button', { name: 'Save Settings' }).press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Settings Saved..!!' })).toBeVisible();

    for (const lang of ['en', 'hi']) {
      await page.goto(`/about?lang=${lang}`);
      await expect(page.getByRole('main').getByText(about)).toBeVisible();
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Facebook' })).toHaveAttribute(
        'href',
        'https://www.facebook.com/patilfresh',
      );
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Instagram' })).toHaveCount(0);
    }
  } finally {
    const restored = await page.request.put('/api/admin/settings', { data: original });
    expect(restored.status(), await restored.text()).toBe(200);
    await page.goto('/?lang=en');
  }
});

test('an owner sets the weight tolerance of packing under Orders and Stock, and a refusal says why @desktop', async ({ page }) => {
  await logIn(page.request, ADMIN.email, ADMIN.password);
  const original = (await (await page.request.get('/api/settings')).json()).settings;
  try {
    await page.goto('/admin/settings');
    await settled(page);
    const section = page.getByRole('group', { name: 'Orders and Stock' });
    const tolerance = section.getByLabel('Weight Tolerance (%)');
    await expect(tolerance).toHaveValue(String(original.weightTolerancePercent));
    await expect(tolerance).toHaveAccessibleDescription(/How much more than ordered a product sold by the Kg may be packed/);
    await tolerance.fill('60');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(tolerance).toHaveAccessibleDescription(/Weight Tolerance: At Most 50 Percent\.\.!!/);
    await tolerance.fill('15');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Settings Saved..!!' })).toBeVisible();
    expect((await (await page.request.get('/api/settings')).json()).settings.weightTolerancePercent).toBe(15);
    await section.scrollIntoViewIfNeeded();
    await shot(page, `settings-weight-tolerance-${page.viewportSize()?.width}`);
  } finally {
    const restored = await page.request.put('/api/admin/settings', { data: original });
    expect(restored.status(), await restored.text()).toBe(200);
  }
});
