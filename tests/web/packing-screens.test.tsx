import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminWebPaths } from '#common/admin-web-paths.js';
import type { Order } from '#common/schemas/orders.js';
import type { TestShop } from '#tests/support/app.js';
import { type SignedIn, signUp } from '#tests/support/factories.js';
import { orderBody, placeOrder } from '#tests/support/orders.js';
import { createProduct, stockOf } from '#tests/support/products.js';
import { parsePackedQuantity } from '#web/features/admin/packed-quantity.js';
import { login } from '#web/features/auth/api/login.js';
import { adminTexts } from '#web/i18n/admin-texts.js';
import { AdminOrderDetailsPage } from '#web/routes/admin/admin-order-details.js';
import { AdminPickListPage } from '#web/routes/admin/admin-pick-list.js';
import { serveShop } from './support/serve-shop.js';

/**
 * Packing the order (API.md "Packing"): what the packer types beside the scale, the packing form
 * on the owner's order view against the real server (amount due before saving, the server's
 * refusals, the packed order after), and the day's pick list.
 */
const t = adminTexts.packing;

describe('reading a packed quantity', () => {
  it.each([
    ['1.08', true, 1.08],
    [' 1.08 kg ', true, 1.08],
    ['1080 g', true, 1.08],
    ['1080g', true, 1.08],
    ['950 GM', true, 0.95],
    ['0,5', true, 0.5],
    ['0.333', true, 0.333],
    ['0', true, 0],
    ['.5', true, 0.5],
    ['2', false, 2],
    ['1.5', false, 1.5],
  ])('reads %j (weighed: %s) as %d', (text, weighed, quantity) => {
    expect(parsePackedQuantity(text, weighed)).toEqual({ ok: true, quantity });
  });

  it.each([
    ['', true, 'empty'],
    ['   ', true, 'empty'],
    ['abc', true, 'notANumber'],
    ['1.0.8', true, 'notANumber'],
    ['g', true, 'notANumber'],
    ['1 lb', true, 'notANumber'],
    ['-1', true, 'negative'],
    ['1.0805', true, 'tooManyDecimals'],
    ['1080.5 g', true, 'tooManyDecimals'],
    ['500 g', false, 'gramsOnCount'],
  ])('refuses %j (weighed: %s): %s', (text, weighed, problem) => {
    expect(parsePackedQuantity(text, weighed)).toEqual({ ok: false, problem });
  });
});

let shop: TestShop;
let owner: SignedIn;
let shopper: SignedIn;
const clients: QueryClient[] = [];
beforeAll(async () => {
  ({ shop } = await serveShop({ settings: { maxOpenOrders: 0, maxUnpaidAmount: 0 } }));
  owner = await signUp(shop, { role: 'Admin' });
  shopper = await signUp(shop);
  await login({ email: owner.email, password: owner.password });
});
afterAll(() => shop.close());
afterEach(async () => {
  for (const client of clients.splice(0)) await waitFor(() => expect(client.isFetching() + client.isMutating()).toBe(0));
  document.body.innerHTML = '';
});

async function orderNow(id: string): Promise<Order> {
  return (await shop.app.inject({ method: 'GET', url: `/api/user/my/order/${id}`, headers: { cookie: shopper.cookie } })).json().order;
}

function renderAt(path: string, pattern: string, element: React.ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  clients.push(queryClient);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={`/admin/${pattern}`} element={element} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('the packing form', () => {
  it('packs a weighed line in grams and a missing one, showing the new amount before saving', async () => {
    const onion = await createProduct(shop, { name: 'Onion', rate: 40, stocks: 20 });
    const paneer = await createProduct(shop, { name: 'Paneer', rate: 90, stocks: 10, unit: 'Packet', kilogramOption: [1] });
    const placed = await placeOrder(
      shop,
      shopper.cookie,
      orderBody(
        [
          { product: onion, quantity: 1 },
          { product: paneer, quantity: 1 },
        ],
        { note: 'Small onions please', ifUnavailable: 'call' },
      ),
    );
    expect(placed.statusCode).toBe(201);
    const order: Order = placed.json().order;

    const user = renderAt(adminWebPaths.updateOrder.href(order._id), adminWebPaths.updateOrder.pattern, <AdminOrderDetailsPage />);
    const panel = await screen.findByRole('region', { name: t.title });
    expect(within(panel).getByText('Small onions please')).toBeTruthy();
    expect(within(panel).getByText(t.choices.call)).toBeTruthy();
    expect(
      within(panel)
        .getByRole('link', { name: t.call(order.shippingInfo.mobileNumber) })
        .getAttribute('href'),
    ).toBe('tel:+919876543210');

    // The shop's 10% on a weighed line, as the server will hold it.
    expect(await within(panel).findByText(/up to 1\.1 Kg/)).toBeTruthy();
    const onionInput = within(panel).getByLabelText(t.packedIn('Kg'));
    await user.clear(onionInput);
    await user.type(onionInput, '1080 g');
    const lines = within(panel).getAllByRole('listitem');
    await user.click(within(lines[1]!).getByRole('checkbox', { name: t.notAvailable }));
    // 1.08 Kg at ₹ 40 is ₹ 43.20; the paneer is not there.
    expect(within(panel).getByText('₹ 43.2')).toBeTruthy();

    await user.click(within(panel).getByRole('button', { name: t.save }));
    expect(await within(panel).findByText(t.saved)).toBeTruthy();
    const packed = await orderNow(order._id);
    expect(packed.orderItems.map((item) => item.packedQuantity)).toEqual([1.08, 0]);
    expect(packed.amountDue).toBe(43.2);
    expect(await stockOf(shop, paneer.id)).toBe(10);
    // The order's lines show what was packed.
    const items = document.querySelector('.order-items') as HTMLElement;
    expect(await within(items).findByText('Not available')).toBeTruthy();
    expect(within(items).getByText('Packed: 1.08 KG')).toBeTruthy();
  });

  it("says what cannot be read before sending, and shows the server's refusal", async () => {
    const rice = await createProduct(shop, { name: 'Rice', rate: 50, stocks: 20 });
    const placed = await placeOrder(shop, shopper.cookie, orderBody([{ product: rice, quantity: 1 }]));
    const order: Order = placed.json().order;
    const user = renderAt(adminWebPaths.updateOrder.href(order._id), adminWebPaths.updateOrder.pattern, <AdminOrderDetailsPage />);
    const panel = await screen.findByRole('region', { name: t.title });
    const input = within(panel).getByLabelText(t.packedIn('Kg'));

    await user.clear(input);
    await user.type(input, 'about a kilo');
    await user.click(within(panel).getByRole('button', { name: t.save }));
    expect(within(panel).getByText(t.quantityProblems.notANumber)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');

    // Past the 10% tolerance: the server's own words.
    await user.clear(input);
    await user.type(input, '1.5');
    await user.click(within(panel).getByRole('button', { name: t.save }));
    expect(await within(panel).findByText(/Rice: Pack 0 To 1\.1 Kg/)).toBeTruthy();
    expect((await orderNow(order._id)).packedAt).toBeNull();
  });
});

describe('the pick list', () => {
  it("lists the day's products summed and the orders with their notes", async () => {
    const dal = await createProduct(shop, { name: 'Toor Dal', rate: 120, stocks: 50 });
    for (const quantity of [1, 2]) {
      const placed = await placeOrder(shop, shopper.cookie, orderBody([{ product: dal, quantity }], { note: `Bag ${quantity}` }));
      expect(placed.statusCode).toBe(201);
    }
    renderAt(adminWebPaths.pickList.href(), adminWebPaths.pickList.pattern, <AdminPickListPage />);
    const products = await screen.findByRole('region', { name: adminTexts.pickList.products });
    const row = within(products).getByRole('row', { name: /Toor Dal/ });
    expect(within(row).getByText('3 Kg')).toBeTruthy();
    const orders = screen.getByRole('region', { name: adminTexts.pickList.ordersTitle });
    expect(within(orders).getByText('Bag 1')).toBeTruthy();
    expect(within(orders).getByText('Bag 2')).toBeTruthy();
  });
});
