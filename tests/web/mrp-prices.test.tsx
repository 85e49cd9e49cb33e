import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Product } from '#common/schemas/catalog.js';
import type { TestShop } from '#tests/support/app.js';
import { createProduct } from '#tests/support/products.js';
import { toCartItem } from '#web/features/cart/cart-line.js';
import { useCartStore } from '#web/features/cart/cart-store.js';
import { CheckoutCart } from '#web/features/cart/components/checkout-cart.js';
import { getProduct } from '#web/features/catalog/api/get-product.js';
import { ProductCard } from '#web/features/catalog/components/product-card.js';
import { ProductDetails } from '#web/features/catalog/components/product-details.js';
import { activateLanguage } from '#web/i18n/i18n.js';
import { CartPanel } from '#web/routes/layout/cart-panel.js';
import { serveShop } from './support/serve-shop.js';

/** The printed MRP beside the price, "N% off" and the cart's "You save" (decision 0061), on products of a real shop. */
let shop: TestShop;
beforeAll(async () => {
  ({ shop } = await serveShop());
});
afterAll(() => shop.close());
beforeEach(() => useCartStore.getState().clear());

async function productOf(options: { name: string; rate: number; mrp?: number | null; unit?: string }): Promise<Product> {
  return getProduct((await createProduct(shop, { stocks: 20, unit: 'Packet', kilogramOption: [1, 2], ...options })).id);
}

function renderScreen(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const rendered = render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...rendered, client };
}

describe('the MRP beside a price', () => {
  it('strikes the MRP through on the card, read as "MRP ₹ 60", with the whole percent saved rounded down', async () => {
    const butter = await productOf({ name: 'Butter', rate: 50, mrp: 60 });
    renderScreen(<ProductCard product={butter} />);

    const card = screen.getByRole('article', { name: 'Butter' });
    expect(within(card).getByText('₹ 50/Packet')).toBeDefined();
    const struck = card.querySelector('s');
    expect(struck?.textContent).toBe('₹ 60');
    // The struck number is hidden from screen readers, which hear the words instead.
    expect(struck?.getAttribute('aria-hidden')).toBe('true');
    expect(within(card).getByText('MRP ₹ 60').className).toBe('visually-hidden');
    // 10 of 60 is 16.67 %: never said as 17.
    expect(within(card).getByText('16% off')).toBeDefined();
  });

  it('shows it on the product page, in Hindi too', async () => {
    const ghee = await productOf({ name: 'Ghee', rate: 540, mrp: 600 });
    const { unmount } = renderScreen(<ProductDetails product={ghee} />);
    expect(screen.getByText('10% off')).toBeDefined();
    expect(screen.getByText('MRP ₹ 600')).toBeDefined();
    unmount();

    await activateLanguage('hi');
    try {
      renderScreen(<ProductDetails product={ghee} />);
      expect(screen.getByText('10% छूट')).toBeDefined();
      expect(screen.getByText('एमआरपी ₹ 600')).toBeDefined();
    } finally {
      await activateLanguage('en');
    }
  });

  it('shows nothing of the kind without an MRP, or with one equal to the rate', async () => {
    const tomato = await productOf({ name: 'Tomato', rate: 40, mrp: null });
    const salt = await productOf({ name: 'Salt', rate: 28, mrp: 28 });
    renderScreen(
      <>
        <ProductCard product={tomato} />
        <ProductCard product={salt} />
        <ProductDetails product={salt} />
      </>,
    );
    expect(document.querySelector('s, .mrp')).toBeNull();
    expect(screen.queryByText(/% off/)).toBeNull();
    expect(screen.queryByText(/MRP/)).toBeNull();
  });
});

describe("the cart's saving", () => {
  it('strikes each line\'s MRP and says "You save" under the total: (MRP − rate) × quantity over the lines', async () => {
    const butter = await productOf({ name: 'Butter', rate: 50, mrp: 60 });
    const biscuits = await productOf({ name: 'Biscuits', rate: 27.5, mrp: 30 });
    const onion = await productOf({ name: 'Onion', rate: 30, mrp: null });
    const { addItem } = useCartStore.getState();
    addItem(toCartItem(butter, 2));
    addItem(toCartItem(biscuits, 1));
    addItem(toCartItem(onion, 2));
    renderScreen(
      <>
        <CheckoutCart />
        <CartPanel />
      </>,
    );

    // 2 × ₹ 10 + 1 × ₹ 2.5, in the checkout's cart and the header's.
    expect(await screen.findAllByText('You save ₹ 22.5')).toHaveLength(2);
    const [checkout, panel] = screen.getAllByRole('region', { name: 'Your Cart' }) as [HTMLElement, HTMLElement];
    const butterLine = within(checkout).getByText('Butter').closest('li') as HTMLElement;
    expect(butterLine.querySelector('s')?.textContent).toBe('₹ 60');
    expect(within(butterLine).getByText('16% off')).toBeDefined();
    const onionLine = within(checkout).getByText('Onion').closest('li') as HTMLElement;
    expect(onionLine.querySelector('s')).toBeNull();
    // The header's line shows its own amount: ₹ 100 for two, struck ₹ 120.
    const panelButter = within(panel).getByText('Butter').closest('li') as HTMLElement;
    expect(panelButter.querySelector('s')?.textContent).toBe('₹ 120');
    expect(within(panelButter).getByText('MRP ₹ 120')).toBeDefined();
  });

  it('says nothing of a saving when no line is sold under an MRP', async () => {
    const salt = await productOf({ name: 'Salt', rate: 28, mrp: 28 });
    const onion = await productOf({ name: 'Onion', rate: 30, mrp: null });
    useCartStore.getState().addItem(toCartItem(salt, 2));
    useCartStore.getState().addItem(toCartItem(onion, 1));
    const { client } = renderScreen(<CheckoutCart />);

    // Priced: the subtotal and the total, 2 × ₹ 28 + ₹ 30.
    expect(await screen.findAllByText('₹ 86')).toHaveLength(2);
    expect(screen.queryByText(/You save/)).toBeNull();
    expect(document.querySelector('s')).toBeNull();
    // Every read answered before the shop closes.
    await waitFor(() => expect(client.isFetching()).toBe(0));
  });
});
