import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestShop } from '#tests/support/app.js';
import { changeRate } from '#tests/support/catalog-fixtures.js';
import { type SignedIn, signUp } from '#tests/support/factories.js';
import { createProduct, setRate } from '#tests/support/products.js';
import { toCartItem } from '#web/features/cart/cart-line.js';
import { type CartItem, useCartStore } from '#web/features/cart/cart-store.js';
import { ConflictNotice } from '#web/features/cart/components/conflict-notice.js';
import { conflictItems } from '#web/features/cart/conflict-items.js';
import { useCartLines } from '#web/features/cart/use-cart-lines.js';
import { getProduct } from '#web/features/catalog/api/get-product.js';
import { activateLanguage, translate as t, useServerMessages } from '#web/i18n/i18n.js';
import { translateServerLine } from '#web/i18n/server-messages.js';
import { ApiError } from '#web/lib/api-client.js';
import { cartTotal } from '#web/lib/line-totals.js';
import { placeOrder } from '#web/lib/place-order.js';
import { newUuid } from '#web/lib/uuid.js';
import { serveShop, signUpInPage } from './support/serve-shop.js';

const shipping = { address: '12 Market Road', city: 'Sangli', mobileNumber: '9876543210', pinCode: '416416' };

let shop: TestShop;
let admin: SignedIn;
beforeAll(async () => {
  ({ shop } = await serveShop());
  admin = await signUp(shop, { role: 'Admin' });
  await signUpInPage();
});
afterAll(() => shop.close());
beforeEach(() => useCartStore.getState().clear());

const cart = () => useCartStore.getState().items;

/** A product of the shop as a cart line, read through the web app's own product call. */
async function lineOf(options: { name: string; rate: number; stocks: number }, quantity: number): Promise<CartItem> {
  const product = await createProduct(shop, options);
  return toCartItem(await getProduct(product.id), quantity);
}

/** Puts `lines` in the cart and confirms it, as the confirm page does: the shop's refusal. */
async function refusalOf(lines: CartItem[]): Promise<ApiError> {
  for (const line of lines) useCartStore.getState().addItem(line);
  const error = await placeOrder({ cartItems: cart(), shippingInfo: shipping, total: cartTotal(cart()), idempotencyKey: newUuid() }).catch(
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}

/** The confirm page's parts: the cart's priced lines (name and rate shown), and the notice for `error` when there is one. */
function ConfirmParts({ error }: { error?: ApiError }) {
  const { lines, ready, refresh } = useCartLines();
  if (!ready) return null;
  return (
    <>
      <ul aria-label="Cart">
        {lines.map((line) => (
          <li key={line.id}>{`${line.name} ${line.rate}`}</li>
        ))}
      </ul>
      {error && <ConflictNotice messages={error.messages} items={conflictItems(error, lines)} lines={lines} onRefresh={refresh} />}
    </>
  );
}

/** The confirm page's parts for the cart as it is; `show(error)` then shows the notice for a refusal. */
async function renderCart() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <ConfirmParts />
    </QueryClientProvider>,
  );
  await screen.findByRole('list', { name: 'Cart' });
  const show = (error: ApiError) =>
    view.rerender(
      <QueryClientProvider client={client}>
        <ConfirmParts error={error} />
      </QueryClientProvider>,
    );
  return { show, user: userEvent.setup() };
}

const shownLines = () => screen.getAllByRole('listitem').filter((item) => item.parentElement?.getAttribute('aria-label') === 'Cart');
const shownRates = () => shownLines().map((item) => item.textContent);

async function renderNotice(error: ApiError) {
  const { show, user } = await renderCart();
  show(error);
  return user;
}

describe('which cart lines a 409 names', () => {
  it('PRICE_CHANGED: only the lines whose rate changed, with the rate the shop asks now', async () => {
    const tomato = await lineOf({ name: 'Tomato', rate: 45.5, stocks: 10 }, 0.5);
    const onion = await lineOf({ name: 'Onion', rate: 30, stocks: 10 }, 1);
    await setRate(shop, tomato.id, 48);

    const error = await refusalOf([tomato, onion]);

    expect(error).toMatchObject({ status: 409, code: 'PRICE_CHANGED' });
    expect(conflictItems(error, cart())).toEqual([{ id: tomato.id, kind: 'price', name: 'Tomato', rate: 48, available: undefined }]);
  });

  it('OUT_OF_STOCK: the lines the shop has too little of, with what is left', async () => {
    const potato = await lineOf({ name: 'Potato', rate: 25, stocks: 2 }, 3);
    const onion = await lineOf({ name: 'Onion', rate: 30, stocks: 10 }, 1);

    const error = await refusalOf([onion, potato]);

    expect(error).toMatchObject({ status: 409, code: 'OUT_OF_STOCK' });
    expect(conflictItems(error, cart())).toEqual([{ id: potato.id, kind: 'stock', name: 'Potato', rate: undefined, available: 2 }]);
  });

  it('leaves out what is not a line of this cart, and takes the name from the cart when the answer has none', () => {
    const line: CartItem = { id: 'a1', name: 'Garlic', rate: 200, stocks: 5, kilogramOption: [0.5], image: '', quantity: 0.5, unit: 'Kg' };
    const error = new ApiError(
      409,
      'PRICE_CHANGED',
      ['Price Changed..!!'],
      [{ productId: 'a1', currentRate: 210 }, { _id: 'gone', name: 'Ginger', rate: 90 }, 'a1', null],
    );
    expect(conflictItems(error, [line])).toEqual([{ id: 'a1', kind: 'price', name: 'Garlic', rate: 210, available: undefined }]);
  });
});

describe('the conflict notice', () => {
  it("lists a price changed after the cart read it; Update reads the shop's rate again and the cart shows it", async () => {
    const tomato = await lineOf({ name: 'Tomato', rate: 45.5, stocks: 10 }, 0.5);
    const onion = await lineOf({ name: 'Onion', rate: 30, stocks: 10 }, 1);
    for (const line of [tomato, onion]) useCartStore.getState().addItem(line);
    const { show, user } = await renderCart();
    expect(shownRates()).toEqual(['Tomato 45.5', 'Onion 30']);
    await changeRate(shop, admin.cookie, await getProduct(tomato.id), 48);
    show(await refusalOf([]));

    expect(screen.getByRole('alert').textContent).toContain(t('confirm.priceChangedItem', { name: 'Tomato', rate: '₹ 48' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect((await screen.findByRole('status')).textContent).toContain(t('confirm.cartUpdated'));
    expect(shownRates()).toEqual(['Tomato 48', 'Onion 30']);
    // The stored lines keep what they were added with; only what the screens show is the shop's now.
    expect(cart()).toEqual([tomato, onion]);
  });

  it('offers Set to N for a short line, which sets the quantity to what is left', async () => {
    const potato = await lineOf({ name: 'Potato', rate: 25, stocks: 2 }, 3);
    const user = await renderNotice(await refusalOf([potato]));

    expect(screen.getByRole('alert').textContent).toContain(t('confirm.onlyLeftItem', { name: 'Potato', available: 2 }));
    await user.click(screen.getByRole('button', { name: 'Set to 2' }));

    expect(cart()).toEqual([{ ...potato, quantity: 2 }]);
    expect(screen.getByRole('status').textContent).toContain(t('confirm.cartUpdated'));
  });

  it('offers only Remove for a sold-out line, and Remove takes it out of the cart', async () => {
    const onion = await lineOf({ name: 'Onion', rate: 30, stocks: 10 }, 1);
    const potato = await lineOf({ name: 'Potato', rate: 25, stocks: 0 }, 1);
    const user = await renderNotice(await refusalOf([onion, potato]));

    expect(screen.getByRole('alert').textContent).toContain(t('confirm.outOfStockItem', { name: 'Potato' }));
    expect(screen.queryByRole('button', { name: /^Set to|^Update$/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove' }));

    expect(cart()).toEqual([onion]);
    expect(screen.getByRole('status').textContent).toContain(t('confirm.cartUpdated'));
  });

  it('updates a line whose new price was not named by asking the shop for it', async () => {
    // In the cart at the rate of the day it was added; the shop asks 210.25 now.
    const garlic = { ...(await lineOf({ name: 'Garlic', rate: 210.25, stocks: 10 }, 0.5)), rate: 200 };
    useCartStore.getState().addItem(garlic);
    const user = await renderNotice(new ApiError(409, 'PRICE_CHANGED', ['Price Changed..!!'], [{ _id: garlic.id }]));
    // The cart never showed the stored 200: its rate is the product's.
    expect(shownRates()).toEqual(['Garlic 210.25']);

    expect(screen.getByRole('alert').textContent).toContain(t('confirm.priceChangedUnknown', { name: 'Garlic' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect((await screen.findByRole('status')).textContent).toContain(t('confirm.cartUpdated'));
    expect(shownRates()).toEqual(['Garlic 210.25']);
    expect(cart()).toEqual([garlic]);
  });
});

/** The lines of an error as a screen shows them, in the language shown. */
function Lines({ error }: { error: unknown }) {
  const server = useServerMessages();
  return <p>{server.of(error).join(' ')}</p>;
}

describe('the refusal for a Hindi shopper (decision 0034)', () => {
  const HINDI = 'माफ़ कीजिए, Paneer का इतना स्टॉक नहीं है..!!';

  it('carries the message id and values from the shop, and is said in Hindi by them', async () => {
    const error = await refusalOf([await lineOf({ name: 'Paneer', rate: 80, stocks: 1 }, 2)]);
    expect(error.lines).toEqual([{ text: 'Sorry, Not Enough Stock For Paneer..!!', id: 'notEnoughStock', values: { names: 'Paneer' } }]);
    await activateLanguage('hi');
    try {
      expect(error.lines.map((line) => translateServerLine(line, t))).toEqual([HINDI]);
    } finally {
      await activateLanguage('en');
    }
  });

  it('stays Hindi when the shop rewords its English, and reads as the shop wrote it in English', async () => {
    const error = await refusalOf([await lineOf({ name: 'Paneer', rate: 80, stocks: 1 }, 2)]);
    const reworded = new ApiError(error.status, error.code, [{ ...error.lines[0]!, text: 'We Ran Out Of Paneer..!!' }]);
    await activateLanguage('hi');
    try {
      expect(reworded.lines.map((line) => translateServerLine(line, t))).toEqual([HINDI]);
    } finally {
      await activateLanguage('en');
    }
    render(<Lines error={reworded} />);
    expect(screen.getByText('We Ran Out Of Paneer..!!').tagName).toBe('P');
  });
});
