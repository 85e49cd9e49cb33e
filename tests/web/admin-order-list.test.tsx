import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestShop } from '#tests/support/app.js';
import { type SignedIn, signUp } from '#tests/support/factories.js';
import { orderBody, placeOrder } from '#tests/support/orders.js';
import { createProduct } from '#tests/support/products.js';
import { login } from '#web/features/auth/api/login.js';
import { AdminOrdersPage } from '#web/routes/admin/admin-orders.js';
import { serveShop } from './support/serve-shop.js';
import { settleClients } from './support/settle.js';

/** The owner's orders screen (decision 0011) against the real shop: tabs, search as you type, pages, all in the address. */
let shop: TestShop;
let ravi: SignedIn;
/** The query string of every orders list request the screen made. */
let listRequests: string[] = [];
const clients: QueryClient[] = [];

beforeAll(async () => {
  ({ shop } = await serveShop());
  shop.app.server.on('request', (request) => {
    if (request.url?.startsWith('/api/user/admin/orders')) listRequests.push(request.url.slice('/api/user/admin/orders'.length));
  });
  const owner = await signUp(shop, { role: 'Admin' });
  const asha = await signUp(shop, { firstName: 'Asha' });
  ravi = await signUp(shop, { firstName: 'Ravi' });
  const product = await createProduct(shop, { rate: 10, stocks: 100 });
  for (let n = 0; n < 26; n++) await placeOrder(shop, asha.cookie, orderBody([{ product, quantity: 1 }]));
  const ravis = (await placeOrder(shop, ravi.cookie, orderBody([{ product, quantity: 1 }]))).json().order._id;
  await shop.app.inject({
    method: 'PUT',
    url: `/api/user/update/order/${ravis}`,
    headers: { cookie: owner.cookie },
    payload: { oStatus: 'Cancelled' },
  });
  await login({ email: owner.email, password: owner.password });
});
afterAll(() => shop.close());
afterEach(async () => {
  await settleClients(clients.splice(0));
  listRequests = [];
});

/** The address the screen is at, and a way back, as the browser's own buttons give. */
function AddressBar() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <p data-testid="address">{location.search}</p>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
    </>
  );
}

function renderAt(search: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  clients.push(client);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/admin/view/orders${search}`]}>
        <AdminOrdersPage />
        <AddressBar />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const address = () => screen.getByTestId('address').textContent;
const rows = () => screen.getAllByRole('row').slice(1);

describe("the owner's orders screen", () => {
  it('opens on the Processing orders, 25 a page, with every status counted on its tab, All one tap away, and pages on', async () => {
    const user = userEvent.setup();
    renderAt('');
    await waitFor(() => expect(screen.getByText('26 orders, page 1 of 2')).toBeDefined());
    expect(rows()).toHaveLength(25);
    expect(listRequests).toEqual(['?status=Processing&page=1']);
    const tabs = within(screen.getByRole('navigation', { name: 'Order status' }));
    expect(tabs.getByRole('link', { name: 'Processing 26' }).getAttribute('aria-current')).toBe('true');
    expect(tabs.getByRole('link', { name: 'All 27' }).getAttribute('href')).toBe('/admin/view/orders?status=All');
    expect(tabs.getByRole('link', { name: 'Cancelled 1' }).getAttribute('href')).toBe('/admin/view/orders?status=Cancelled');

    await user.click(within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByText('26 orders, page 2 of 2')).toBeDefined());
    expect(address()).toBe('?page=2');
    expect(rows()).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Next' }).getAttribute('aria-disabled')).toBe('true');

    await user.click(tabs.getByRole('link', { name: 'All 27' }));
    await waitFor(() => expect(screen.getByText('27 orders, page 1 of 2')).toBeDefined());
    expect(address()).toBe('?status=All');
    expect(tabs.getByRole('link', { name: 'All 27' }).getAttribute('aria-current')).toBe('true');
  });

  it('searches as the owner types, once after a pause, from the first page, and keeps it in the address', async () => {
    const user = userEvent.setup();
    renderAt('?status=All&page=2');
    await waitFor(() => expect(screen.getByText('27 orders, page 2 of 2')).toBeDefined());
    listRequests = [];
    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'ravi');
    await waitFor(() => expect(screen.getByText('1 order')).toBeDefined());
    expect(listRequests).toEqual(['?q=ravi&page=1']);
    expect(address()).toBe('?status=All&q=ravi');
    expect(within(rows()[0]!).getByText('Cancelled')).toBeDefined();
    // The tabs count under the search.
    expect(screen.getByRole('link', { name: 'Processing 0' }).getAttribute('href')).toBe('/admin/view/orders?status=Processing&q=ravi');
  });

  it('follows a tab, and back from it to the search before, the box showing that search again', async () => {
    const user = userEvent.setup();
    renderAt('?status=All');
    const box = screen.getByRole('searchbox', { name: 'Search orders' });
    await user.type(box, 'patil{Enter}');
    await waitFor(() => expect(address()).toBe('?status=All&q=patil'));
    await user.click(await screen.findByRole('link', { name: /^Cancelled/ }));
    await waitFor(() => expect(screen.getByText('1 order')).toBeDefined());
    expect(address()).toBe('?status=Cancelled&q=patil');
    await user.clear(box);
    await waitFor(() => expect(address()).toBe('?status=Cancelled'));
    // Typing replaced the address's entry; the tab added one: back is the search before the tab.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(address()).toBe('?status=All&q=patil'));
    await waitFor(() => expect((box as HTMLInputElement).value).toBe('patil'));
    await waitFor(() => expect(screen.getByText('27 orders, page 1 of 2')).toBeDefined());
  });

  it('says so when nothing matches', async () => {
    renderAt('?q=nobody-here');
    expect(await screen.findByText('No orders match these filters')).toBeDefined();
    expect(screen.getByRole('status').textContent).toBe('0 orders');
  });
});
