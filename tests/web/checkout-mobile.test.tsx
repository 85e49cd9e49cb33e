import { randomInt } from 'node:crypto';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { User } from '#common/schemas/auth.js';
import { webPaths } from '#common/web-paths.js';
import { createTestShop, type TestShop } from '#tests/support/app.js';
import { eventually } from '#tests/support/mail.js';
import { createProduct } from '#tests/support/products.js';
import { startTextGateway, type TestTextGateway } from '#tests/support/text-gateway.js';
import { textingBySms } from '#tests/support/texts.js';
import { attachMobile } from '#web/features/auth/api/attach-mobile.js';
import { sendCode } from '#web/features/auth/api/send-code.js';
import { toCartItem } from '#web/features/cart/cart-line.js';
import { useCartStore } from '#web/features/cart/cart-store.js';
import { getProduct } from '#web/features/catalog/api/get-product.js';
import { clearShippingDetails, useShippingStore } from '#web/features/checkout/shipping-store.js';
import { translate as t } from '#web/i18n/i18n.js';
import { queryKeys } from '#web/lib/query-keys.js';
import CheckoutPage from '#web/routes/checkout.js';
import { setPageOrigin, signUpInPage } from './support/serve-shop.js';
import { settleClients } from './support/settle.js';

/** The checkout's mobile number starts as the shopper's verified one (API.md "Phone first") when it is empty. */
let gateway: TestTextGateway;
let shop: TestShop;
let client: QueryClient | undefined;
beforeAll(async () => {
  gateway = await startTextGateway();
  shop = await createTestShop(textingBySms(`${gateway.url}/sms`));
  setPageOrigin(await shop.app.listen({ host: '127.0.0.1', port: 0 }));
});
afterAll(async () => {
  await shop?.close();
  await gateway?.stop();
});
beforeEach(() => {
  useCartStore.getState().clear();
  clearShippingDetails();
});
afterEach(async () => {
  await settleClients([client]);
});

/** A shopper signed in to the page whose mobile was verified with the code texted to it. */
async function shopperWithMobile(): Promise<User> {
  await signUpInPage();
  const mobile = `9${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
  await sendCode({ mobile });
  const texted = () => gateway.received.filter((text) => text.body.to === `+91${mobile}`).map((text) => String(text.body.text));
  await eventually('the code', () => texted().length > 0);
  return attachMobile({ mobile, code: /\b(\d{6})\b/.exec(texted()[0] ?? '')?.[1] ?? '' });
}

async function renderCheckout(shopper: User) {
  const product = await getProduct((await createProduct(shop, { name: 'Poha', rate: 40, stocks: 100, kilogramOption: [1] })).id);
  useCartStore.getState().addItem(toCartItem(product, 1));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  client = queryClient;
  queryClient.setQueryData(queryKeys.session.all, shopper);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[webPaths.checkout.href()]}>
        <CheckoutPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return (await screen.findByLabelText(t('checkout.mobileNumber'))) as HTMLInputElement;
}

describe("the checkout's mobile number", () => {
  it("starts as the shopper's verified mobile when empty", async () => {
    const shopper = await shopperWithMobile();
    const field = await renderCheckout(shopper);
    await waitFor(() => expect(field.value).toBe(shopper.mobile));
    expect(useShippingStore.getState().shipping.mobileNumber).toBe(shopper.mobile);
  });

  it('keeps a number the shopper already typed', async () => {
    const shopper = await shopperWithMobile();
    useShippingStore.getState().setField('mobileNumber', '91234 56789');
    const field = await renderCheckout(shopper);
    expect(field.value).toBe('91234 56789');
  });
});
