import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '#common/schemas/auth.js';
import { webPaths } from '#common/web-paths.js';
import type { TestShop } from '#tests/support/app.js';
import { type SignedIn, signUp } from '#tests/support/factories.js';
import { login } from '#web/features/auth/api/login.js';
import { queryKeys } from '#web/lib/query-keys.js';
import { GuestOnly, RiderArea } from '#web/routes/guards.js';
import { Header } from '#web/routes/layout/header.js';
import { makeRider } from './support/delivery-run.js';
import { serveShop } from './support/serve-shop.js';
import { settleClients } from './support/settle.js';

/**
 * Who sees /rider (decision 0058): a Rider their stops, a guest the login screen, anyone else the
 * 404 page; a Rider signing in lands there, and the header offers them "Deliveries".
 */
let shop: TestShop;
let owner: SignedIn;
let rider: SignedIn;
let shopper: SignedIn;
const clients: QueryClient[] = [];

beforeAll(async () => {
  ({ shop } = await serveShop());
  owner = await signUp(shop, { role: 'Admin' });
  shopper = await signUp(shop);
  rider = await makeRider(shop, owner);
});
afterAll(() => shop.close());
afterEach(async () => {
  await settleClients(clients.splice(0));
});

function Address() {
  return <output data-testid="address">{useLocation().pathname}</output>;
}

/** The app at `entry` with `user` as the session the start-up fetch found. */
function renderAs(user: User | null, entry: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  clients.push(queryClient);
  queryClient.setQueryData(queryKeys.session.all, user);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[entry]}>
        <Header />
        <Routes>
          <Route path={webPaths.rider.pattern} element={<RiderArea />} />
          <Route
            path={webPaths.login.pattern}
            element={
              <GuestOnly>
                <p>Login form</p>
              </GuestOnly>
            }
          />
          <Route path={webPaths.home.pattern} element={<p>Home</p>} />
        </Routes>
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('/rider', () => {
  it('shows a Rider their stops, and the header their Deliveries link', async () => {
    await login({ email: rider.email, password: rider.password });
    renderAs(rider.user, webPaths.rider.href());
    expect(await screen.findByRole('heading', { level: 1, name: 'Deliveries' })).toBeTruthy();
    expect(await screen.findByText('No deliveries for you now. New orders appear here when the shop gives them to you.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Deliveries' }).getAttribute('href')).toBe('/rider');
  });

  it('shows a guest the login screen', async () => {
    renderAs(null, webPaths.rider.href());
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Deliveries' })).toBeNull();
  });

  it('is the 404 page for a shopper and for the Admin', async () => {
    for (const who of [shopper, owner]) {
      renderAs(who.user, webPaths.rider.href());
      expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('404 Page Not Found');
      expect(screen.queryByRole('link', { name: 'Deliveries' })).toBeNull();
      cleanup();
    }
  });

  it('is where a Rider lands after signing in', async () => {
    renderAs(rider.user, webPaths.login.href());
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/rider'));
  });
});
