import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminWebPaths } from '#common/admin-web-paths.js';
import type { Order } from '#common/schemas/orders.js';
import type { TestShop } from '#tests/support/app.js';
import { type SignedIn, signUp } from '#tests/support/factories.js';
import { giveCredit, payKhata } from '#tests/support/khata.js';
import { setOrderStatus } from '#tests/support/orders.js';
import { call, placePaidBy, recordPayment } from '#tests/support/payments.js';
import { createProduct, type TestProduct } from '#tests/support/products.js';
import { login } from '#web/features/auth/api/login.js';
import { addDays, istToday } from '#web/features/reports/sales-range.js';
import { cashUpTexts } from '#web/i18n/cash-up-texts.js';
import { activateLanguage } from '#web/i18n/i18n.js';
import { AdminCashUpPage } from '#web/routes/admin/admin-cash-up.js';
import { serveShop } from './support/serve-shop.js';
import { settleClients } from './support/settle.js';

/**
 * The owner's cash-up screen (API.md "Getting paid"; decision 0050) on a real shop: today's money
 * by cash and UPI with the credit paid back named, the refunds, the net and the credit given; the
 * delivered orders still unpaid and the refunds due, each leading to its order; the day in the
 * address, stepped and typed; the sheet's link; Hindi.
 */
const t = cashUpTexts.en;

let shop: TestShop;
let owner: SignedIn;
let asha: SignedIn;
let product: TestProduct;
const unpaid: Order[] = [];
let refundDue: Order;
const clients: QueryClient[] = [];
const today = istToday(new Date());

async function delivered(order: Order): Promise<void> {
  await setOrderStatus(shop, owner.cookie, order._id, 'Shipped');
  await setOrderStatus(shop, owner.cookie, order._id, 'Delivered');
}

beforeAll(async () => {
  ({ shop } = await serveShop({
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
  product = await createProduct(shop, { name: 'Rice', rate: 10, stocks: 10_000 });
  await giveCredit(shop, owner.cookie, asha.user._id, 5000);

  // Today: ₹ 120 and ₹ 45 in cash, ₹ 200 by UPI, ₹ 300 of credit delivered and ₹ 100 of it paid back by UPI.
  for (const [rupees, method] of [
    [120, 'Cash'],
    [45, 'Cash'],
    [200, 'UPI'],
  ] as const) {
    const order = await placePaidBy(shop, asha, product, rupees / 10);
    expect((await recordPayment(shop, owner.cookie, order._id, { method })).statusCode).toBe(200);
  }
  await delivered(await placePaidBy(shop, asha, product, 30, 'Credit'));
  expect((await payKhata(shop, owner.cookie, asha.user._id, { amount: 100, method: 'UPI' })).statusCode).toBe(201);
  // A paid order cancelled (a refund due, ₹ 60, still counted as received) and one refunded (₹ 50).
  refundDue = await placePaidBy(shop, asha, product, 6);
  expect((await recordPayment(shop, owner.cookie, refundDue._id, { method: 'Cash' })).statusCode).toBe(200);
  await setOrderStatus(shop, owner.cookie, refundDue._id, 'Cancelled');
  const refunded = await placePaidBy(shop, asha, product, 5);
  expect((await recordPayment(shop, owner.cookie, refunded._id, { method: 'UPI' })).statusCode).toBe(200);
  await setOrderStatus(shop, owner.cookie, refunded._id, 'Cancelled');
  expect((await call(shop, owner.cookie, 'PUT', `/api/admin/orders/${refunded._id}/refund`, {})).statusCode).toBe(200);
  // Delivered, not paid: a UPI order whose shopper reported the UTR, and a cash one.
  const upi = await placePaidBy(shop, asha, product, 8, 'UPI');
  const reported = await call(shop, asha.cookie, 'PUT', `/api/user/my/order/${upi._id}/payment`, { reference: '401234567890' });
  expect(reported.statusCode).toBe(200);
  await delivered(upi);
  const cash = await placePaidBy(shop, asha, product, 4.5);
  await delivered(cash);
  unpaid.push(upi, cash);

  await login({ email: owner.email, password: owner.password });
});
afterAll(() => shop.close());
afterEach(async () => {
  await settleClients(clients.splice(0));
  await act(() => activateLanguage('en'));
  document.body.innerHTML = '';
});

function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

function renderCashUp(entry = adminWebPaths.cashUp.href()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  clients.push(queryClient);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path={`/admin/${adminWebPaths.cashUp.pattern}`} element={<AdminCashUpPage />} />
          <Route path={`/admin/${adminWebPaths.updateOrder.pattern}`} element={<p>The order</p>} />
        </Routes>
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

/** A figure of the day by its label: its amount and the lines under it, joined by ' | '. */
async function figure(label: string, texts = t): Promise<string> {
  const figures = await screen.findByRole('region', { name: texts.totals });
  const term = within(figures).getByText(label, { selector: 'dt' });
  return Array.from(term.nextElementSibling?.children ?? [], (line) => line.textContent).join(' | ');
}

describe('the cash-up of today', () => {
  it('adds up the money by how it came, names the credit paid back, and nets the refunds', async () => {
    renderCashUp();
    expect(await screen.findByRole('heading', { level: 2, name: /\(today\)$/ })).toBeTruthy();
    // Cash: 120 + 45 + 60 (paid, since cancelled). UPI: 200 + 50 (refunded since) + the credit's 100.
    expect(await figure(t.cash)).toBe('₹ 225 | 3 payments');
    expect(await figure(t.upi)).toBe('₹ 350 | 3 payments | ₹ 100 of it paid against credit (1)');
    expect(await figure(t.refunded)).toBe('₹ 50 | 1 order');
    expect(await figure(t.net)).toBe(`₹ 525 | ${t.netNote}`);
    expect(await figure(t.onCredit)).toBe('₹ 300 | 1 order');
  });

  it('lists the delivered orders still unpaid and the refunds due, each leading to its order', async () => {
    const user = renderCashUp();
    const unpaidList = await screen.findByRole('region', { name: t.unpaidTitle });
    expect(within(unpaidList).getByText(t.unpaidSummary(2, '₹ 125'))).toBeTruthy();
    const cards = within(unpaidList).getAllByRole('listitem');
    expect(cards.map((card) => card.querySelector('.cash-up-order__number')?.textContent)).toEqual(
      unpaid.map((order) => t.orderLink(order.orderNumber)),
    );
    expect(within(cards[0]!).getByText(t.utrReported('401234567890'))).toBeTruthy();
    expect(within(cards[0]!).getByText(/Chose UPI$/)).toBeTruthy();
    expect(within(cards[1]!).getByText(/^Delivered .* · Chose cash$/)).toBeTruthy();
    expect(
      within(cards[1]!)
        .getByRole('link', { name: /^Call Asha Patil: 9876543210$/ })
        .getAttribute('href'),
    ).toBe('tel:+919876543210');

    const refunds = screen.getByRole('region', { name: t.refundsTitle });
    expect(within(refunds).getByText(t.refundsSummary(1, '₹ 60'))).toBeTruthy();
    expect(within(refunds).getByText(/^Cancelled .* · Paid in cash$/)).toBeTruthy();
    const refundLink = within(refunds).getByRole('link', { name: t.orderLink(refundDue.orderNumber) });
    expect(refundLink.getAttribute('href')).toBe(adminWebPaths.updateOrder.href(refundDue._id));

    // The action's name says which order (a screen reader lists the links of the page apart from their cards).
    await user.click(within(cards[1]!).getByRole('link', { name: new RegExp(`^${t.markPaid}\\s*, order ${unpaid[1]!.orderNumber}$`) }));
    expect(screen.getByTestId('address').textContent).toBe(adminWebPaths.updateOrder.href(unpaid[1]!._id));
  });

  it('offers the day as a sheet', async () => {
    renderCashUp();
    const link = await screen.findByRole('link', { name: /^Download CSV\s*: the cash-up of / });
    expect(link.getAttribute('href')).toBe(`/api/admin/reports/payments.csv?date=${today}`);
    expect(link.hasAttribute('download')).toBe(true);
  });
});

describe('the day', () => {
  it('steps back a day into the address, and stops at today going forward', async () => {
    const user = renderCashUp();
    await screen.findByRole('heading', { level: 2, name: /\(today\)$/ });
    expect((screen.getByRole('button', { name: t.nextDay }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: t.today }).getAttribute('aria-pressed')).toBe('true');

    await user.click(screen.getByRole('button', { name: t.previousDay }));
    const yesterday = addDays(today, -1);
    expect(screen.getByTestId('address').textContent).toBe(`${adminWebPaths.cashUp.href()}?date=${yesterday}`);
    expect((screen.getByLabelText(t.day) as HTMLInputElement).value).toBe(yesterday);
    await waitFor(async () => expect(await figure(t.cash)).toBe('₹ 0 | 0 payments'));
    // What is still to settle is of any day.
    expect(within(screen.getByRole('region', { name: t.unpaidTitle })).getAllByRole('listitem')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: t.nextDay }));
    expect(screen.getByTestId('address').textContent).toBe(adminWebPaths.cashUp.href());
    await waitFor(async () => expect(await figure(t.cash)).toBe('₹ 225 | 3 payments'));
  });

  it('says so when the address names no day, and asks nothing', async () => {
    renderCashUp(`${adminWebPaths.cashUp.href()}?date=2026-02-30`);
    const field = screen.getByLabelText(t.day);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe(t.badDay);
    expect(screen.queryByRole('list', { name: t.totals })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Download CSV/ })).toBeNull();
  });

  it('takes a typed day', async () => {
    const user = renderCashUp();
    await screen.findByRole('heading', { level: 2, name: /\(today\)$/ });
    const field = screen.getByLabelText(t.day);
    await user.clear(field);
    await user.type(field, '2030-01-15');
    expect(screen.getByTestId('address').textContent).toBe(`${adminWebPaths.cashUp.href()}?date=2030-01-15`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Tuesday, 15 January 2030' })).toBeTruthy();
  });
});

describe('in Hindi', () => {
  it("shows the day's account in the owner's language", async () => {
    await act(() => activateLanguage('hi'));
    renderCashUp();
    const hi = cashUpTexts.hi;
    expect(await screen.findByRole('heading', { level: 1, name: hi.title })).toBeTruthy();
    expect(await figure(hi.cash, hi)).toBe('₹ 225 | 3 भुगतान');
    expect(screen.getByRole('region', { name: hi.unpaidTitle })).toBeTruthy();
    expect(screen.getByText(hi.unpaidSummary(2, '₹ 125'))).toBeTruthy();
    expect(screen.getByRole('button', { name: hi.previousDay })).toBeTruthy();
  });
});
