import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminWebPaths } from '#common/admin-web-paths.js';
import type { Order } from '#common/schemas/orders.js';
import { webPaths } from '#common/web-paths.js';
import type { TestShop } from '#tests/support/app.js';
import { type SignedIn, signUp } from '#tests/support/factories.js';
import { giveCredit } from '#tests/support/khata.js';
import { setOrderStatus } from '#tests/support/orders.js';
import { call, placePaidBy } from '#tests/support/payments.js';
import { createProduct, type TestProduct } from '#tests/support/products.js';
import { assignRider, deliver, setRole, wrongCodeFor } from '#tests/support/riders.js';
import { login } from '#web/features/auth/api/login.js';
import { addDays, istToday } from '#web/features/reports/sales-range.js';
import { activateLanguage } from '#web/i18n/i18n.js';
import { ownerRiderTexts } from '#web/i18n/owner-rider-texts.js';
import { AdminOrderDetailsPage } from '#web/routes/admin/admin-order-details.js';
import { AdminOrdersPage } from '#web/routes/admin/admin-orders.js';
import { AdminRidersPage } from '#web/routes/admin/admin-riders.js';
import { AdminUpdateUserPage } from '#web/routes/admin/admin-update-user.js';
import { AdminUsersPage } from '#web/routes/admin/admin-users.js';
import OrderDetailsPage from '#web/routes/order-details.js';
import { serveShop } from './support/serve-shop.js';
import { settleClients } from './support/settle.js';

/**
 * The owner's screens of the delivery run (API.md "The delivery run"; decision 0057) on a real
 * shop: making an account a Rider, giving several orders to a rider from the list (and taking
 * them back), an order's Rider section with its code, a locked delivery and its Unlock, and the
 * riders report of what they delivered; and the shopper's code on their order page.
 */
const t = ownerRiderTexts.en;

let shop: TestShop;
let owner: SignedIn;
let asha: SignedIn;
let ravi: SignedIn;
let sunil: SignedIn;
let rice: TestProduct;
const clients: QueryClient[] = [];

const makeRider = (account: SignedIn) => setRole(shop, owner.cookie, account.user._id, 'Rider');

/** The order as the owner reads it now. */
async function orderNow(id: string): Promise<Order> {
  const answer = await call(shop, owner.cookie, 'GET', `/api/user/my/order/${id}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().order;
}

async function assign(orderId: string, rider: SignedIn | null): Promise<void> {
  const answer = await assignRider(shop, owner.cookie, orderId, rider?.user._id ?? null);
  expect(answer.statusCode, answer.body).toBe(200);
}

/** The rider hands the order over at the door with a code. */
const deliverAs = (rider: SignedIn, orderId: string, code: string, collected: 'Cash' | 'UPI' | 'None') =>
  deliver(shop, rider.cookie, orderId, { code, collected });

beforeAll(async () => {
  ({ shop } = await serveShop({
    settings: { maxOpenOrders: 0, maxUnpaidAmount: 0, paymentMethods: ['Cash', 'UPI', 'Credit'], upiId: 'greenmart@okbank' },
  }));
  owner = await signUp(shop, { role: 'Admin' });
  asha = await signUp(shop, { firstName: 'Asha' });
  ravi = await signUp(shop, { firstName: 'Ravi' });
  sunil = await signUp(shop, { firstName: 'Sunil' });
  rice = await createProduct(shop, { name: 'Rice', rate: 10, stocks: 10_000 });
  await makeRider(ravi);
  await makeRider(sunil);
  await login({ email: owner.email, password: owner.password });
});
afterAll(() => shop.close());
afterEach(async () => {
  await settleClients(clients.splice(0));
  await act(() => activateLanguage('en'));
  document.body.innerHTML = '';
});

function renderAt(entry: string, path: string, screenOf: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  clients.push(queryClient);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path={path} element={screenOf} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('making an account a Rider', () => {
  it('offers Rider beside Admin and User, and the users list shows the role', async () => {
    const meera = await signUp(shop, { firstName: 'Meera' });
    const user = renderAt(
      adminWebPaths.updateUser.href(meera.user._id),
      `/admin/${adminWebPaths.updateUser.pattern}`,
      <AdminUpdateUserPage />,
    );
    const role = (await screen.findByLabelText('Role')) as HTMLSelectElement;
    expect([...role.options].map((option) => option.value)).toEqual(['', 'Admin', 'User', 'Rider']);
    await user.selectOptions(role, 'Rider');
    await user.click(screen.getByRole('button', { name: 'Update Role' }));
    await waitFor(() => expect((screen.getByLabelText('Current Role') as HTMLInputElement).value).toBe('Rider'));
    const riders = (await call(shop, owner.cookie, 'GET', '/api/admin/riders')).json().riders as { _id: string }[];
    expect(riders.map((rider) => rider._id)).toContain(meera.user._id);
    // Back to a customer, so the other screens' rider lists stay Ravi and Sunil.
    await setRole(shop, owner.cookie, meera.user._id, 'User');

    document.body.innerHTML = '';
    renderAt(
      `${adminWebPaths.users.href()}?q=${encodeURIComponent(ravi.email)}`,
      `/admin/${adminWebPaths.users.pattern}`,
      <AdminUsersPage />,
    );
    const row = (await screen.findByText(ravi.email)).closest('tr') as HTMLElement;
    expect(within(row).getByText('Rider').className).toContain('admin-role--rider');
  });
});

describe('giving orders to a rider from the orders list', () => {
  it('assigns two chosen orders, says which one could not be given and why, and takes orders back with No rider', async () => {
    const first = await placePaidBy(shop, asha, rice, 1);
    const second = await placePaidBy(shop, asha, rice, 2);
    await setOrderStatus(shop, owner.cookie, second._id, 'Shipped');
    const third = await placePaidBy(shop, asha, rice, 3);
    const done = await placePaidBy(shop, asha, rice, 4);
    await setOrderStatus(shop, owner.cookie, done._id, 'Cancelled');

    const user = renderAt(`${adminWebPaths.orders.href()}?status=All`, `/admin/${adminWebPaths.orders.pattern}`, <AdminOrdersPage />);
    await screen.findByRole('checkbox', { name: t.list.selectOrder(first.orderNumber) });
    // A cancelled order cannot be chosen.
    expect(screen.queryByRole('checkbox', { name: t.list.selectOrder(done.orderNumber) })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: t.list.selectOrder(first.orderNumber) }));
    await user.click(screen.getByRole('checkbox', { name: t.list.selectOrder(second.orderNumber) }));
    await user.click(screen.getByRole('checkbox', { name: t.list.selectOrder(third.orderNumber) }));
    expect(screen.getByText(t.list.chosen(3))).toBeTruthy();
    // Meanwhile the third order is cancelled: the server refuses it, the other two go.
    await setOrderStatus(shop, owner.cookie, third._id, 'Cancelled');
    const riderSelect = screen.getByLabelText(t.rider) as HTMLSelectElement;
    await waitFor(() => expect([...riderSelect.options].map((option) => option.text)).toContain('Ravi Patil'));
    await user.selectOptions(riderSelect, ravi.user._id);
    await user.click(screen.getByRole('button', { name: t.list.assign }));

    await screen.findByText(t.list.assigned(2, 'Ravi Patil'), {}, { timeout: 10_000 });
    expect(screen.getByText(t.list.failed(1))).toBeTruthy();
    expect(screen.getByText(new RegExp(`^Order ${third.orderNumber}: .*Cancelled`))).toBeTruthy();
    expect((await orderNow(first._id)).rider?._id).toBe(ravi.user._id);
    expect((await orderNow(second._id)).rider?._id).toBe(ravi.user._id);
    expect((await orderNow(third._id)).rider).toBeNull();
    // The list reads again: both rows name their rider.
    const rowOf = (order: Order) => screen.getByText(`#${order.orderNumber}`).closest('tr') as HTMLElement;
    await waitFor(() => expect(within(rowOf(first)).getByText('Ravi Patil')).toBeTruthy());
    expect(within(rowOf(second)).getByText('Ravi Patil')).toBeTruthy();

    // Take them back: choose both again, No rider.
    await user.click(screen.getByRole('checkbox', { name: t.list.selectOrder(first.orderNumber) }));
    await user.click(screen.getByRole('checkbox', { name: t.list.selectOrder(second.orderNumber) }));
    await user.selectOptions(riderSelect, t.list.noRider);
    await user.click(screen.getByRole('button', { name: t.list.assign }));
    await screen.findByText(t.list.unassigned(2), {}, { timeout: 10_000 });
    expect((await orderNow(first._id)).rider).toBeNull();
    expect((await orderNow(second._id)).rider).toBeNull();
  });

  it('chooses every open order of the page at once, and asks for orders and a rider first', async () => {
    const one = await placePaidBy(shop, asha, rice, 1);
    const two = await placePaidBy(shop, asha, rice, 1);
    const user = renderAt(adminWebPaths.orders.href(), `/admin/${adminWebPaths.orders.pattern}`, <AdminOrdersPage />);
    await screen.findByRole('checkbox', { name: t.list.selectOrder(one.orderNumber) });
    await user.click(screen.getByRole('button', { name: t.list.assign }));
    expect(screen.getByText(t.list.noOrders)).toBeTruthy();

    await user.click(screen.getByRole('checkbox', { name: t.list.selectAll }));
    const boxes = screen.getAllByRole('checkbox', { name: /^Select order / }) as HTMLInputElement[];
    expect(boxes.length).toBeGreaterThanOrEqual(2);
    expect(boxes.every((box) => box.checked)).toBe(true);
    await user.click(screen.getByRole('button', { name: t.list.assign }));
    expect(screen.getByText(t.list.noChoice)).toBeTruthy();

    await user.selectOptions(screen.getByLabelText(t.rider), sunil.user._id);
    await user.click(screen.getByRole('button', { name: t.list.assign }));
    await screen.findByText(t.list.assigned(boxes.length, 'Sunil Patil'), {}, { timeout: 10_000 });
    expect((await orderNow(one._id)).rider?._id).toBe(sunil.user._id);
    expect((await orderNow(two._id)).rider?._id).toBe(sunil.user._id);
  });
});

async function renderOrder(id: string) {
  const user = renderAt(adminWebPaths.updateOrder.href(id), `/admin/${adminWebPaths.updateOrder.pattern}`, <AdminOrderDetailsPage />);
  const section = await screen.findByRole('region', { name: t.rider });
  return { user, section };
}

describe("an order's Rider section", () => {
  it('shows the delivery code, sets the rider, changes it and removes it', async () => {
    const order = await placePaidBy(shop, asha, rice, 2);
    const { user, section } = await renderOrder(order._id);
    expect(within(section).getByText(t.view.code)).toBeTruthy();
    expect(within(section).getByText(order.deliveryCode)).toBeTruthy();
    expect(order.deliveryCode).toMatch(/^\d{4}$/);
    expect(within(section).getByText(t.view.noneYet)).toBeTruthy();

    const select = within(section).getByLabelText(t.rider) as HTMLSelectElement;
    await waitFor(() => expect(select.options.length).toBe(3));
    await user.selectOptions(select, ravi.user._id);
    await user.click(within(section).getByRole('button', { name: t.view.save }));
    await screen.findByText(t.view.set('Ravi Patil'));
    expect((await orderNow(order._id)).rider?._id).toBe(ravi.user._id);

    await user.selectOptions(within(section).getByLabelText(t.rider), sunil.user._id);
    await user.click(within(section).getByRole('button', { name: t.view.change }));
    await screen.findByText(t.view.set('Sunil Patil'));
    expect((await orderNow(order._id)).rider?._id).toBe(sunil.user._id);

    await user.click(within(section).getByRole('button', { name: t.view.remove }));
    await screen.findByText(t.view.removed);
    expect((await orderNow(order._id)).rider).toBeNull();
    expect(within(section).getByText(t.view.noneYet)).toBeTruthy();
    expect(within(section).queryByRole('button', { name: t.view.remove })).toBeNull();
  });

  it('warns of a delivery locked by 5 wrong codes, and Unlock lets the rider deliver', async () => {
    const order = await placePaidBy(shop, asha, rice, 1);
    await assign(order._id, ravi);
    await setOrderStatus(shop, owner.cookie, order._id, 'Shipped');
    const wrong = wrongCodeFor(order);
    for (let n = 0; n < 5; n++) expect((await deliverAs(ravi, order._id, wrong, 'Cash')).statusCode).toBe(409);
    expect((await deliverAs(ravi, order._id, order.deliveryCode, 'Cash')).statusCode).toBe(429);

    const { user, section } = await renderOrder(order._id);
    const warning = within(section).getByRole('alert');
    expect(within(warning).getByText(t.view.locked)).toBeTruthy();
    await user.click(within(warning).getByRole('button', { name: t.view.unlock }));
    await screen.findByText(t.view.unlocked);
    await waitFor(() => expect(within(section).queryByText(t.view.locked)).toBeNull());
    expect((await orderNow(order._id)).rider?._id).toBe(ravi.user._id);
    expect((await deliverAs(ravi, order._id, order.deliveryCode, 'Cash')).statusCode).toBe(200);
  });

  it('shows the rider of a delivered order, read only', async () => {
    const order = await placePaidBy(shop, asha, rice, 1);
    await assign(order._id, ravi);
    await setOrderStatus(shop, owner.cookie, order._id, 'Shipped');
    expect((await deliverAs(ravi, order._id, order.deliveryCode, 'Cash')).statusCode).toBe(200);
    const { section } = await renderOrder(order._id);
    expect(within(section).getByText('Ravi Patil')).toBeTruthy();
    expect(within(section).getByText(t.view.readOnly)).toBeTruthy();
    expect(within(section).queryByRole('combobox')).toBeNull();
    expect(within(section).queryByRole('button')).toBeNull();
    expect(within(section).queryByText(order.deliveryCode)).toBeNull();
  });
});

describe('the riders report', () => {
  it("shows each rider's deliveries and money of the day, the totals and the day's CSV", async () => {
    const fresh = await signUp(shop, { firstName: 'Kiran' });
    await makeRider(fresh);
    // Kiran today: ₹ 50 in cash, ₹ 30 by UPI, ₹ 20 on credit, ₹ 15 left unpaid.
    await giveCredit(shop, owner.cookie, asha.user._id, 5000);
    const runs: [number, 'Cash' | 'UPI' | 'Credit', 'Cash' | 'UPI' | 'None'][] = [
      [5, 'Cash', 'Cash'],
      [3, 'UPI', 'UPI'],
      [2, 'Credit', 'None'],
      [1.5, 'Cash', 'None'],
    ];
    for (const [quantity, method, collected] of runs) {
      const order = await placePaidBy(shop, asha, rice, quantity, method);
      await assign(order._id, fresh);
      await setOrderStatus(shop, owner.cookie, order._id, 'Shipped');
      const answer = await deliverAs(fresh, order._id, order.deliveryCode, collected);
      expect(answer.statusCode, answer.body).toBe(200);
    }
    const report = (await call(shop, owner.cookie, 'GET', '/api/admin/reports/riders')).json();

    renderAt(adminWebPaths.riders.href(), `/admin/${adminWebPaths.riders.pattern}`, <AdminRidersPage />);
    const table = await screen.findByRole('table', { name: new RegExp(`^${t.report.title}, `) });
    const rowOf = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement;
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(rowOf('Kiran Patil'))).toEqual(['4', '₹ 50', '₹ 30', '₹ 20', '₹ 15']);
    // Every rider is listed, with zeros when they delivered nothing today.
    expect(within(table).getByRole('rowheader', { name: 'Sunil Patil' })).toBeTruthy();
    const totals = report.riders.reduce((sum: number, tally: { delivered: number }) => sum + tally.delivered, 0);
    expect(cells(rowOf(t.report.total))[0]).toBe(String(totals));
    expect(within(table).getAllByRole('row')).toHaveLength(report.riders.length + 2);
    const csv = screen.getByRole('link', { name: new RegExp(`^${t.report.download}`) });
    expect(csv.getAttribute('href')).toBe(`/api/admin/reports/riders.csv?date=${istToday(new Date())}`);
  });

  it('tells a shop without riders how to make one', async () => {
    // A day when none of today's riders delivered, with every rider made a customer for the while.
    const listed = (await call(shop, owner.cookie, 'GET', '/api/admin/riders')).json().riders as { _id: string }[];
    const all = listed.map((rider) => rider._id);
    for (const id of all) await setRole(shop, owner.cookie, id, 'User');
    try {
      const yesterday = addDays(istToday(new Date()), -1);
      renderAt(`${adminWebPaths.riders.href()}?date=${yesterday}`, `/admin/${adminWebPaths.riders.pattern}`, <AdminRidersPage />);
      await screen.findByText(t.report.empty);
      expect(screen.getByRole('link', { name: t.report.toUsers }).getAttribute('href')).toBe(adminWebPaths.users.href());
      expect(screen.queryByRole('table')).toBeNull();
    } finally {
      for (const id of all) await setRole(shop, owner.cookie, id, 'Rider');
    }
  });
});

describe("the shopper's delivery code", () => {
  afterEach(() => login({ email: owner.email, password: owner.password }));

  it('shows the code in large type while the order is on its way, in the language shown, and not once it is delivered', async () => {
    const order = await placePaidBy(shop, asha, rice, 1);
    await login({ email: asha.email, password: asha.password });
    renderAt(webPaths.orderDetails.href(order._id), webPaths.orderDetails.pattern, <OrderDetailsPage />);
    const code = await screen.findByRole('region', { name: 'Delivery code' });
    expect(within(code).getByText(order.deliveryCode).className).toContain('delivery-code__digits');
    expect(within(code).getByText('Tell this code to the rider when your order arrives.')).toBeTruthy();

    await act(() => activateLanguage('hi'));
    expect(await screen.findByRole('region', { name: 'डिलीवरी कोड' })).toBeTruthy();
    expect(screen.getByText('ऑर्डर पहुँचने पर यह कोड राइडर को बताएँ।')).toBeTruthy();
    await act(() => activateLanguage('mr'));
    expect(await screen.findByRole('region', { name: 'डिलिव्हरी कोड' })).toBeTruthy();
    expect(screen.getByText('ऑर्डर पोहोचल्यावर हा कोड रायडरला सांगा.')).toBeTruthy();
    await act(() => activateLanguage('en'));
    document.body.innerHTML = '';

    await assign(order._id, ravi);
    await setOrderStatus(shop, owner.cookie, order._id, 'Shipped');
    expect((await deliverAs(ravi, order._id, order.deliveryCode, 'Cash')).statusCode).toBe(200);
    renderAt(webPaths.orderDetails.href(order._id), webPaths.orderDetails.pattern, <OrderDetailsPage />);
    await screen.findAllByText('Delivered');
    expect(screen.queryByRole('region', { name: 'Delivery code' })).toBeNull();
    expect(screen.queryByText(order.deliveryCode)).toBeNull();
  });
});
