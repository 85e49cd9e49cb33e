import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestShop } from '#tests/support/app.js';
import { addCategory } from '#tests/support/catalog-fixtures.js';
import { addCoupon, putCoupon } from '#tests/support/coupons.js';
import { type SignedIn, signUp } from '#tests/support/factories.js';
import { login } from '#web/features/auth/api/login.js';
import { adminTexts } from '#web/i18n/admin-texts.js';
import { ownerCouponTexts } from '#web/i18n/owner-coupon-texts.js';
import { ownerPaymentTexts } from '#web/i18n/owner-payment-texts.js';
import { AdminActivityPage } from '#web/routes/admin/admin-activity.js';
import { serveShop } from './support/serve-shop.js';
import { settleClients } from './support/settle.js';

const t = adminTexts.activity;

let shop: TestShop;
let owner: SignedIn;
const clients: QueryClient[] = [];

beforeAll(async () => {
  ({ shop } = await serveShop());
  owner = await signUp(shop, { role: 'Admin' });
  await login({ email: owner.email, password: owner.password });
});
afterAll(() => shop.close());
afterEach(async () => {
  await settleClients(clients.splice(0));
});

const saveSettings = (change: Record<string, unknown>) =>
  shop.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: { cookie: owner.cookie }, payload: change });

function renderActivity(address = '/admin/activity') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  clients.push(queryClient);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[address]}>
        <AdminActivityPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const entries = () => within(screen.getByRole('list', { name: t.title })).getAllByRole('heading', { level: 2 });
const lineOf = (entry: HTMLElement) => entry.closest('li.activity-entry')?.querySelector('.activity-entry__change')?.textContent;

describe('the Activity screen', () => {
  it('shows who changed what, newest first, each change as before and after', async () => {
    await saveSettings({ shopName: 'Patil Fresh', maxUnpaidAmount: 500 });
    await addCategory(shop, owner.cookie, 'Dairy');
    renderActivity();

    await waitFor(() => expect(entries().map((heading) => heading.textContent)).toEqual(['Category Added', 'Settings Saved']));
    const [category, settings] = entries() as [HTMLElement, HTMLElement];
    expect(category.closest('li')?.textContent).toContain('Dairy');
    expect(lineOf(category)).toBe('Category Name: Dairy');
    // A Payments field reads as the Settings page names it in English (the activity page is English).
    const lines = [...(settings.closest('li.activity-entry')?.querySelectorAll('.activity-entry__change > *') ?? [])];
    expect(lines.map((line) => line.textContent)).toEqual([
      `Shop Name: Grocery Shop → ${t.changedTo} Patil Fresh`,
      `${ownerPaymentTexts.en.settings.maxUnpaidAmount}: 0 → ${t.changedTo} 500`,
    ]);
    expect(settings.closest('li')?.textContent).toContain(owner.email);
    expect(settings.closest('li')?.querySelector('time')?.textContent).toMatch(/ IST$/);
    expect(screen.getByRole('status').textContent).toBe(t.showing(1, 2, 2));
  });

  it('opens on the action an address names', async () => {
    renderActivity('/admin/activity?action=category.create');
    await waitFor(() => expect(entries().map((heading) => heading.textContent)).toEqual(['Category Added']));
    expect((screen.getByLabelText(t.filter) as HTMLSelectElement).value).toBe('category.create');
  });

  it('narrows the log to one action', async () => {
    const user = renderActivity();
    await waitFor(() => expect(entries().length).toBeGreaterThan(0));
    await user.selectOptions(screen.getByLabelText(t.filter), 'Settings Saved');
    await waitFor(() => expect(entries().map((heading) => heading.textContent)).toEqual(['Settings Saved']));
    expect(screen.getByRole('status').textContent).toBe(t.showing(1, 1, 1));

    await user.selectOptions(screen.getByLabelText(t.filter), 'Review Deleted');
    expect(await screen.findByText(t.noneOfAction)).toBeDefined();
  });

  it('pages through a long log with the keyboard', async () => {
    for (let i = 0; i < 25; i++) await saveSettings({ minOrderAmount: i + 1 });
    const user = renderActivity();
    await waitFor(() => expect(entries()).toHaveLength(25));
    expect(screen.getByText(adminTexts.lists.pageOf(1, 2))).toBeDefined();
    expect(screen.getByRole('status').textContent).toBe(t.showing(1, 25, 27));

    const next = screen.getByRole('button', { name: adminTexts.lists.next });
    next.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByText(adminTexts.lists.pageOf(2, 2))).toBeDefined());
    await waitFor(() => expect(entries().map((heading) => heading.textContent)).toEqual(['Category Added', 'Settings Saved']));
    expect(screen.getByRole('status').textContent).toBe(t.showing(26, 27, 27));
    // The last page's Next stays focusable but goes nowhere.
    expect(screen.getByRole('button', { name: adminTexts.lists.next }).getAttribute('aria-disabled')).toBe('true');
  });

  it('names the owner’s coupon changes and the delivery charge as their screens do', async () => {
    const coupon = await addCoupon(shop, owner.cookie, { code: 'FEST20', kind: 'percent', value: 20 });
    await putCoupon(shop, owner.cookie, coupon._id, { active: false, perShopper: 2 });
    await shop.app.inject({ method: 'DELETE', url: `/api/admin/coupons/${coupon._id}`, headers: { cookie: owner.cookie } });
    await saveSettings({ deliveryCharge: 25 });
    const user = renderActivity();
    await waitFor(() =>
      expect(
        entries()
          .slice(0, 4)
          .map((heading) => heading.textContent),
      ).toEqual(['Settings Saved', 'Coupon Deleted', 'Coupon Updated', 'Coupon Added']),
    );
    const [charge, deleted, updated] = entries() as [HTMLElement, HTMLElement, HTMLElement];
    expect(lineOf(charge)).toBe(`${ownerCouponTexts.en.settings.deliveryCharge}: 0 → ${t.changedTo} 25`);
    expect(deleted.closest('li')?.textContent).toContain('FEST20');
    const lines = [...(updated.closest('li.activity-entry')?.querySelectorAll('.activity-entry__change > *') ?? [])];
    expect(lines.map((line) => line.textContent)).toEqual([
      `Active: ${t.yes} → ${t.changedTo} ${t.no}`,
      `Per Shopper: 1 → ${t.changedTo} 2`,
    ]);
    await user.selectOptions(screen.getByLabelText(t.filter), 'Coupon Added');
    await waitFor(() => expect(entries().map((heading) => heading.textContent)).toEqual(['Coupon Added']));
  });
});
