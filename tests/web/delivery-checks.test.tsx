import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SettingsChange } from '#common/schemas/settings.js';
import type { TestShop } from '#tests/support/app.js';
import { signUp } from '#tests/support/factories.js';
import { createProduct } from '#tests/support/products.js';
import { toCartItem } from '#web/features/cart/cart-line.js';
import { useCartStore } from '#web/features/cart/cart-store.js';
import { CheckoutCart } from '#web/features/cart/components/checkout-cart.js';
import { getProduct } from '#web/features/catalog/api/get-product.js';
import { getSlots } from '#web/features/delivery/api/get-slots.js';
import { ProductPinCheck } from '#web/features/delivery/components/product-pin-check.js';
import { groupSlotsByDay } from '#web/features/delivery/group-slots.js';
import { formatsOf } from '#web/i18n/format.js';
import { addDays, todayInIndia } from '#web/lib/delivery-slot.js';
import { getShopSettings } from '#web/lib/shop-settings.js';
import { serveShop } from './support/serve-shop.js';

/** The delivery rules as the storefront shows them, against the real shop and its settings. */

let shop: TestShop;
let adminCookie: string;
beforeAll(async () => {
  ({ shop } = await serveShop());
  adminCookie = (await signUp(shop, { role: 'Admin' })).cookie;
});
afterAll(() => shop.close());

async function setSettings(change: SettingsChange): Promise<void> {
  const answer = await shop.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: { cookie: adminCookie }, payload: change });
  expect(answer.statusCode, answer.body).toBe(200);
}

function renderWithQueries(ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
}

describe('the PIN check', () => {
  it('says whether the shop delivers to the PIN as the shopper types it, in a live line', async () => {
    await setSettings({ pinCodes: ['416416', '416415'] });
    renderWithQueries(<ProductPinCheck />);
    const field = screen.getByLabelText('Pin Code');
    const line = field.closest('section')?.querySelector('[aria-live="polite"]');
    expect(line).not.toBeNull();

    fireEvent.change(field, { target: { value: '4164' } });
    await new Promise((done) => setTimeout(done, 500));
    expect(line?.textContent).toBe('');

    fireEvent.change(field, { target: { value: '416416' } });
    await waitFor(() => expect(line?.textContent).toBe('We deliver to 416416'));

    fireEvent.change(field, { target: { value: '110 001' } });
    expect((field as HTMLInputElement).value).toBe('110001');
    await waitFor(() => expect(line?.textContent).toBe('Sorry, we do not deliver to 110001 yet'));
  });
});

const english = { today: 'Today', tomorrow: 'Tomorrow', day: formatsOf('en').slotDay };

describe('the slots by day', () => {
  it('names the shop’s days Today and Tomorrow by India’s date, then by weekday, windows in time order', async () => {
    await setSettings({
      slots: [
        { start: '18:00', end: '21:00', capacity: 5 },
        { start: '07:00', end: '10:00', capacity: 5 },
      ],
      slotDays: 4,
      cutoffMinutes: 0,
    });
    const today = todayInIndia();
    const days = groupSlotsByDay(await getSlots(undefined), english, today);
    // Today's windows may be past their cut-off already; the three days after are always offered.
    const later = days.filter((day) => day.date > today);
    expect(later.map((day) => day.date)).toEqual([addDays(today, 1), addDays(today, 2), addDays(today, 3)]);
    expect(later[0]?.label).toBe('Tomorrow');
    expect(later[1]?.label).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2}$/);
    for (const day of days)
      expect(day.slots.map((slot) => `${slot.start}-${slot.end}`)).toEqual(['07:00-10:00', '18:00-21:00'].slice(-day.slots.length));
    if (days[0]?.date === today) expect(days[0].label).toBe('Today');
  });

  it('dates the day by India’s clock, not the device’s', () => {
    // 20:00 UTC on 25 Nov is 01:30 on 26 Nov in India.
    expect(todayInIndia(new Date('2026-11-25T20:00:00Z'))).toBe('2026-11-26');
    const slot = { capacity: 3, booked: 0, available: 3, full: false };
    const days = groupSlotsByDay(
      [
        { ...slot, _id: 'c', date: '2026-11-27', start: '07:00', end: '10:00' },
        { ...slot, _id: 'b', date: '2026-11-26', start: '18:00', end: '21:00' },
        { ...slot, _id: 'a', date: '2026-11-25', start: '07:00', end: '10:00' },
        { ...slot, _id: 'b2', date: '2026-11-26', start: '07:00', end: '10:00' },
      ],
      english,
      '2026-11-25',
    );
    expect(days.map((day) => [day.label, day.slots.map((s) => s._id)])).toEqual([
      ['Today', ['a']],
      ['Tomorrow', ['b2', 'b']],
      ['Fri 27 Nov', ['c']],
    ]);
  });
});

describe('the minimum order', () => {
  it('tells how much more the cart needs while it is below the shop’s minimum, and nothing once it is enough', async () => {
    await setSettings({ minOrderAmount: 200 });
    const product = await createProduct(shop, { rate: 45.5, stocks: 10 });
    useCartStore.getState().clear();
    useCartStore.getState().addItem(toCartItem(await getProduct(product.id), 1));
    const { minOrderAmount } = await getShopSettings();
    renderWithQueries(<CheckoutCart minOrderAmount={minOrderAmount} />);

    const note = document.querySelector('.minimum-note');
    expect(note?.getAttribute('aria-live')).toBe('polite');
    await waitFor(() => expect(note?.textContent).toBe('Add ₹ 154.5 more to place an order (minimum ₹ 200)'));

    useCartStore.getState().updateItem(product.id, { quantity: 5 });
    await waitFor(() => expect(note?.textContent).toBe(''));
  });
});
