import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { like } from 'drizzle-orm';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminWebPaths } from '#common/admin-web-paths.js';
import { formatRupees } from '#common/money.js';
import { CREDIT_LIMIT_MAX } from '#common/schemas/khata.js';
import { mailOutbox } from '#server/db/schema.js';
import type { TestShop } from '#tests/support/app.js';
import { type SignedIn, signUp } from '#tests/support/factories.js';
import { getAs, owingShopper } from '#tests/support/khata.js';
import { login } from '#web/features/auth/api/login.js';
import { translate as t } from '#web/i18n/i18n.js';
import { ownerKhataTexts } from '#web/i18n/owner-khata-texts.js';
import { AdminKhataPage } from '#web/routes/admin/admin-khata.js';
import { AdminKhataAccountPage } from '#web/routes/admin/admin-khata-account.js';
import { AdminUpdateUserPage } from '#web/routes/admin/admin-update-user.js';
import { serveShop } from './support/serve-shop.js';
import { settleClients } from './support/settle.js';

/**
 * The owner's khata (API.md "Getting paid"): who owes, oldest debt first, with the days it has
 * waited; one customer's khata, with a payment against it (refused at nothing and above the
 * balance) and a reminder mailed to them; the credit limit on the user's page. The owner is
 * signed in to the page; the customers buy through the API. The shop takes Cash and Credit.
 */
const k = ownerKhataTexts.en;
const DAY_MS = 24 * 3600_000;

let shop: TestShop;
let owner: SignedIn;
const clients: QueryClient[] = [];
beforeAll(async () => {
  ({ shop } = await serveShop({ settings: { maxOpenOrders: 0, paymentMethods: ['Cash', 'Credit'] } }));
  owner = await signUp(shop, { role: 'Admin' });
  await login({ email: owner.email, password: owner.password });
});
afterAll(() => shop.close());
afterEach(async () => {
  await settleClients(clients.splice(0));
  document.body.innerHTML = '';
});

/** A customer with `limit` of credit and a delivered Credit order of `rupees` on their khata. */
async function owing(firstName: string, limit: number, rupees: number) {
  const { shopper: customer, order } = await owingShopper(shop, owner, limit, rupees, firstName);
  return { customer, order };
}

/** The admin area's screens at `path` (their patterns are relative to /admin/), with a fresh query cache. */
function renderAdmin(path: string, state?: unknown) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  clients.push(queryClient);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[{ pathname: path, state }]}>
        <Routes>
          <Route path={`/admin/${adminWebPaths.khata.pattern}`} element={<AdminKhataPage />} />
          <Route path={`/admin/${adminWebPaths.khataAccount.pattern}`} element={<AdminKhataAccountPage />} />
          <Route path={`/admin/${adminWebPaths.updateUser.pattern}`} element={<AdminUpdateUserPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

/** The value shown under a figure's label in the khata's summary. */
function figure(label: string): string | null | undefined {
  const list = document.querySelector('.khata-summary') as HTMLElement;
  return within(list).getByText(label).nextElementSibling?.textContent;
}

describe("the owner's khata list", () => {
  it('lists who owes, the oldest debt first, with its days, and opens a khata from the name', async () => {
    await owing('Asha', 1000, 300);
    shop.advanceClock(3 * DAY_MS);
    await owing('Ravi', 1000, 120.5);
    await signUp(shop, { firstName: 'Meena' }); // owes nothing: not listed

    const user = renderAdmin(adminWebPaths.khata.href());
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.querySelector('th')?.textContent)).toEqual(['Asha Patil', 'Ravi Patil']);
    expect(within(rows[0] as HTMLElement).getByText(k.list.days(3))).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText(formatRupees(300))).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText(k.list.days(0))).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(k.list.total(2, formatRupees(420.5)));

    await user.click(within(rows[1] as HTMLElement).getByRole('link', { name: 'Ravi Patil' }));
    await screen.findByRole('heading', { level: 1, name: k.account.title('Ravi Patil') });
    await waitFor(() => expect(figure(t('khata.balance'))).toBe(formatRupees(120.5)));
  });
});

describe("a customer's khata", () => {
  it('records a payment, refusing nothing and more than the balance beside the field', async () => {
    const { customer, order } = await owing('Sunita', 1000, 240);
    const user = renderAdmin(adminWebPaths.khataAccount.href(customer.user._id));
    // Opened by its address: the name is found in the list of who owes.
    await screen.findByRole('heading', { level: 1, name: k.account.title('Sunita Patil') });
    const form = (await screen.findByRole('region', { name: k.account.payTitle })) as HTMLElement;
    const amount = within(form).getByLabelText(k.account.amount);

    await user.type(amount, '0');
    await user.click(within(form).getByRole('button', { name: k.account.record }));
    expect((await within(form).findByRole('alert')).textContent).toBe(k.account.amountInvalid);
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    await user.clear(amount);
    await user.type(amount, '240.001');
    await user.click(within(form).getByRole('button', { name: k.account.record }));
    expect(within(form).getByRole('alert').textContent).toBe(k.account.amountInvalid);
    await user.clear(amount);
    await user.type(amount, '500');
    await user.click(within(form).getByRole('button', { name: k.account.record }));
    expect(within(form).getByRole('alert').textContent).toBe(k.account.amountAbove(formatRupees(240)));
    expect((await getAs(shop, owner.cookie, `/api/admin/khata/${customer.user._id}`)).body.entries).toHaveLength(1);

    await user.clear(amount);
    await user.type(amount, '40.25');
    await user.click(within(form).getByRole('radio', { name: k.account.methods.UPI }));
    await user.type(within(form).getByLabelText(k.account.reference), '412345678901');
    await user.click(within(form).getByRole('button', { name: k.account.record }));
    await screen.findByText(k.account.recorded(formatRupees(40.25), formatRupees(199.75)));
    await waitFor(() => expect(figure(t('khata.balance'))).toBe(formatRupees(199.75)));
    const ledger = screen.getByRole('table', { name: t('khata.entries') });
    const [newest, oldest] = within(ledger).getAllByRole('row').slice(1) as HTMLElement[];
    expect(newest?.textContent).toContain(t('khata.paymentEntry.UPI'));
    expect(newest?.textContent).toContain('412345678901');
    expect(newest?.textContent).toContain(formatRupees(199.75));
    expect(
      within(oldest as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe(adminWebPaths.updateOrder.href(order._id));
    // The form is empty again for the next payment.
    expect(
      (within(screen.getByRole('region', { name: k.account.payTitle })).getByLabelText(k.account.amount) as HTMLInputElement).value,
    ).toBe('');
  });

  it('mails the customer a reminder, and offers neither once nothing is owed', async () => {
    const { customer } = await owing('Kavita', 500, 80);
    const user = renderAdmin(adminWebPaths.khataAccount.href(customer.user._id), { userId: customer.user._id, name: 'Kavita P.' });
    await screen.findByRole('heading', { level: 1, name: k.account.title('Kavita P.') });
    const reminder = await screen.findByRole('region', { name: k.account.reminderTitle });
    await user.click(within(reminder).getByRole('button', { name: k.account.remind }));
    await screen.findByText(k.account.reminded);
    const mails = await shop.database.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.eventKey, `khata.reminder:${customer.user._id}:%`));
    expect(mails.filter((mail) => mail.to === customer.email)).toHaveLength(1);

    const form = screen.getByRole('region', { name: k.account.payTitle });
    await user.type(within(form).getByLabelText(k.account.amount), '80');
    await user.click(within(form).getByRole('button', { name: k.account.record }));
    await screen.findByText(k.account.nothingOwed);
    expect(screen.queryByRole('region', { name: k.account.reminderTitle })).toBeNull();
    expect(screen.queryByRole('region', { name: k.account.payTitle })).toBeNull();
    expect(figure(t('khata.balance'))).toBe(formatRupees(0));
  });
});

describe("the credit limit on the user's page", () => {
  it('saves a limit in rupees, and says what is wrong with anything else', async () => {
    const customer = await signUp(shop, { firstName: 'Neha' });
    const user = renderAdmin(adminWebPaths.updateUser.href(customer.user._id));
    const form = (await screen.findByRole('form', { name: k.credit.title })) as HTMLElement;
    const limit = within(form).getByLabelText(k.credit.limit) as HTMLInputElement;
    expect(limit.value).toBe('0');
    const invalid = k.credit.invalid(formatRupees(CREDIT_LIMIT_MAX));
    for (const typed of ['-5', '12.345', 'lots', '', String(CREDIT_LIMIT_MAX + 1)]) {
      await user.clear(limit);
      if (typed) await user.type(limit, typed);
      await user.click(within(form).getByRole('button', { name: k.credit.save }));
      expect((await within(form).findByRole('alert')).textContent).toBe(invalid);
    }
    expect((await getAs(shop, owner.cookie, `/api/admin/khata/${customer.user._id}`)).body.limit).toBe(0);

    await user.clear(limit);
    await user.type(limit, '750.5');
    await user.click(within(form).getByRole('button', { name: k.credit.save }));
    await screen.findByText(k.credit.saved(formatRupees(750.5)));
    expect((await getAs(shop, owner.cookie, `/api/admin/khata/${customer.user._id}`)).body.limit).toBe(750.5);
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(
      within(screen.getByRole('form', { name: k.credit.title }))
        .getByRole('link', { name: k.credit.viewKhata })
        .getAttribute('href'),
    ).toBe(adminWebPaths.khataAccount.href(customer.user._id));
  });
});
