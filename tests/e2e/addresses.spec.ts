import { expect, test } from './support/fixtures.js';
import { accountButton, fillShipping, openPanel, SHIPPING, settled } from './support/shop-page.js';

/** Where a picture of the page goes, per screen width, to look at. */
const shot = (name: string) => `${process.env.E2E_SHOTS_DIR ?? test.info().outputDir}/${name}-${test.info().project.name}.png`;

test('My Addresses: add two, make the second the default, delete the first @desktop', async ({ page, customer }) => {
  await page.goto('/');
  await openPanel(accountButton(page));
  await expect(page.getByText(`Hello, ${customer.firstName}`)).toBeVisible();
  await page.getByRole('link', { name: 'My Addresses' }).click();
  await expect(page).toHaveURL(/\/my\/addresses$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Addresses');
  await settled(page);

  const addresses = page.getByRole('list', { name: 'Saved addresses' }).getByRole('listitem');
  const defaultMark = (card: ReturnType<typeof addresses.nth>) => card.getByText('Default', { exact: true });
  const addOne = async (values: Record<string, string>) => {
    await page.getByRole('button', { name: 'Add Address' }).click();
    const form = page.getByRole('form', { name: 'New Address' });
    // The form opens with the focus on its first field.
    await expect(form.getByLabel('Label')).toBeFocused();
    for (const [label, value] of Object.entries(values)) await form.getByLabel(label, { exact: true }).fill(value);
    await form.getByRole('button', { name: 'Save Address' }).click();
    await expect(page.getByRole('status')).toHaveText(`Address "${values.Label}" saved.`);
  };

  await addOne({
    Label: 'Home',
    Address: '12 MG Road, Near Ganpati Temple',
    City: 'Sangli',
    'Pin Code': '416416',
    'Mobile Number': '98765 43210',
  });
  await expect(addresses).toHaveCount(1);
  await expect(defaultMark(addresses.first())).toBeVisible();

  // A mistake is shown beside its field, in the shop's words, before anything is sent.
  await page.getByRole('button', { name: 'Add Address' }).click();
  const form = page.getByRole('form', { name: 'New Address' });
  await form.getByLabel('Pin Code').fill('4164');
  await form.getByRole('button', { name: 'Save Address' }).click();
  await expect(form.getByText('Pin Code: Pin Code Should Be 6 Digit..!!')).toBeVisible();
  await expect(form.getByLabel('Label')).toBeFocused();
  await page.screenshot({ path: shot('address-form'), fullPage: true });
  await form.getByRole('button', { name: 'Cancel' }).click();

  await addOne({
    Label: 'Work',
    Address: 'Office 4, Station Road',
    City: 'Miraj',
    'Pin Code': '416410',
    'Mobile Number': '+91 91234-56780',
  });
  await expect(addresses).toHaveCount(2);
  // The default first, then the newest.
  await expect(addresses.nth(0)).toHaveAccessibleName('Home');
  await expect(addresses.nth(1)).toHaveAccessibleName('Work');
  await expect(addresses.nth(1)).toContainText('Mobile: 9123456780');
  await expect(defaultMark(addresses.nth(1))).toHaveCount(0);
  await page.screenshot({ path: shot('my-addresses'), fullPage: true });

  await page.getByRole('button', { name: 'Make Work the default' }).click();
  await expect(page.getByRole('status')).toHaveText('"Work" is now your default address.');
  await expect(addresses.nth(0)).toHaveAccessibleName('Work');
  await expect(defaultMark(addresses.nth(0))).toBeVisible();
  await expect(defaultMark(addresses.nth(1))).toHaveCount(0);

  // Delete asks first; Keep It keeps the address.
  await page.getByRole('button', { name: 'Delete Home' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Address' });
  await expect(dialog).toContainText('Delete the address "Home"?');
  await dialog.getByRole('button', { name: 'Keep It' }).click();
  await expect(dialog).toBeHidden();
  await expect(addresses).toHaveCount(2);

  await page.getByRole('button', { name: 'Delete Home' }).click();
  await page.screenshot({ path: shot('delete-address') });
  await dialog.getByRole('button', { name: 'Delete', exact: true }).press('Enter');
  await expect(page.getByRole('status')).toHaveText('Address "Home" deleted.');
  await expect(page.getByRole('status')).toBeFocused();
  await expect(addresses).toHaveCount(1);
  await expect(addresses.first()).toHaveAccessibleName('Work');

  const saved = await page.request.get('/api/user/addresses');
  expect((await saved.json()).addresses).toEqual([
    {
      _id: expect.any(String),
      label: 'Work',
      address: 'Office 4, Station Road',
      city: 'Miraj',
      pinCode: '416410',
      mobileNumber: '9123456780',
      isDefault: true,
    },
  ]);
});

test('My Addresses shows the login screen in place to a guest', async ({ page }) => {
  await page.goto('/my/addresses');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(page).toHaveURL(/\/my\/addresses$/);
});

test('the checkout keeps a new address on request and offers it, filled in, next time', async ({ page, customer, createProduct }) => {
  const okra = await createProduct({ rate: 40, kilogramOption: [1] });
  await page.goto(`/product/${okra._id}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.goto('/Order/Checkout');
  await settled(page);
  const shipping = page.getByRole('region', { name: 'Shipping Details' });
  // Nothing saved yet: no choice to offer.
  await expect(shipping.getByLabel('Saved Address')).toHaveCount(0);
  await fillShipping(page, { ...SHIPPING, mobileNumber: '+91 98765 43210' });
  await shipping.getByLabel('Save this address for next time').check();
  await shipping.getByLabel('Save As').fill('Home');
  await shipping.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/ConfirmOrder$/);

  // A later visit (a new tab: the shipping details are gone) starts from the saved default.
  const later = await page.context().newPage();
  await later.goto('/Order/Checkout');
  await settled(later);
  const form = later.getByRole('region', { name: 'Shipping Details' });
  await expect(form.getByLabel('Address', { exact: true })).toHaveValue(SHIPPING.address);
  await expect(form.getByLabel('Pin Code')).toHaveValue(SHIPPING.pinCode);
  await expect(form.getByLabel('Mobile Number')).toHaveValue('9876543210');
  await expect(form.getByLabel('Saved Address')).toContainText(`Home: ${SHIPPING.address}, ${SHIPPING.city} ${SHIPPING.pinCode}`);
  expect(customer.email).toMatch(/@/);
});

for (const words of [
  { lang: 'en', saveThis: 'Save this address for next time', saveAs: 'Save As', usual: 'Home', next: 'Next' },
  { lang: 'hi', saveThis: 'अगली बार के लिए यह पता सहेजें', saveAs: 'किस नाम से सहेजें', usual: 'घर', next: 'आगे बढ़ें' },
]) {
  test(`a ticked "Save this address" saves it, under the usual name when none is typed (${words.lang})`, { tag: '@desktop' }, async ({
    page,
    customer,
    createProduct,
  }) => {
    const okra = await createProduct({ rate: 40, kilogramOption: [1] });
    await page.goto(`/product/${okra._id}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.goto('/Order/Checkout');
    await settled(page);
    await fillShipping(page, SHIPPING);
    // The details are kept for the tab: the same checkout, now in the language under test.
    await page.goto(`/Order/Checkout?lang=${words.lang}`);
    await settled(page);

    await page.getByLabel(words.saveThis).check();
    const name = page.getByLabel(words.saveAs);
    // Ticking offers the usual name, in a field the size of the others.
    await expect(name).toHaveValue(words.usual);
    const address = page.locator('#ship-address');
    const [nameBox, addressBox] = [await name.boundingBox(), await address.boundingBox()];
    expect(nameBox?.height).toBe(addressBox?.height);
    expect(nameBox?.width).toBe(addressBox?.width);
    expect(await name.evaluate((input) => getComputedStyle(input).fontSize)).toBe(
      await address.evaluate((input) => getComputedStyle(input).fontSize),
    );
    await expect(name).toHaveAccessibleDescription(new RegExp(words.usual));

    // Emptied, it is still saved, under the usual name: never silently nothing.
    await name.fill('');
    await page.getByRole('button', { name: words.next }).click();
    await expect(page).toHaveURL(/ConfirmOrder$/);
    const saved = await page.request.get('/api/user/addresses');
    expect((await saved.json()).addresses).toEqual([
      expect.objectContaining({ label: words.usual, address: SHIPPING.address, city: SHIPPING.city, isDefault: true }),
    ]);
    expect(customer.email).toMatch(/@/);
  });
}
