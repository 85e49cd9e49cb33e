import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminWebPaths } from '#common/admin-web-paths.js';
import type { Order } from '#common/schemas/orders.js';
import { webPaths } from '#common/web-paths.js';
import type { TestShop } from '#tests/support/app.js';
import { type SignedIn, signUp } from '#tests/support/factories.js';
import { login } from '#web/features/auth/api/login.js';
import { activateLanguage } from '#web/i18n/i18n.js';
import { ownerPackingTexts } from '#web/i18n/owner-packing-texts.js';
import { AdminOrderDetailsPage } from '#web/routes/admin/admin-order-details.js';
import OrderPlacedPage from '#web/routes/order-placed.js';
import { orderOf, productOf, renderOrderScreen, settleScreens } from './support/order-pages.js';
import { serveShop, signUpInPage } from './support/serve-shop.js';
import { settleClients } from './support/settle.js';

/**
 * WhatsApp and the phone on the order pages (API.md "Phone first"): the shopper's order pages
 * offer a chat with the shop and a share, each with the order written out, once the shop has
 * its own WhatsApp number; the owner's order view calls and WhatsApps the customer.
 */
const SHOP_WHATSAPP = '9123456780';

let shop: TestShop;
let owner: SignedIn;
let order: Order;
beforeAll(async () => {
  ({ shop } = await serveShop({ settings: { shopName: 'Green Mart', whatsapp: SHOP_WHATSAPP, maxOpenOrders: 0 } }));
  owner = await signUp(shop, { role: 'Admin' });
  await signUpInPage();
  const dal = await productOf(shop, { name: 'Toor Dal', rate: 120, stocks: 10 });
  const milk = await productOf(shop, { name: 'Milk', rate: 30.5, stocks: 10, unit: 'Litre', kilogramOption: [1] });
  order = await orderOf([
    { product: dal, quantity: 1.5 },
    { product: milk, quantity: 3 },
  ]);
});
afterAll(async () => {
  await settleScreens();
  await shop.close();
});
const clients: QueryClient[] = [];
afterEach(async () => {
  await settleClients(clients.splice(0));
  await settleScreens();
  await act(() => activateLanguage('en'));
});

const saveWhatsApp = (whatsapp: string) =>
  shop.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: { cookie: owner.cookie }, payload: { whatsapp } });

/** The thank-you page as the confirm page leaves it for the order. */
function renderThankYou() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  clients.push(queryClient);
  const state = { orderId: order._id, orderNumber: order.orderNumber, total: order.total, paymentMethod: 'Cash' };
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[{ pathname: webPaths.orderPlaced.href(), state }]}>
        <Routes>
          <Route path={webPaths.orderPlaced.pattern} element={<OrderPlacedPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function expectChatLink(link: HTMLElement, href: string) {
  expect(link.tagName).toBe('A');
  expect(link.getAttribute('href')).toBe(href);
  expect(link.getAttribute('target')).toBe('_blank');
  expect(link.getAttribute('rel')).toContain('noopener');
}

describe("the shopper's order pages", () => {
  it('message the shop and share the order on WhatsApp, from Order Details and from the thank-you page', async () => {
    const text = encodeURIComponent(
      [`Green Mart: Order ${order.orderNumber}`, '• Toor Dal: 1.5 KG', '• Milk: 3 Litre', 'Amount to pay: ₹ 271.5'].join('\n'),
    );
    const details = renderOrderScreen(webPaths.orderDetails.href(order._id));
    expectChatLink(
      await screen.findByRole('link', { name: 'Message the shop on WhatsApp' }),
      `https://wa.me/91${SHOP_WHATSAPP}?text=${text}`,
    );
    expectChatLink(screen.getByRole('link', { name: 'Share on WhatsApp' }), `https://wa.me/?text=${text}`);
    details.unmount();

    renderThankYou();
    expectChatLink(
      await screen.findByRole('link', { name: 'Message the shop on WhatsApp' }),
      `https://wa.me/91${SHOP_WHATSAPP}?text=${text}`,
    );
    expectChatLink(screen.getByRole('link', { name: 'Share on WhatsApp' }), `https://wa.me/?text=${text}`);
  });

  it('write the order in Hindi for a shopper reading Hindi', async () => {
    await act(() => activateLanguage('hi'));
    renderOrderScreen(webPaths.orderDetails.href(order._id));
    const text = encodeURIComponent(
      [`Green Mart: ऑर्डर ${order.orderNumber}`, '• Toor Dal: 1.5 किलो', '• Milk: 3 लीटर', 'देने की रक़म: ₹ 271.5'].join('\n'),
    );
    expectChatLink(
      await screen.findByRole('link', { name: 'दुकान को WhatsApp पर मैसेज करें' }),
      `https://wa.me/91${SHOP_WHATSAPP}?text=${text}`,
    );
    expectChatLink(screen.getByRole('link', { name: 'WhatsApp पर शेयर करें' }), `https://wa.me/?text=${text}`);
  });

  it("offer no WhatsApp while the shop keeps the specification's sample number", async () => {
    expect((await saveWhatsApp('9876543210')).statusCode).toBe(200);
    try {
      const details = renderOrderScreen(webPaths.orderDetails.href(order._id));
      await screen.findByText(`Order ${order.orderNumber}`);
      await waitFor(() => expect(details.queryClient.isFetching()).toBe(0));
      expect(screen.queryByRole('link', { name: /WhatsApp/ })).toBeNull();
    } finally {
      expect((await saveWhatsApp(SHOP_WHATSAPP)).statusCode).toBe(200);
    }
  });
});

describe("the owner's order view", () => {
  it("calls the customer's mobile and opens a WhatsApp chat with them", async () => {
    await login({ email: owner.email, password: owner.password });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    clients.push(queryClient);
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[adminWebPaths.updateOrder.href(order._id)]}>
          <Routes>
            <Route path={`/admin/${adminWebPaths.updateOrder.pattern}`} element={<AdminOrderDetailsPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const mobile = order.shippingInfo.mobileNumber;
    const address = (await screen.findByText(mobile)).closest('address') as HTMLElement;
    expect(within(address).getByRole('link', { name: mobile }).getAttribute('href')).toBe(`tel:+91${mobile}`);
    expectChatLink(screen.getByRole('link', { name: ownerPackingTexts.en.packing.whatsApp }), `https://wa.me/91${mobile}`);
  });
});
