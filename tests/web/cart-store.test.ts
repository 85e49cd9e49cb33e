import { beforeEach, describe, expect, it } from 'vitest';
import { CART_STORAGE_KEY, type CartItem, useCartStore } from '#web/features/cart/cart-store.js';

const tomato: CartItem = {
  id: '6a0f1d44-3c1b-4a51-8c0e-4f7e2a9b1c01',
  name: 'Tomato',
  rate: 45.5,
  stocks: 20,
  kilogramOption: [0.5, 1, 2],
  image: '/uploads/tomato-400.webp',
  quantity: 0.5,
  unit: 'Kg',
};
const onion: CartItem = { ...tomato, id: '6a0f1d44-3c1b-4a51-8c0e-4f7e2a9b1c02', name: 'Onion', rate: 30 };
const potato: CartItem = { ...tomato, id: '6a0f1d44-3c1b-4a51-8c0e-4f7e2a9b1c03', name: 'Potato', rate: 25 };

const cart = () => useCartStore.getState();
const stored = (): unknown => JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null');

// The store is one per page, like in the browser: each test starts from an empty cart.
beforeEach(() => cart().clear());

describe('the cart store', () => {
  it('appends a product that is not in the cart yet', () => {
    cart().addItem(tomato);
    cart().addItem(onion);
    expect(cart().items).toEqual([tomato, onion]);
  });

  it('gives a line already in the cart the new quantity, in its place, instead of a second line (spec 4)', () => {
    cart().addItem(tomato);
    cart().addItem(onion);
    cart().addItem({ ...tomato, quantity: 2 });
    expect(cart().items).toEqual([{ ...tomato, quantity: 2 }, onion]);
  });

  it("changes a line's quantity where it stands and leaves the others alone", () => {
    for (const item of [tomato, onion, potato]) cart().addItem(item);
    cart().updateItem(onion.id, { quantity: 2 });
    expect(cart().items.map((line) => [line.name, line.quantity])).toEqual([
      ['Tomato', 0.5],
      ['Onion', 2],
      ['Potato', 0.5],
    ]);
  });

  it('removes one line, and clear empties the cart', () => {
    for (const item of [tomato, onion, potato]) cart().addItem(item);
    cart().removeItem(onion.id);
    expect(cart().items.map((line) => line.name)).toEqual(['Tomato', 'Potato']);
    cart().clear();
    expect(cart().items).toEqual([]);
    expect(stored()).toEqual([]);
  });

  it('keeps the cart in localStorage `userCart` as a plain array of its lines', () => {
    cart().addItem(tomato);
    cart().addItem({ ...onion, quantity: 1.5 });
    expect(stored()).toEqual([tomato, { ...onion, quantity: 1.5 }]);
  });

  it('reads a stored cart back, dropping lines that are not cart lines', async () => {
    const broken = [null, 'Tomato', { ...onion, quantity: 0 }, { ...potato, rate: '25' }, { name: 'No id', quantity: 1 }];
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([tomato, ...broken, onion]));
    await useCartStore.persist.rehydrate();
    expect(cart().items).toEqual([tomato, onion]);
  });

  it('reads a stored value that is not an array as an empty cart', async () => {
    for (const value of ['{"state":{"items":[]},"version":0}', '"Tomato"', 'null']) {
      cart().addItem(tomato);
      localStorage.setItem(CART_STORAGE_KEY, value);
      await useCartStore.persist.rehydrate();
      expect(cart().items, value).toEqual([]);
    }
  });

  it('keeps the cart it shows when the stored text is not JSON at all', async () => {
    cart().addItem(tomato);
    localStorage.setItem(CART_STORAGE_KEY, '[{"id":');
    await useCartStore.persist.rehydrate();
    expect(cart().items).toEqual([tomato]);
  });

  it("shows another tab's change to the cart", async () => {
    cart().addItem(tomato);
    // The other tab writes the storage; this page hears of it through a storage event.
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([onion, potato]));
    window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY }));
    await expect.poll(() => cart().items).toEqual([onion, potato]);
  });

  it('ignores storage events about other keys', async () => {
    cart().addItem(tomato);
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([onion]));
    window.dispatchEvent(new StorageEvent('storage', { key: 'shippingInfo' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(cart().items).toEqual([tomato]);
  });
});
