import { expect, test } from '@playwright/test';
import {
  ADMIN,
  alertOf,
  createProduct,
  DESKTOP,
  logIn,
  orderRow,
  placeOrder,
  registerCustomer,
  rupeesOf,
  settled,
  shot,
} from './admin-helpers.js';

test.use(DESKTOP);

test('an admin ships and delivers an order and the dashboard counts it in Total Amount', async ({ page, playwright, baseURL }) => {
  test.setTimeout(90_000);
  await logIn(page.request, ADMIN.email, ADMIN.password);
  const product = await createProduct(page.request, { rate: 45.5, stocks: 20 });
  const customerRequest = await playwright.request.newContext({ baseURL });
  try {
    const customer = await registerCustomer(customerRequest, 'Meera');
    const order = await placeOrder(customerRequest, product, 2);
    expect(order.total).toBe(91);

    await page.goto('/admin/home');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await settled(page);
    const amount = page.getByTestId('dashboard-amount');
    await expect(amount).toHaveText(/₹/);
    const before = rupeesOf((await amount.textContent()) ?? '');

    // All Orders: the new order is on top; its '#id' link, with the order's number, opens the details.
    await page.goto('/admin/view/orders');
    await settled(page);
    const row = orderRow(page, order);
    const link = row.getByRole('link', { name: `#${order.orderNumber}`, exact: true });
    await expect(row).toContainText(`${customer.firstName} ${customer.lastName}`);
    await expect(row).toContainText('9876543210');
    await expect(row).toContainText('₹ 91');
    await expect(row).toContainText('Processing');
    await shot(page, 'orders-1280');
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/admin/update/order/${order._id}$`));
    await settled(page);
    await expect(page.getByText(`Order ${order.orderNumber}`, { exact: true })).toBeVisible();

    const status = page.getByLabel('Order Status');
    await expect(status.locator('option')).toHaveText(['Choose Status', 'Shipped', 'Cancelled']);
    // The order's lines (the Pack section above them names the products too).
    const items = page.locator('ul.order-items');
    await expect(items.getByText(`${product.name}`)).toBeVisible();
    await expect(items.getByText('2 KG')).toBeVisible();
    await expect(items.getByText('₹ 45.5/Kg')).toBeVisible();
    await shot(page, 'order-details-1280');

    // Nothing chosen: an alert, nothing sent.
    expect(await alertOf(page, () => page.getByRole('button', { name: 'Update Status' }).click())).toBe('Select Order Status..!!');

    await status.selectOption('Shipped');
    await page.getByRole('button', { name: 'Update Status' }).click();
    await expect(page.getByText('Order Status Updated..!!')).toBeVisible();
    await expect(page.locator('.order-stats .status')).toHaveText('Shipped');
    await expect(status.locator('option')).toHaveText(['Choose Status', 'Delivered', 'Cancelled']);

    await status.selectOption('Delivered');
    await page.getByRole('button', { name: 'Update Status' }).click();
    await expect(page.locator('.order-stats .status')).toHaveText('Delivered');
    await expect(page.getByRole('combobox', { name: 'Order Status' })).toHaveCount(0);
    await expect(page.getByText('This order is delivered: its status cannot change any more.')).toBeVisible();

    // The dashboard counts the delivered order.
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' }).click();
    await settled(page);
    await expect(amount).not.toHaveText(/–/);
    await expect.poll(async () => rupeesOf((await amount.textContent()) ?? '')).toBeCloseTo(before + 91, 2);
    await expect(page.getByRole('heading', { name: 'Amount Growth' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Products Stock' })).toBeVisible();
    await expect(page.getByRole('img', { name: /Amount Earned/ })).toBeVisible();

    // The shopper sees the new status in their own orders.
    const mine = await (await customerRequest.get(`/api/user/my/order/${order._id}`)).json();
    expect(mine.order.status).toBe('Delivered');
  } finally {
    await customerRequest.dispose();
    await page.request.delete(`/api/product/delete/${product._id}`);
  }
});

test("a refused status change shows the server's message", async ({ page, playwright, baseURL }) => {
  await logIn(page.request, ADMIN.email, ADMIN.password);
  const product = await createProduct(page.request, { rate: 30, stocks: 10 });
  const customerRequest = await playwright.request.newContext({ baseURL });
  try {
    await registerCustomer(customerRequest, 'Ravi');
    const order = await placeOrder(customerRequest, product, 1);

    await page.goto(`/admin/update/order/${order._id}`);
    await settled(page);
    await expect(page.getByLabel('Order Status').locator('option')).toHaveText(['Choose Status', 'Shipped', 'Cancelled']);

    // Another admin ships it meanwhile: this page still offers Shipped, the server refuses it.
    const shipped = await page.request.put(`/api/user/update/order/${order._id}`, { data: { oStatus: 'Shipped' } });
    expect(shipped.status()).toBe(200);
    await page.getByLabel('Order Status').selectOption('Shipped');
    await page.getByRole('button', { name: 'Update Status' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toBeVisible();
    await expect(alert).not.toHaveText('');
    // The page shows the order as it is now, with the next step on offer.
    await expect(page.locator('.order-stats .status')).toHaveText('Shipped');
    await expect(page.getByLabel('Order Status').locator('option')).toHaveText(['Choose Status', 'Delivered', 'Cancelled']);
    await shot(page, 'order-status-refused-1280');
  } finally {
    await customerRequest.dispose();
    await page.request.delete(`/api/product/delete/${product._id}`);
  }
});
