import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '#common/schemas/orders.js';
import type { TestShop } from '#tests/support/app.js';
import { type SignedIn, signUp } from '#tests/support/factories.js';
import { giveCredit } from '#tests/support/khata.js';
import { orderBody, placeOrder, saveSettings } from '#tests/support/orders.js';
import { call, placePaidBy } from '#tests/support/payments.js';
import { createProduct, type TestProduct } from '#tests/support/products.js';
import { login } from '#web/features/auth/api/login.js';
import { RiderRunView } from '#web/features/rider/components/rider-run-view.js';
import { activateLanguage } from '#web/i18n/i18n.js';
import { riderTexts } from '#web/i18n/rider-texts.js';
import { api } from '#web/lib/api-client.js';
import { assign, makeRider, ship, shoppersOrder, wrongCodeFor } from './support/delivery-run.js';
import { serveShop, setPageOrigin } from './support/serve-shop.js';
import { settleClients } from './support/settle.js';

/**
 * The rider's screen (/rider; API.md "The delivery run", decision 0058) on a real shop: the stops
 * in slot order with the money, the call and the map; a delivery with the code and cash; a wrong
 * code; a Credit order; a delivery made offline, sent once when the network returns; Hindi. Each
 * test has its own rider, signed in to the page.
 */
const t = riderTexts.en;

let shop: TestShop;
let origin: string;
let owner: SignedIn;
let asha: SignedIn;
let rice: TestProduct;
const clients: QueryClient[] = [];

/** A port nothing listens on: every call fails as without a network. */
const NOWHERE = 'http://127.0.0.1:9';

beforeAll(async () => {
  ({ shop, origin } = await serveShop({
    settings: {
      maxOpenOrders: 0,
      maxUnpaidAmount: 0,
      maxQuantityPerProduct: 500,
      paymentMethods: ['Cash', 'UPI', 'Credit'],
      upiId: 'greenmart@okbank',
    },
  }));
  owner = await signUp(shop, { role: 'Admin' });
  asha = await signUp(shop, { firstName: 'Asha' });
  await giveCredit(shop, owner.cookie, asha.user._id, 5000);
  rice = await createProduct(shop, { name: 'Rice', rate: 10, stocks: 10_000 });
});
afterAll(() => shop.close());
afterEach(async () => {
  await settleClients(clients.splice(0));
  await act(() => activateLanguage('en'));
  document.body.innerHTML = '';
});

/** A new rider, signed in to the page. */
async function riderInPage(): Promise<SignedIn> {
  const rider = await makeRider(shop, owner);
  await login({ email: rider.email, password: rider.password });
  return rider;
}

/** An order of Asha's, shipped and given to the rider: answers it with its delivery code. */
async function shippedTo(rider: SignedIn, quantity: number, paymentMethod?: string): Promise<{ order: Order; code: string }> {
  const order = await placePaidBy(shop, asha, rice, quantity, paymentMethod);
  const code = await ship(shop, owner, order._id);
  await assign(shop, owner, order._id, rider.user._id);
  return { order, code };
}

function renderRun(rider: SignedIn) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  clients.push(queryClient);
  render(
    <QueryClientProvider client={queryClient}>
      <RiderRunView riderId={rider.user._id} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const stopOf = (orderNumber: number) => screen.findByRole('article', { name: t.order(orderNumber) });

describe('the stops', () => {
  it('lists the rider’s orders in slot order, each with the money in large type, the call and the map', async () => {
    const rider = await riderInPage();
    await saveSettings(shop, owner.cookie, {
      slots: [
        { start: '07:00', end: '10:00', capacity: 20 },
        { start: '18:00', end: '21:00', capacity: 20 },
      ],
      slotDays: 3,
      cutoffMinutes: 0,
    });
    try {
      const slots = (await api.get<{ slots: { _id: string; date: string; start: string }[] }>('/api/delivery/slots?pinCode=416416')).slots;
      const [early, middle, late] = [...slots].sort((a, b) => `${a.date}${a.start}`.localeCompare(`${b.date}${b.start}`));
      if (!early || !middle || !late) throw new Error('the shop offers three slots');
      // Placed latest slot first, so the list's order is the slots', not the placing's.
      const dal = await createProduct(shop, { name: 'Toor Dal', rate: 24.7, stocks: 1000 });
      const placed: Order[] = [];
      for (const [slot, product, quantity] of [
        [late, rice, 3],
        [early, dal, 5],
        [middle, rice, 2],
      ] as const) {
        const answer = await placeOrder(shop, asha.cookie, orderBody([{ product, quantity }], { deliverySlot: slot._id }));
        expect(answer.statusCode, answer.body).toBe(201);
        placed.push(answer.json().order);
      }
      const [lateOrder, earlyOrder, middleOrder] = placed as [Order, Order, Order];
      await ship(shop, owner, earlyOrder._id);
      await ship(shop, owner, lateOrder._id);
      for (const order of placed) await assign(shop, owner, order._id, rider.user._id);

      renderRun(rider);
      const first = await stopOf(earlyOrder.orderNumber);
      const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
      expect(headings).toEqual([earlyOrder, middleOrder, lateOrder].map((order) => t.order(order.orderNumber)));
      expect(screen.getByText(t.count(3))).toBeTruthy();

      expect(within(first).getByText('Collect ₹ 123.50')).toBeTruthy();
      expect(within(first).getByText('Asha Patil')).toBeTruthy();
      expect(within(first).getByRole('link', { name: 'Call Asha Patil' }).getAttribute('href')).toBe('tel:+919876543210');
      const map = within(first).getByRole('link', { name: 'Open in Google Maps: 12 Market Road, Sangli, 416416' });
      expect(map.getAttribute('href')).toBe('https://www.google.com/maps/search/?api=1&query=12%20Market%20Road%2C%20Sangli%2C%20416416');
      expect(within(first).getByText('Toor Dal')).toBeTruthy();
      expect(within(first).getByText('5 Kg')).toBeTruthy();
      expect(within(first).getByRole('button', { name: t.delivered })).toBeTruthy();

      // Still Processing: being packed, nothing to deliver yet.
      const packing = await stopOf(middleOrder.orderNumber);
      expect(within(packing).getByText(t.beingPacked)).toBeTruthy();
      expect(within(packing).queryByRole('button', { name: t.delivered })).toBeNull();
    } finally {
      await saveSettings(shop, owner.cookie, { slots: [], slotDays: 3 });
    }
  });
});

describe('delivering', () => {
  it('takes the code and cash: the order is delivered and paid, and the stop leaves with a confirmation', async () => {
    const rider = await riderInPage();
    const { order, code } = await shippedTo(rider, 4.5);
    const user = renderRun(rider);
    const stop = await stopOf(order.orderNumber);
    expect(within(stop).getByText('Collect ₹ 45')).toBeTruthy();

    await user.click(within(stop).getByRole('button', { name: t.delivered }));
    const field = within(stop).getByLabelText(t.code) as HTMLInputElement;
    expect(document.activeElement).toBe(field);
    expect(field.getAttribute('inputmode')).toBe('numeric');
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    await user.type(field, code);
    await user.click(within(stop).getByRole('button', { name: t.cash }));

    expect(await screen.findByText(t.done(order.orderNumber))).toBeTruthy();
    expect(screen.queryByRole('article', { name: t.order(order.orderNumber) })).toBeNull();
    expect(screen.getByText(t.none)).toBeTruthy();
    const delivered = await shoppersOrder(shop, asha, order._id);
    expect(delivered.status).toBe('Delivered');
    expect(delivered.payment).toMatchObject({ status: 'Paid', method: 'Cash' });
  });

  it('shows the shop’s message for a wrong code, keeps the code and puts the rider back on it', async () => {
    const rider = await riderInPage();
    const { order, code } = await shippedTo(rider, 3);
    const user = renderRun(rider);
    const stop = await stopOf(order.orderNumber);
    await user.click(within(stop).getByRole('button', { name: t.delivered }));
    const field = within(stop).getByLabelText(t.code) as HTMLInputElement;

    // Too short: said before asking the shop.
    await user.type(field, '12');
    await user.click(within(stop).getByRole('button', { name: t.cash }));
    expect(within(stop).getByRole('alert').textContent).toBe(t.codeNeeded);

    await user.clear(field);
    await user.type(field, wrongCodeFor(code));
    await user.click(within(stop).getByRole('button', { name: t.cash }));
    await waitFor(() =>
      expect(within(stop).getByRole('alert').textContent).toBe('Wrong Code, 4 Tries Left. Ask The Shopper For The Code On Their Order..!!'),
    );
    expect(field.value).toBe(wrongCodeFor(code));
    expect(document.activeElement).toBe(field);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect((await shoppersOrder(shop, asha, order._id)).payment.status).toBe('Unpaid');

    // The right code then delivers it.
    await user.clear(field);
    await user.type(field, code);
    await user.click(within(stop).getByRole('button', { name: t.notPaid }));
    expect(await screen.findByText(t.done(order.orderNumber))).toBeTruthy();
    expect((await shoppersOrder(shop, asha, order._id)).payment.status).toBe('Unpaid');
  });

  it('offers only On credit for a Credit order, and delivers it so', async () => {
    const rider = await riderInPage();
    const { order, code } = await shippedTo(rider, 2, 'Credit');
    const user = renderRun(rider);
    const stop = await stopOf(order.orderNumber);
    expect(within(stop).getByText(t.onCredit)).toBeTruthy();

    await user.click(within(stop).getByRole('button', { name: t.delivered }));
    const choices = within(stop).getByRole('group', { name: t.collected });
    expect(
      within(choices)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([t.creditCollected, t.cancel]);
    await user.type(within(stop).getByLabelText(t.code), code);
    await user.click(within(choices).getByRole('button', { name: t.creditCollected }));

    expect(await screen.findByText(t.done(order.orderNumber))).toBeTruthy();
    const delivered = await shoppersOrder(shop, asha, order._id);
    expect(delivered.status).toBe('Delivered');
  });

  it('says a delivery locked by 5 wrong codes is for the shop to unlock, and offers it no more', async () => {
    const rider = await riderInPage();
    const { order, code } = await shippedTo(rider, 2);
    for (let miss = 0; miss < 5; miss++) {
      const refused = await call(shop, rider.cookie, 'PUT', `/api/rider/orders/${order._id}/delivered`, {
        code: wrongCodeFor(code),
        collected: 'Cash',
      });
      expect(refused.statusCode).toBe(409);
    }
    renderRun(rider);
    const stop = await stopOf(order.orderNumber);
    expect(within(stop).getByText(t.locked)).toBeTruthy();
    expect(within(stop).queryByRole('button', { name: t.delivered })).toBeNull();
  });

  it('speaks Hindi', async () => {
    const rider = await riderInPage();
    const { order } = await shippedTo(rider, 1.5);
    await act(() => activateLanguage('hi'));
    renderRun(rider);
    const stop = await screen.findByRole('article', { name: riderTexts.hi.order(order.orderNumber) });
    expect(within(stop).getByText('₹ 15 लेने हैं')).toBeTruthy();
    expect(within(stop).getByRole('button', { name: riderTexts.hi.delivered })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(riderTexts.hi.title);
  });
});

describe('without a network', () => {
  it('shows the last list with its time when the shop cannot be reached', async () => {
    const rider = await riderInPage();
    const { order } = await shippedTo(rider, 2);
    renderRun(rider);
    await stopOf(order.orderNumber);
    cleanup();

    setPageOrigin(NOWHERE);
    try {
      renderRun(rider);
      const stop = await stopOf(order.orderNumber);
      expect(screen.getByText(/^Offline: showing the list from \d\d:\d\d$/)).toBeTruthy();
      expect(within(stop).getByText('Collect ₹ 20')).toBeTruthy();
    } finally {
      setPageOrigin(origin);
    }
  });

  it('keeps a delivery made offline and sends it once when the network returns', async () => {
    const rider = await riderInPage();
    const { order, code } = await shippedTo(rider, 6);
    const sends: string[] = [];
    const realFetch = window.fetch;
    window.fetch = (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('/delivered')) sends.push(url);
      return realFetch(input, init);
    };
    let online = true;
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
    try {
      const user = renderRun(rider);
      const stop = await stopOf(order.orderNumber);
      online = false;
      await user.click(within(stop).getByRole('button', { name: t.delivered }));
      await user.type(within(stop).getByLabelText(t.code), code);
      await user.click(within(stop).getByRole('button', { name: t.cash }));

      expect(await within(stop).findByText(t.waiting)).toBeTruthy();
      expect(screen.getByText(t.queued(order.orderNumber))).toBeTruthy();
      expect(within(stop).queryByRole('button', { name: t.delivered })).toBeNull();
      expect(sends).toEqual([]);
      expect(JSON.parse(localStorage.getItem(`rider-queue:${rider.user._id}`) ?? '[]')).toMatchObject([
        { orderId: order._id, code, collected: 'Cash' },
      ]);

      // Back online: told twice (the browser may), sent once.
      online = true;
      window.dispatchEvent(new Event('online'));
      window.dispatchEvent(new Event('online'));
      expect(await screen.findByText(t.done(order.orderNumber))).toBeTruthy();
      await waitFor(() => expect(screen.queryByRole('article', { name: t.order(order.orderNumber) })).toBeNull());
      expect(sends).toHaveLength(1);
      expect(localStorage.getItem(`rider-queue:${rider.user._id}`)).toBeNull();
      const delivered = await shoppersOrder(shop, asha, order._id);
      expect(delivered.status).toBe('Delivered');
      expect(delivered.payment).toMatchObject({ status: 'Paid', method: 'Cash' });
    } finally {
      window.fetch = realFetch;
      Reflect.deleteProperty(window.navigator, 'onLine');
    }
  });
});
