import { ADMIN, expect, logIn as logInAs, test } from './support/fixtures.js';
import { fillShipping, SHIPPING, settled, storedCart } from './support/shop-page.js';

// The first real week (decision 0037): milk by the litre, paneer by the packet, bananas by the
// dozen and tomatoes by the Kg are ordered in the quantities a grocer sells, and every screen
// (checkout, confirm, Order Details, the admin's order) says each line in its own unit.
test(
  'a week’s shopping in its own units, from the product page to the admin’s order',
  { tag: '@desktop' },
  async ({ page, customer: _shopper, createProduct, browser }, testInfo) => {
    test.setTimeout(90_000);
    const milk = await createProduct({ rate: 28, unit: 'Litre', kilogramOption: [1] });
    const paneer = await createProduct({ rate: 90, unit: 'Packet', kilogramOption: [1] });
    const banana = await createProduct({ rate: 60, unit: 'Dozen', kilogramOption: [1] });
    const tomato = await createProduct({ rate: 40, kilogramOption: [0.5, 1, 1.5, 2, 2.5, 3, 3.5] });

    // The product page offers whole packets up to the shop's 20 per order, and 5 Kg of tomatoes.
    await page.goto(`/product/${paneer._id}`);
    const paneerQuantity = page.getByRole('article').getByLabel(`Quantity of ${paneer.name}`);
    await expect(paneerQuantity.locator('option')).toHaveText(Array.from({ length: 20 }, (_, i) => `${i + 1} Packet`));
    await paneerQuantity.selectOption('2');
    await page.getByRole('article').getByRole('button', { name: 'Add to cart' }).click();
    await page.goto(`/product/${tomato._id}`);
    const tomatoQuantity = page.getByRole('article').getByLabel(`Quantity of ${tomato.name}`);
    await expect(tomatoQuantity.locator('option')).toHaveCount(40);
    await tomatoQuantity.selectOption('5');
    await page.getByRole('article').getByRole('button', { name: 'Add to cart' }).click();
    for (const product of [milk, banana]) {
      await page.goto(`/product/${product._id}`);
      await page.getByRole('article').getByRole('button', { name: 'Add to cart' }).click();
    }
    expect((await storedCart(page)).map(({ id, quantity }) => [id, quantity])).toEqual([
      [paneer._id, 2],
      [tomato._id, 5],
      [milk._id, 1],
      [banana._id, 1],
    ]);

    // The checkout's cart: each line's list is labelled in its unit.
    await page.goto('/Order/Checkout');
    await settled(page);
    const cart = page.getByRole('region', { name: 'Your Cart' });
    const line = (name: string) => cart.getByRole('listitem').filter({ hasText: name });
    await expect(line(paneer.name).getByLabel('Quantity (Packet)')).toHaveValue('2');
    await expect(line(milk.name).getByLabel('Quantity (Litre)')).toHaveValue('1');
    await expect(line(banana.name).getByLabel('Quantity (Dozen)')).toHaveValue('1');
    await expect(line(tomato.name).getByLabel('Quantity (Kg)')).toHaveValue('5');
    await expect(line(paneer.name).getByText('₹ 90/Packet')).toBeVisible();
    await page.screenshot({ path: `/tmp/units-checkout-${testInfo.project.name}.png`, fullPage: true });

    await fillShipping(page, SHIPPING);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm Order');
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect(summary.getByRole('columnheader')).toHaveText(['Name', 'Quantity', 'Rate', 'Subtotal']);
    await expect(summary.getByRole('row', { name: paneer.name })).toContainText('2 Packet');
    await expect(summary.getByRole('row', { name: tomato.name })).toContainText('5 Kg');
    await page.getByRole('button', { name: 'Confirm Order' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order Place..!!');

    const { myOrders } = (await (await page.request.get('/api/user/my/orders')).json()) as { myOrders: { _id: string }[] };
    const orderId = myOrders[0]!._id;

    // Order Details, in English and in Hindi.
    await page.goto(`/Order/OrderDetails/${orderId}`);
    await settled(page);
    const item = (name: string) => page.getByRole('main').locator('.order-items > li').filter({ hasText: name });
    await expect(item(milk.name)).toContainText('1 Litre');
    await expect(item(milk.name)).toContainText('₹ 28/Litre');
    await expect(item(paneer.name)).toContainText('2 Packet');
    await expect(item(paneer.name)).toContainText('₹ 90/Packet');
    await expect(item(banana.name)).toContainText('1 Dozen');
    await expect(item(tomato.name)).toContainText('5 KG');
    await expect(item(tomato.name)).toContainText('₹ 40/Kg');
    await page.screenshot({ path: `/tmp/units-order-details-${testInfo.project.name}.png`, fullPage: true });
    await page.goto(`/Order/OrderDetails/${orderId}?lang=hi`);
    await settled(page);
    await expect(item(paneer.name)).toContainText('2 पैकेट');
    await expect(item(paneer.name)).toContainText('₹ 90/पैकेट');
    await expect(item(tomato.name)).toContainText('5 किलो');

    // The owner packs from the admin's order view: the same units.
    const adminContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: testInfo.project.use.viewport });
    try {
      await logInAs(adminContext.request, ADMIN);
      const adminPage = await adminContext.newPage();
      await adminPage.goto(`/admin/update/order/${orderId}`);
      await settled(adminPage);
      const adminItem = (name: string) => adminPage.locator('.order-items > li').filter({ hasText: name });
      await expect(adminItem(milk.name)).toContainText('1 Litre');
      await expect(adminItem(paneer.name)).toContainText('2 Packet');
      await expect(adminItem(paneer.name)).toContainText('₹ 90/Packet');
      await expect(adminItem(banana.name)).toContainText('₹ 60/Dozen');
      await expect(adminItem(tomato.name)).toContainText('5 KG');
    } finally {
      await adminContext.close();
    }
  },
);

// Order Again beside a cart that already holds one of the order's products (decision 0037).
test('Order Again keeps the 2 Kg of tomatoes in the cart and says so, in English and Hindi', { tag: '@desktop' }, async ({
  page,
  customer: _shopper,
  createProduct,
  admin,
}) => {
  const tomato = await createProduct({ rate: 40, kilogramOption: [0.5, 1, 2] });
  const milk = await createProduct({ rate: 28, unit: 'Litre', kilogramOption: [1] });
  const answer = await page.request.post('/api/user/new/order', {
    data: {
      cartItems: [
        { id: tomato._id, quantity: 1 },
        { id: milk._id, quantity: 2 },
      ],
      shippingInfo: SHIPPING,
      total: 96,
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  const orderId = ((await answer.json()) as { order: { _id: string } }).order._id;
  await admin.setOrderStatus(orderId, 'Shipped');
  await admin.setOrderStatus(orderId, 'Delivered');

  for (const [language, kept] of [
    ['en', `${tomato.name}: already in your cart, kept at 2 Kg.`],
    ['hi', `${tomato.name}: पहले से आपके कार्ट में है, 2 किलो ही रखा गया।`],
  ] as const) {
    await page.goto(`/product/${tomato._id}?lang=${language}`);
    await page.evaluate(() => localStorage.removeItem('userCart'));
    await page.reload();
    await page.getByRole('article').getByRole('combobox').first().selectOption('2');
    await page.getByRole('article').locator('.add-to-cart button').click();
    await page.goto(`/Order/OrderDetails/${orderId}`);
    await settled(page);
    await page.locator('.order-again button').click();
    await expect(page.locator('.order-again__notice li')).toHaveText([kept]);
    expect((await storedCart(page)).map(({ id, quantity }) => [id, quantity])).toEqual([
      [tomato._id, 2],
      [milk._id, 2],
    ]);
  }
});
