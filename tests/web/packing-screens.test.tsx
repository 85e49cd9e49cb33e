import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminWebPaths } from '#common/admin-web-paths.js';
import type { Order } from '#common/schemas/orders.js';
import type { TestShop } from '#tests/support/app.js';
import { type SignedIn, signUp } from '#tests/support/factories.js';
import { orderBody, placeOrder } from '#tests/support/orders.js';
import { packed, pickList } from '#tests/support/packing.js';
import { recordPayment } from '#tests/support/payments.js';
import { createProduct, stockOf } from '#tests/support/products.js';
import { parsePackedQuantity } from '#web/features/admin/packed-quantity.js';
import { login } from '#web/features/auth/api/login.js';
import { adminTexts } from '#web/i18n/admin-texts.js';
import { formatsOf } from '#web/i18n/format.js';
import { activateLanguage } from '#web/i18n/i18n.js';
import { ownerPackingTexts } from '#web/i18n/owner-packing-texts.js';
import { todayInIndia } from '#web/lib/delivery-slot.js';
import { AdminOrderDetailsPage } from '#web/routes/admin/admin-order-details.js';
import { AdminPackingSlipPage } from '#web/routes/admin/admin-packing-slip.js';
import { AdminPickListPage } from '#web/routes/admin/admin-pick-list.js';
import { serveShop } from './support/serve-shop.js';
import { settleClients } from './support/settle.js';

/**
 * Packing the order (API.md "Packing"): what the packer types beside the scale, the packing form
 * on the owner's order view against the real server (amount due before saving, the server's
 * refusals, the packed order after, the lines in pick order and the way to the next order), the
 * day's pick list, and one order's packing slip, in English and Hindi.
 */
const { packing: t, pickList: p, slip: s } = ownerPackingTexts.en;

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
  await settleClients(clients.splice(0));
  document.body.innerHTML = '';
});

async function orderNow(id: string): Promise<Order> {
  return (await shop.app.inject({ method: 'GET', url: `/api/user/my/order/${id}`, headers: { cookie: shopper.cookie } })).json().order;
}

/** The owner's packing screens at `path`, each reachable from the others by its links. */
function renderAt(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  clients.push(queryClient);
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={`/admin/${adminWebPaths.updateOrder.pattern}`} element={<AdminOrderDetailsPage />} />
          <Route path={`/admin/${adminWebPaths.pickList.pattern}`} element={<AdminPickListPage />} />
          <Route path={`/admin/${adminWebPaths.packingSlip.pattern}`} element={<AdminPackingSlipPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return Object.assign(userEvent.setup(), { unmount: view.unmount });
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

    const user = renderAt(adminWebPaths.updateOrder.href(order._id));
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
    const user = renderAt(adminWebPaths.updateOrder.href(order._id));
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
    renderAt(adminWebPaths.pickList.href());
    const products = await screen.findByRole('region', { name: p.products });
    const row = within(products).getByRole('row', { name: /Toor Dal/ });
    expect(within(row).getByText('3 Kg')).toBeTruthy();
    const orders = screen.getByRole('region', { name: p.ordersTitle });
    expect(within(orders).getByText('Bag 1')).toBeTruthy();
    expect(within(orders).getByText('Bag 2')).toBeTruthy();
  });
});

/** The names of the Pack section's lines, top to bottom. */
const packNames = (panel: HTMLElement) => [...panel.querySelectorAll('.packing__name')].map((name) => name.textContent);

describe('one order at a time, in pick order', () => {
  it('lists the lines as the pick list sorts its products, on the Pack section and the slip', async () => {
    const products = [];
    for (const name of ['Tomato Sorted', 'apple Sorted', 'Banana Sorted'])
      products.push(await createProduct(shop, { name, rate: 30, stocks: 20 }));
    const placed = await placeOrder(shop, shopper.cookie, orderBody(products.map((product) => ({ product, quantity: 1 }))));
    const order: Order = placed.json().order;
    const sorted = ['apple Sorted', 'Banana Sorted', 'Tomato Sorted'];
    // The pick list's own products go this way too.
    const day = (await pickList(shop, owner.cookie, { date: todayInIndia() })).json();
    const listed = (day.products as { name: string }[]).map((product) => product.name).filter((name) => name.endsWith(' Sorted'));
    expect(listed).toEqual(sorted);

    const user = renderAt(adminWebPaths.updateOrder.href(order._id));
    const panel = await screen.findByRole('region', { name: t.title });
    expect(packNames(panel)).toEqual(sorted);
    // Beside the bill, the same bill 80 mm wide for the counter's thermal printer (decision 0059).
    const bill = `/api/user/my/order/${order._id}/invoice`;
    expect(screen.getByRole('link', { name: t.receipt }).getAttribute('href')).toBe(`${bill}?paper=receipt`);

    await user.click(screen.getByRole('link', { name: t.printSlip }));
    const slip = await screen.findByRole('article', { name: new RegExp(s.order(order.orderNumber)) });
    const rows = within(slip).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(sorted);
    // Not packed yet: what was ordered, at the ordered total.
    expect(within(slip).getByText(s.notPacked)).toBeTruthy();
    expect(within(rows[0]!).getByText('1 Kg')).toBeTruthy();
    expect(within(slip).getByText(s.collect.Cash('₹ 90'))).toBeTruthy();
  });

  it("after Save leads to the day's next order still to pack, then says none is left", async () => {
    const moong = await createProduct(shop, { name: 'Moong Next', rate: 110, stocks: 20 });
    const first: Order = (await placeOrder(shop, shopper.cookie, orderBody([{ product: moong, quantity: 1 }]))).json().order;
    const second: Order = (await placeOrder(shop, shopper.cookie, orderBody([{ product: moong, quantity: 2 }]))).json().order;
    const today = (await pickList(shop, owner.cookie, { date: todayInIndia() })).json();
    const secondOnList = (today.orders as { _id: string; customer: string }[]).find((listed) => listed._id === second._id);
    expect(secondOnList).toBeDefined();

    const user = renderAt(adminWebPaths.updateOrder.href(first._id));
    let panel = await screen.findByRole('region', { name: t.title });
    await user.click(within(panel).getByRole('button', { name: t.save }));
    const next = await within(panel).findByRole('link', { name: t.next(second.orderNumber, secondOnList?.customer ?? '') });
    expect((await orderNow(first._id)).packedAt).not.toBeNull();

    // Every other order of the day is packed meanwhile (at another phone).
    for (const other of today.orders as { _id: string; packedAt: string | null; items: { _id: string; quantity: number }[] }[]) {
      if (other._id === first._id || other._id === second._id || other.packedAt) continue;
      await packed(
        shop,
        owner.cookie,
        other._id,
        other.items.map((item) => ({ _id: item._id, packedQuantity: item.quantity })),
      );
    }
    await user.click(next);
    expect(await screen.findByText(adminTexts.orders.orderNumber(second.orderNumber))).toBeTruthy();
    panel = screen.getByRole('region', { name: t.title });
    expect(within(panel).getByRole('textbox', { name: t.packedIn('Kg') })).toHaveProperty('value', '2');
    await user.click(within(panel).getByRole('button', { name: t.save }));
    expect(await within(panel).findByText(t.noneLeft(formatsOf('en').slotDay(today.date)))).toBeTruthy();
    expect((await orderNow(second._id)).packedAt).not.toBeNull();
  });
});

describe('the packing slip', () => {
  it('prints the packed and unavailable lines, the amount to pay and how it is paid', async () => {
    const onion = await createProduct(shop, { name: 'Onion Slip', rate: 40, stocks: 20 });
    const paneer = await createProduct(shop, { name: 'Paneer Slip', rate: 90, stocks: 10, unit: 'Packet', kilogramOption: [1] });
    const body = orderBody(
      [
        { product: paneer, quantity: 1 },
        { product: onion, quantity: 1 },
      ],
      { note: 'Ring the bell twice', ifUnavailable: 'call' },
    );
    const order: Order = (await placeOrder(shop, shopper.cookie, body)).json().order;
    await packed(shop, owner.cookie, order._id, [
      { _id: onion.id, packedQuantity: 1.08 },
      { _id: paneer.id, packedQuantity: 0 },
    ]);

    const first = renderAt(adminWebPaths.packingSlip.href(order._id));
    let slip = await screen.findByRole('article', { name: `${s.title} ${s.order(order.orderNumber)}` });
    expect(within(slip).getByText('Asha Patil')).toBeTruthy();
    expect(within(slip).getByText(order.shippingInfo.mobileNumber)).toBeTruthy();
    expect(
      within(slip).getByText(`${order.shippingInfo.address}, ${order.shippingInfo.city} - ${order.shippingInfo.pinCode}`),
    ).toBeTruthy();
    expect(within(slip).getByText('Ring the bell twice')).toBeTruthy();
    expect(within(slip).getByText(t.choices.call)).toBeTruthy();
    expect(within(slip).queryByText(s.notPacked)).toBeNull();
    const [onionRow, paneerRow] = within(slip).getAllByRole('row').slice(1);
    // 1.08 Kg at ₹ 40, with what was ordered beside it.
    expect(onionRow?.textContent).toBe(`Onion Slip1.08 Kg${s.ordered('1 Kg')}₹ 43.2`);
    // The paneer was not there: struck through, at ₹ 0.
    expect(paneerRow?.textContent).toBe(`Paneer Slip${t.notAvailable}${s.ordered('1 Packet')}₹ 0`);
    expect(paneerRow?.className).toBe('packing-slip__line--missing');
    expect(within(slip).getByText(s.amountToPay).nextElementSibling?.textContent).toBe('₹ 43.2');
    expect(within(slip).getByText(s.collect.Cash('₹ 43.2'))).toBeTruthy();
    first.unmount();

    // Paid by UPI, then packed heavier: the difference is collected at the door.
    expect((await recordPayment(shop, owner.cookie, order._id, { method: 'UPI' })).statusCode).toBe(200);
    await packed(shop, owner.cookie, order._id, [
      { _id: onion.id, packedQuantity: 1.1 },
      { _id: paneer.id, packedQuantity: 0 },
    ]);
    renderAt(adminWebPaths.packingSlip.href(order._id));
    slip = await screen.findByRole('article', { name: `${s.title} ${s.order(order.orderNumber)}` });
    expect(within(slip).getByText(`${s.paidBy.UPI}, ${s.stillToCollect('₹ 0.8')}`)).toBeTruthy();
  });

  it('is reached from each order on the pick list', async () => {
    const dal = await createProduct(shop, { name: 'Masoor Slip', rate: 100, stocks: 20 });
    const order: Order = (await placeOrder(shop, shopper.cookie, orderBody([{ product: dal, quantity: 2 }]))).json().order;
    const user = renderAt(adminWebPaths.pickList.href());
    await user.click(await screen.findByRole('link', { name: p.slipOf(order.orderNumber) }));
    const slip = await screen.findByRole('article', { name: `${s.title} ${s.order(order.orderNumber)}` });
    expect(within(slip).getByText('Masoor Slip')).toBeTruthy();
    expect(within(slip).getByText(s.collect.Cash('₹ 200'))).toBeTruthy();
  });

  it('speaks Hindi, with the Pack section and the pick list', async () => {
    const hi = ownerPackingTexts.hi;
    const onion = await createProduct(shop, { name: 'Onion Hindi', rate: 40, stocks: 20 });
    const paneer = await createProduct(shop, { name: 'Paneer Hindi', rate: 90, stocks: 10, unit: 'Packet', kilogramOption: [1] });
    const order: Order = (
      await placeOrder(
        shop,
        shopper.cookie,
        orderBody([
          { product: onion, quantity: 1 },
          { product: paneer, quantity: 1 },
        ]),
      )
    ).json().order;
    await act(() => activateLanguage('hi'));
    try {
      const user = renderAt(adminWebPaths.updateOrder.href(order._id));
      const panel = await screen.findByRole('region', { name: hi.packing.title });
      expect(within(panel).getByLabelText(hi.packing.packedIn('किलो'))).toBeTruthy();
      await user.click(within(panel.querySelectorAll('li')[1] as HTMLElement).getByRole('checkbox', { name: hi.packing.notAvailable }));
      await user.click(within(panel).getByRole('button', { name: hi.packing.save }));
      expect(await within(panel).findByText(hi.packing.saved)).toBeTruthy();
      expect(screen.getByRole('link', { name: hi.packing.receipt }).getAttribute('href')).toMatch(/\/invoice\?paper=receipt$/);

      await user.click(screen.getByRole('link', { name: hi.packing.printSlip }));
      const slip = await screen.findByRole('article', { name: `${hi.slip.title} ${hi.slip.order(order.orderNumber)}` });
      expect(within(slip).getByText(hi.packing.notAvailable)).toBeTruthy();
      expect(within(slip).getByText('1 किलो')).toBeTruthy();
      expect(within(slip).getByText(hi.slip.collect.Cash('₹ 40'))).toBeTruthy();
      expect(screen.getByRole('button', { name: hi.print.print })).toBeTruthy();
      expect(screen.getByRole('checkbox', { name: hi.print.narrow })).toBeTruthy();
    } finally {
      await act(() => activateLanguage('en'));
    }
  });
});
