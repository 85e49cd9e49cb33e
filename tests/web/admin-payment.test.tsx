import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminWebPaths } from '#common/admin-web-paths.js';
import type { Order } from '#common/schemas/orders.js';
import type { TestShop } from '#tests/support/app.js';
import { type SignedIn, signUp } from '#tests/support/factories.js';
import { orderBody, placeOrder, setOrderStatus } from '#tests/support/orders.js';
import { createProduct } from '#tests/support/products.js';
import { payableFromList } from '#web/features/admin/components/mark-paid-button.js';
import { OrderCards } from '#web/features/admin/components/order-cards.js';
import { OrdersTable } from '#web/features/admin/components/orders-table.js';
import { login } from '#web/features/auth/api/login.js';
import { activateLanguage } from '#web/i18n/i18n.js';
import { ownerPaymentTexts } from '#web/i18n/owner-payment-texts.js';
import { ownerTexts } from '#web/i18n/owner-texts.js';
import { AdminOrderDetailsPage } from '#web/routes/admin/admin-order-details.js';
import { serveShop } from './support/serve-shop.js';
import { settleClients } from './support/settle.js';

/**
 * The owner's side of getting paid (API.md "Getting paid"): the order view shows the payment and
 * the UTR the customer reported, records the money (Mark Paid, or Delivered and Paid at the
 * door), and the refund of a paid order that was cancelled. The shop takes Cash and UPI.
 */
const p = ownerPaymentTexts.en;
const statuses = ownerTexts.en.orders.payment;

let shop: TestShop;
let owner: SignedIn;
let shopper: SignedIn;
const clients: QueryClient[] = [];
beforeAll(async () => {
  ({ shop } = await serveShop({
    settings: { maxOpenOrders: 0, maxUnpaidAmount: 0, paymentMethods: ['Cash', 'UPI'], upiId: 'greenmart@okbank' },
  }));
  owner = await signUp(shop, { role: 'Admin' });
  shopper = await signUp(shop);
  await login({ email: owner.email, password: owner.password });
});
afterAll(() => shop.close());
afterEach(async () => {
  await settleClients(clients.splice(0));
  await act(() => activateLanguage('en'));
  document.body.innerHTML = '';
});

async function orderOf(paymentMethod: 'Cash' | 'UPI'): Promise<Order> {
  const product = await createProduct(shop, { name: `Rice ${paymentMethod}`, rate: 80, stocks: 50 });
  const placed = await placeOrder(shop, shopper.cookie, orderBody([{ product, quantity: 1 }], { paymentMethod }));
  expect(placed.statusCode).toBe(201);
  return placed.json().order;
}

async function orderNow(id: string): Promise<Order> {
  return (await shop.app.inject({ method: 'GET', url: `/api/user/my/order/${id}`, headers: { cookie: shopper.cookie } })).json().order;
}

/** The customer reports a UTR for the order, as from its page. */
async function reportUtr(id: string, reference: string): Promise<Order> {
  const reported = await shop.app.inject({
    method: 'PUT',
    url: `/api/user/my/order/${id}/payment`,
    headers: { cookie: shopper.cookie },
    payload: { reference },
  });
  expect(reported.statusCode).toBe(200);
  return reported.json().order;
}

/** Another admin records the payment first. */
async function recordedElsewhere(id: string) {
  const first = await shop.app.inject({
    method: 'PUT',
    url: `/api/admin/orders/${id}/payment`,
    headers: { cookie: owner.cookie },
    payload: { method: 'Cash' },
  });
  expect(first.statusCode).toBe(200);
}

async function renderOrder(id: string, title: string = p.panel.title) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  clients.push(queryClient);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[adminWebPaths.updateOrder.href(id)]}>
        <Routes>
          <Route path={`/admin/${adminWebPaths.updateOrder.pattern}`} element={<AdminOrderDetailsPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const panel = await screen.findByRole('region', { name: title });
  return { panel, user: userEvent.setup() };
}

describe("the owner's payment on the order view", () => {
  it('shows the reported UTR and marks a UPI order paid with it, by UPI', async () => {
    const order = await orderOf('UPI');
    const reported = await shop.app.inject({
      method: 'PUT',
      url: `/api/user/my/order/${order._id}/payment`,
      headers: { cookie: shopper.cookie },
      payload: { reference: '401234567890' },
    });
    expect(reported.statusCode).toBe(200);

    const { panel, user } = await renderOrder(order._id);
    expect(within(panel).getByText(statuses.Unpaid)).toBeTruthy();
    expect(within(panel).getByText('401234567890')).toBeTruthy();
    expect(within(panel).getByRole('radio', { name: p.panel.methods.UPI })).toHaveProperty('checked', true);
    expect((within(panel).getByLabelText(p.panel.referenceOptional) as HTMLInputElement).value).toBe('401234567890');
    // Processing: not yet at the door.
    expect(within(panel).queryByRole('button', { name: p.panel.deliveredAndPaid })).toBeNull();

    await user.click(within(panel).getByRole('button', { name: p.markPaid }));
    await screen.findByText(p.panel.paid);
    await waitFor(() => expect(within(panel).getByText(statuses.Paid)).toBeTruthy());
    expect(within(panel).queryByRole('button', { name: p.markPaid })).toBeNull();
    expect((await orderNow(order._id)).payment).toMatchObject({ status: 'Paid', method: 'UPI', reference: '401234567890' });
  });

  it('marks a Shipped cash order Delivered and Paid in one step', async () => {
    const order = await orderOf('Cash');
    await setOrderStatus(shop, owner.cookie, order._id, 'Shipped');
    const { panel, user } = await renderOrder(order._id);
    expect(within(panel).getByRole('radio', { name: p.panel.methods.Cash })).toHaveProperty('checked', true);
    await user.type(within(panel).getByLabelText(p.panel.referenceOptional), 'Receipt 17');
    await user.click(within(panel).getByRole('button', { name: p.panel.deliveredAndPaid }));
    await screen.findByText(p.panel.deliveredAndPaidDone);
    await waitFor(() => expect(within(panel).getByText(statuses.Paid)).toBeTruthy());
    expect(await orderNow(order._id)).toMatchObject({
      status: 'Delivered',
      payment: { status: 'Paid', method: 'Cash', reference: 'Receipt 17' },
    });
  });

  it('shows a refusal in the shop’s words, and records the refund of a paid order that was cancelled', async () => {
    const order = await orderOf('Cash');
    const { panel, user } = await renderOrder(order._id);
    // Another admin records it first: the second Mark Paid is refused and the page shows it as it is.
    const first = await shop.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${order._id}/payment`,
      headers: { cookie: owner.cookie },
      payload: { method: 'Cash' },
    });
    expect(first.statusCode).toBe(200);
    await user.click(within(panel).getByRole('button', { name: p.markPaid }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Already Paid/i);
    await waitFor(() => expect(within(panel).getByText(statuses.Paid)).toBeTruthy());

    await setOrderStatus(shop, owner.cookie, order._id, 'Cancelled');
    document.body.innerHTML = '';
    const again = await renderOrder(order._id);
    expect(within(again.panel).getByText(statuses.RefundDue)).toBeTruthy();
    await again.user.type(within(again.panel).getByLabelText(p.panel.referenceOptional), 'Cash back at the door');
    await again.user.click(within(again.panel).getByRole('button', { name: p.panel.refund }));
    await screen.findByText(p.panel.refunded);
    expect((await orderNow(order._id)).payment).toMatchObject({ status: 'Refunded', refundReference: 'Cash back at the door' });
  });
});

function renderList(orders: Order[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  clients.push(queryClient);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <OrdersTable orders={orders} />
        <OrderCards orders={orders} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe("the orders list's Mark Paid", () => {
  it('records a UPI order paid by UPI with the reported UTR, a cash order in cash, in one tap each', async () => {
    const upi = await orderOf('UPI');
    const reported = await shop.app.inject({
      method: 'PUT',
      url: `/api/user/my/order/${upi._id}/payment`,
      headers: { cookie: shopper.cookie },
      payload: { reference: '409876543210' },
    });
    const cash = await orderOf('Cash');
    const user = renderList([reported.json().order, cash]);
    // The table and the cards each offer it, with the same name.
    const [byUpi] = screen.getAllByRole('button', { name: p.list.markPaidOf(upi.orderNumber, 'UPI') });
    const [byCash] = screen.getAllByRole('button', { name: p.list.markPaidOf(cash.orderNumber, 'Cash') });
    expect(byUpi?.textContent).toBe(`${p.markPaid}${p.list.how.UPI}`);
    await user.click(byUpi!);
    await waitFor(() => expect(byUpi?.textContent).toBe(`${p.list.recorded}${p.list.how.UPI}`));
    expect(byUpi).toHaveProperty('disabled', true);
    await user.click(byCash!);
    await waitFor(async () =>
      expect((await orderNow(upi._id)).payment).toMatchObject({ status: 'Paid', method: 'UPI', reference: '409876543210' }),
    );
    await waitFor(async () => expect((await orderNow(cash._id)).payment).toMatchObject({ status: 'Paid', method: 'Cash' }));
  });

  it('is not offered on a paid, a cancelled or a Credit order; a refusal is said beside it', async () => {
    const cancelled = await orderOf('Cash');
    await setOrderStatus(shop, owner.cookie, cancelled._id, 'Cancelled');
    const paidMeanwhile = await orderOf('Cash');
    const user = renderList([await orderNow(cancelled._id), paidMeanwhile]);
    expect(screen.queryByRole('button', { name: p.list.markPaidOf(cancelled.orderNumber, 'Cash') })).toBeNull();
    expect(payableFromList({ ...paidMeanwhile, paymentMethod: 'Credit' })).toBe(false);
    expect(payableFromList({ ...paidMeanwhile, payment: { ...paidMeanwhile.payment, status: 'Paid' } })).toBe(false);
    // Another admin records it first.
    await shop.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${paidMeanwhile._id}/payment`,
      headers: { cookie: owner.cookie },
      payload: { method: 'Cash' },
    });
    const [button] = screen.getAllByRole('button', { name: p.list.markPaidOf(paidMeanwhile.orderNumber, 'Cash') });
    await user.click(button!);
    expect((await screen.findByRole('alert')).textContent).toBe(p.list.failed);
  });
});

describe("the owner's payment texts in Hindi and Marathi", () => {
  const hi = ownerPaymentTexts.hi;
  const hiStatuses = ownerTexts.hi.orders.payment;

  it('shows the Payment panel in Hindi: the reported UTR, Mark Paid by UPI with it, Delivered and Paid, and a refusal', async () => {
    const paid = await orderOf('UPI');
    await setOrderStatus(shop, owner.cookie, paid._id, 'Shipped');
    await reportUtr(paid._id, '405555666677');
    await act(() => activateLanguage('hi'));

    const { panel, user } = await renderOrder(paid._id, hi.panel.title);
    expect(within(panel).getByText(hiStatuses.Unpaid)).toBeTruthy();
    expect(within(panel).getByText(hi.panel.chosen)).toBeTruthy();
    expect(within(panel).getByText(hi.panel.reportedUtr)).toBeTruthy();
    expect(within(panel).getByText(hi.panel.reportedHint)).toBeTruthy();
    expect(within(panel).getByRole('group', { name: hi.panel.received })).toBeTruthy();
    expect(within(panel).getByRole('radio', { name: hi.panel.methods.UPI })).toHaveProperty('checked', true);
    expect(within(panel).getByRole('radio', { name: hi.panel.methods.Cash })).toHaveProperty('checked', false);
    expect((within(panel).getByLabelText(hi.panel.referenceOptional) as HTMLInputElement).value).toBe('405555666677');
    expect(within(panel).getByRole('button', { name: hi.panel.deliveredAndPaid })).toBeTruthy();
    expect(within(panel).getByText(hi.panel.deliveredAndPaidHint)).toBeTruthy();

    await user.click(within(panel).getByRole('button', { name: hi.markPaid }));
    await screen.findByText(hi.panel.paid);
    await waitFor(() => expect(within(panel).getByText(hiStatuses.Paid)).toBeTruthy());
    expect(within(panel).getByText(hi.panel.paidBy)).toBeTruthy();
    expect(within(panel).getByText(hi.panel.paidOn)).toBeTruthy();
    expect((await orderNow(paid._id)).payment).toMatchObject({ status: 'Paid', method: 'UPI', reference: '405555666677' });

    // Another admin records the next one first: the refusal is worded in Hindi by its code.
    document.body.innerHTML = '';
    const late = await orderOf('Cash');
    const again = await renderOrder(late._id, hi.panel.title);
    await recordedElsewhere(late._id);
    await again.user.click(within(again.panel).getByRole('button', { name: hi.markPaid }));
    expect((await screen.findByRole('alert')).textContent).toBe(hi.panel.refusals.ALREADY_PAID(late.orderNumber));
    await waitFor(() => expect(within(again.panel).getByText(hiStatuses.Paid)).toBeTruthy());
  });

  it('offers the refund of a cancelled paid order in Hindi', async () => {
    const order = await orderOf('Cash');
    await recordedElsewhere(order._id);
    await setOrderStatus(shop, owner.cookie, order._id, 'Cancelled');
    await act(() => activateLanguage('hi'));

    const { panel, user } = await renderOrder(order._id, hi.panel.title);
    expect(within(panel).getByText(hiStatuses.RefundDue)).toBeTruthy();
    expect(within(panel).getByRole('heading', { name: hi.panel.refundTitle })).toBeTruthy();
    expect(within(panel).getByText(hi.panel.refundHint)).toBeTruthy();
    await user.type(within(panel).getByLabelText(hi.panel.referenceOptional), 'दुकान पर नकद लौटाए');
    await user.click(within(panel).getByRole('button', { name: hi.panel.refund }));
    await screen.findByText(hi.panel.refunded);
    await waitFor(() => expect(within(panel).getByText(hiStatuses.Refunded)).toBeTruthy());
    expect(within(panel).getByText(hi.panel.refundedOn)).toBeTruthy();
    expect(within(panel).getByText(hi.panel.refundReference)).toBeTruthy();
    expect((await orderNow(order._id)).payment).toMatchObject({ status: 'Refunded', refundReference: 'दुकान पर नकद लौटाए' });
  });

  it("words the list's Mark Paid in Hindi, and its refusal in Marathi", async () => {
    const cash = await orderOf('Cash');
    await act(() => activateLanguage('hi'));
    const user = renderList([cash]);
    const [button] = screen.getAllByRole('button', { name: hi.list.markPaidOf(cash.orderNumber, 'Cash') });
    expect(button?.textContent).toBe(`${hi.markPaid}${hi.list.how.Cash}`);
    await user.click(button!);
    await waitFor(() => expect(button?.textContent).toBe(`${hi.list.recorded}${hi.list.how.Cash}`));
    expect((await orderNow(cash._id)).payment).toMatchObject({ status: 'Paid', method: 'Cash' });

    document.body.innerHTML = '';
    const mr = ownerPaymentTexts.mr;
    const upi = await reportUtr((await orderOf('UPI'))._id, '407777888899');
    await act(() => activateLanguage('mr'));
    const marathi = renderList([upi]);
    await recordedElsewhere(upi._id);
    const [byUpi] = screen.getAllByRole('button', { name: mr.list.markPaidOf(upi.orderNumber, 'UPI') });
    expect(byUpi?.textContent).toBe(`${mr.markPaid}${mr.list.how.UPI}`);
    await marathi.click(byUpi!);
    expect((await screen.findByRole('alert')).textContent).toBe(mr.list.failed);
  });
});
