import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
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
import { adminTexts } from '#web/i18n/admin-texts.js';
import { AdminOrderDetailsPage } from '#web/routes/admin/admin-order-details.js';
import { serveShop } from './support/serve-shop.js';

/**
 * The owner's side of getting paid (API.md "Getting paid"): the order view shows the payment and
 * the UTR the customer reported, records the money (Mark Paid, or Delivered and Paid at the
 * door), and the refund of a paid order that was cancelled. The shop takes Cash and UPI.
 */
const p = adminTexts.payment;

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
  for (const client of clients.splice(0)) await waitFor(() => expect(client.isFetching() + client.isMutating()).toBe(0));
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

async function renderOrder(id: string) {
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
  const panel = await screen.findByRole('region', { name: p.title });
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
    expect(within(panel).getByText(p.statuses.Unpaid)).toBeTruthy();
    expect(within(panel).getByText('401234567890')).toBeTruthy();
    expect(within(panel).getByRole('radio', { name: p.methods.UPI })).toHaveProperty('checked', true);
    expect((within(panel).getByLabelText(p.referenceOptional) as HTMLInputElement).value).toBe('401234567890');
    // Processing: not yet at the door.
    expect(within(panel).queryByRole('button', { name: p.deliveredAndPaid })).toBeNull();

    await user.click(within(panel).getByRole('button', { name: p.markPaid }));
    await screen.findByText(p.paid);
    await waitFor(() => expect(within(panel).getByText(p.statuses.Paid)).toBeTruthy());
    expect(within(panel).queryByRole('button', { name: p.markPaid })).toBeNull();
    expect((await orderNow(order._id)).payment).toMatchObject({ status: 'Paid', method: 'UPI', reference: '401234567890' });
  });

  it('marks a Shipped cash order Delivered and Paid in one step', async () => {
    const order = await orderOf('Cash');
    await setOrderStatus(shop, owner.cookie, order._id, 'Shipped');
    const { panel, user } = await renderOrder(order._id);
    expect(within(panel).getByRole('radio', { name: p.methods.Cash })).toHaveProperty('checked', true);
    await user.type(within(panel).getByLabelText(p.referenceOptional), 'Receipt 17');
    await user.click(within(panel).getByRole('button', { name: p.deliveredAndPaid }));
    await waitFor(() => expect(within(panel).getByText(p.statuses.Paid)).toBeTruthy());
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
    await waitFor(() => expect(within(panel).getByText(p.statuses.Paid)).toBeTruthy());

    await setOrderStatus(shop, owner.cookie, order._id, 'Cancelled');
    document.body.innerHTML = '';
    const again = await renderOrder(order._id);
    expect(within(again.panel).getByText(p.statuses.RefundDue)).toBeTruthy();
    await again.user.type(within(again.panel).getByLabelText(p.referenceOptional), 'Cash back at the door');
    await again.user.click(within(again.panel).getByRole('button', { name: p.refund }));
    await screen.findByText(p.refunded);
    expect((await orderNow(order._id)).payment).toMatchObject({ status: 'Refunded', refundReference: 'Cash back at the door' });
  });
});

describe("the orders list's Mark Paid", () => {
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
    const [byUpi] = screen.getAllByRole('button', { name: p.markPaidOf(upi.orderNumber, 'UPI') });
    const [byCash] = screen.getAllByRole('button', { name: p.markPaidOf(cash.orderNumber, 'Cash') });
    expect(byUpi?.textContent).toBe(`${p.markPaid}UPI`);
    await user.click(byUpi!);
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
    expect(screen.queryByRole('button', { name: p.markPaidOf(cancelled.orderNumber, 'Cash') })).toBeNull();
    expect(payableFromList({ ...paidMeanwhile, paymentMethod: 'Credit' })).toBe(false);
    expect(payableFromList({ ...paidMeanwhile, payment: { ...paidMeanwhile.payment, status: 'Paid' } })).toBe(false);
    // Another admin records it first.
    await shop.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${paidMeanwhile._id}/payment`,
      headers: { cookie: owner.cookie },
      payload: { method: 'Cash' },
    });
    const [button] = screen.getAllByRole('button', { name: p.markPaidOf(paidMeanwhile.orderNumber, 'Cash') });
    await user.click(button!);
    expect((await screen.findByRole('alert')).textContent).toBe(p.markPaidFailed);
  });
});
