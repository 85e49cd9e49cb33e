import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestShop } from '#tests/support/app.js';
import { addCoupon, couponNamed, listCoupons } from '#tests/support/coupons.js';
import { type SignedIn, signUp } from '#tests/support/factories.js';
import { login } from '#web/features/auth/api/login.js';
import { activateLanguage } from '#web/i18n/i18n.js';
import { ownerCouponTexts } from '#web/i18n/owner-coupon-texts.js';
import { AdminCouponsPage } from '#web/routes/admin/admin-coupons.js';
import { serveShop } from './support/serve-shop.js';
import { settleClients } from './support/settle.js';

/**
 * The owner's coupons (API.md "Offers and the delivery charge", decision 0064) against the real
 * shop: the list and its empty state, adding one (and a refusal beside its field), pausing and
 * resuming, and deleting after the dialog. The owner is signed in to the page; what the shop
 * holds is read back through its API.
 */
const t = ownerCouponTexts.en;

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
  document.body.innerHTML = '';
});

function renderCoupons() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  clients.push(queryClient);
  render(
    <QueryClientProvider client={queryClient}>
      <AdminCouponsPage />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

/** The list's entry of a coupon: its table row or its card, whichever the width draws. */
async function entryOf(code: string): Promise<HTMLElement> {
  const entry = (await screen.findByText(code, { selector: '.coupon-code' })).closest('tr, li');
  if (!(entry instanceof HTMLElement)) throw new Error(`no entry for ${code}`);
  return entry;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('the owner’s Coupons screen', () => {
  it('says what a coupon is for while the shop has none', async () => {
    renderCoupons();
    expect(await screen.findByText(t.list.none)).toBeDefined();
    expect(screen.getByRole('button', { name: t.list.add })).toBeDefined();
  });

  it('lists each coupon with its discount, limits, uses and whether it is active', async () => {
    await addCoupon(shop, owner.cookie, {
      code: 'DIWALI10',
      kind: 'percent',
      value: 10,
      minAmount: 500,
      maxDiscount: 100,
      validFrom: '2026-11-01',
      validTo: '2026-11-15',
      perShopper: 2,
      totalUses: 100,
    });
    await addCoupon(shop, owner.cookie, { code: 'FLAT50', kind: 'flat', value: 50, active: false });
    renderCoupons();

    const diwali = within(await entryOf('DIWALI10'));
    for (const text of ['10%', '₹ 500', '₹ 100', '2 times', '0 of 100', t.list.active]) expect(diwali.getByText(text)).toBeDefined();
    expect(diwali.getByText(/1 Nov 2026 – 15 Nov 2026/)).toBeDefined();
    const flat = within(await entryOf('FLAT50'));
    for (const text of ['₹ 50', t.list.noMinimum, t.list.always, '1 time', '0', t.list.paused]) expect(flat.getByText(text)).toBeDefined();
    expect(flat.getByRole('button', { name: t.list.resumeNamed('FLAT50') })).toBeDefined();
  });

  it('adds a coupon from the form, and shows a taken code’s refusal beside the code', async () => {
    await addCoupon(shop, owner.cookie, { code: 'TAKEN5', kind: 'flat', value: 5 });
    const user = renderCoupons();
    await user.click(await screen.findByRole('button', { name: t.list.add }));

    await user.type(field(t.form.code), 'taken5');
    await user.type(field(t.form.value), '15');
    await user.click(screen.getByRole('button', { name: t.form.add }));

    await waitFor(() => expect(field(t.form.code).getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById('coupon-code-problems')?.textContent).toBe('Coupon Code TAKEN5 Already Exists..!!');
    expect(field(t.form.code).getAttribute('aria-describedby')).toContain('coupon-code-problems');

    // A flat coupon asks no cap; the form kept what was typed.
    await user.click(screen.getByRole('radio', { name: t.form.flat }));
    expect(screen.queryByLabelText(t.form.maxDiscount)).toBeNull();
    await user.clear(field(t.form.code));
    await user.type(field(t.form.code), 'weekend15');
    await user.clear(field(t.form.minAmount));
    await user.type(field(t.form.minAmount), '299');
    await user.type(field(t.form.totalUses), '50');
    await user.click(screen.getByRole('button', { name: t.form.add }));

    expect(await screen.findByText(t.list.added('WEEKEND15'))).toBeDefined();
    expect(screen.queryByRole('form')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: t.list.add }));
    expect(await couponNamed(shop, owner.cookie, 'WEEKEND15')).toMatchObject({
      kind: 'flat',
      value: 15,
      minAmount: 299,
      maxDiscount: null,
      validFrom: null,
      validTo: null,
      perShopper: 1,
      totalUses: 50,
      used: 0,
      active: true,
    });
    within(await entryOf('WEEKEND15')).getByText('0 of 50');
  });

  it('edits a coupon, with a refusal beside the field it names', async () => {
    const coupon = await addCoupon(shop, owner.cookie, { code: 'EDITME', kind: 'percent', value: 5 });
    const user = renderCoupons();
    await user.click(within(await entryOf('EDITME')).getByRole('button', { name: t.list.editNamed('EDITME') }));
    expect(screen.getByRole('heading', { name: t.form.editTitle('EDITME') })).toBe(document.activeElement);

    await user.clear(field(t.form.value));
    await user.type(field(t.form.value), '150');
    await user.click(screen.getByRole('button', { name: t.form.save }));
    await waitFor(() => expect(document.getElementById('coupon-value-problems')?.textContent).toBe('Value: A Percent Is At Most 100..!!'));

    await user.clear(field(t.form.value));
    await user.type(field(t.form.value), '12.5');
    await user.type(field(t.form.maxDiscount), '75');
    await user.click(screen.getByRole('button', { name: t.form.save }));
    expect(await screen.findByText(t.list.saved('EDITME'))).toBeDefined();
    expect(await couponNamed(shop, owner.cookie, 'EDITME')).toMatchObject({ _id: coupon._id, value: 12.5, maxDiscount: 75, active: true });
  });

  it('pauses and resumes a coupon', async () => {
    await addCoupon(shop, owner.cookie, { code: 'PAUSEME', kind: 'flat', value: 20 });
    const user = renderCoupons();
    await user.click(within(await entryOf('PAUSEME')).getByRole('button', { name: t.list.pauseNamed('PAUSEME') }));
    expect(await screen.findByText(t.list.pausedDone('PAUSEME'))).toBeDefined();
    expect((await couponNamed(shop, owner.cookie, 'PAUSEME'))?.active).toBe(false);
    await waitFor(async () => within(await entryOf('PAUSEME')).getByText(t.list.paused));

    await user.click(await screen.findByRole('button', { name: t.list.resumeNamed('PAUSEME') }));
    expect(await screen.findByText(t.list.resumedDone('PAUSEME'))).toBeDefined();
    expect((await couponNamed(shop, owner.cookie, 'PAUSEME'))?.active).toBe(true);
  });

  it('deletes a coupon only after the dialog is confirmed', async () => {
    await addCoupon(shop, owner.cookie, { code: 'GONE', kind: 'flat', value: 10 });
    const user = renderCoupons();
    await user.click(within(await entryOf('GONE')).getByRole('button', { name: t.list.deleteNamed('GONE') }));
    let dialog = screen.getByRole('dialog', { name: t.list.confirmTitle });
    expect(within(dialog).getByText(t.list.confirmText('GONE'))).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await couponNamed(shop, owner.cookie, 'GONE')).toBeDefined();

    await user.click(within(await entryOf('GONE')).getByRole('button', { name: t.list.deleteNamed('GONE') }));
    dialog = screen.getByRole('dialog', { name: t.list.confirmTitle });
    await user.click(within(dialog).getByRole('button', { name: t.list.confirmButton }));
    expect(await screen.findByText('Coupon Deleted..!!')).toBeDefined();
    expect((await listCoupons(shop, owner.cookie)).map((coupon) => coupon.code)).not.toContain('GONE');
    await waitFor(() => expect(screen.queryByText('GONE')).toBeNull());
  });

  it('speaks Marathi to an owner who reads it', async () => {
    await addCoupon(shop, owner.cookie, { code: 'MARATHI5', kind: 'flat', value: 5, totalUses: 40 });
    await act(() => activateLanguage('mr'));
    try {
      const mr = ownerCouponTexts.mr.list;
      renderCoupons();
      expect(await screen.findByRole('heading', { level: 1, name: mr.title })).toBeDefined();
      const entry = within(await entryOf('MARATHI5'));
      expect(entry.getByText(mr.usesOf(0, 40))).toBeDefined();
      expect(entry.getByText(mr.active)).toBeDefined();
      expect(entry.getByRole('button', { name: mr.pauseNamed('MARATHI5') })).toBeDefined();
      expect(screen.getByRole('button', { name: mr.add })).toBeDefined();
    } finally {
      await act(() => activateLanguage('en'));
    }
  });
});
