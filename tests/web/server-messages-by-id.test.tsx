import { render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestShop } from '#tests/support/app.js';
import { createProduct } from '#tests/support/products.js';
import { toCartItem } from '#web/features/cart/cart-line.js';
import { getProduct } from '#web/features/catalog/api/get-product.js';
import { placeOrder } from '#web/features/checkout/api/place-order.js';
import { activateLanguage, translate as t, useServerMessages } from '#web/i18n/i18n.js';
import { translateServerLine } from '#web/i18n/server-messages.js';
import { ApiError } from '#web/lib/api-client.js';
import { cartTotal } from '#web/lib/line-totals.js';
import { newUuid } from '#web/lib/uuid.js';
import { serveShop, signUpInPage } from './support/serve-shop.js';

/** Decision 0034: a Hindi shopper reads the shop's refusal in Hindi, found by its id, whatever its English says. */
const shipping = { address: '12 Market Road', city: 'Sangli', mobileNumber: '9876543210', pinCode: '416416' };

let shop: TestShop;
beforeAll(async () => {
  ({ shop } = await serveShop());
  await signUpInPage();
});
afterAll(() => shop.close());
afterEach(() => activateLanguage('en'));

/** The shop's answer to an order for more Paneer than it has. */
async function notEnoughPaneer(): Promise<ApiError> {
  const paneer = await createProduct(shop, { name: 'Paneer', rate: 80, stocks: 1 });
  const cart = [toCartItem(await getProduct(paneer.id), 2)];
  const error = await placeOrder({ cartItems: cart, shippingInfo: shipping, total: cartTotal(cart), idempotencyKey: newUuid() }).catch(
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}

function Lines({ error }: { error: unknown }) {
  const server = useServerMessages();
  return <p>{server.of(error).join(' ')}</p>;
}

const HINDI = 'माफ़ कीजिए, Paneer का इतना स्टॉक नहीं है..!!';

describe('a refusal of the shop for a Hindi shopper', () => {
  it('carries the message id and values to the screen', async () => {
    const error = await notEnoughPaneer();
    expect(error.code).toBe('OUT_OF_STOCK');
    expect(error.lines).toEqual([{ text: 'Sorry, Not Enough Stock For Paneer..!!', id: 'notEnoughStock', values: { names: 'Paneer' } }]);
  });

  it('is said in Hindi, found by its id and values', async () => {
    const error = await notEnoughPaneer();
    await activateLanguage('hi');
    expect(error.lines.map((line) => translateServerLine(line, t))).toEqual([HINDI]);
  });

  it('stays Hindi when the shop rewords its English, and reads as the shop wrote it in English', async () => {
    const error = await notEnoughPaneer();
    const reworded = new ApiError(error.status, error.code, [{ ...error.lines[0]!, text: 'We Ran Out Of Paneer..!!' }]);
    await activateLanguage('hi');
    expect(reworded.lines.map((line) => translateServerLine(line, t))).toEqual([HINDI]);
    await activateLanguage('en');
    render(<Lines error={reworded} />);
    expect(screen.getByText('We Ran Out Of Paneer..!!').tagName).toBe('P');
  });
});
