import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESSES_PER_SHOPPER } from '#common/schemas/addresses.js';
import type { TestShop } from '#tests/support/app.js';
import { type AddressDraft, checkDraft, emptyDraft, problemsOf } from '#web/features/addresses/address-rules.js';
import { getAddresses } from '#web/features/addresses/api/get-addresses.js';
import { addAddress } from '#web/features/addresses/api/save-address.js';
import { translate as t } from '#web/i18n/i18n.js';
import { ApiError } from '#web/lib/api-client.js';
import MyAddressesPage from '#web/routes/my-addresses.js';
import { serveShop, signUpInPage } from './support/serve-shop.js';
import { settleClients } from './support/settle.js';

const home: AddressDraft = {
  label: 'Home',
  address: '12 Market Yard',
  city: 'Sangli',
  pinCode: '416416',
  mobileNumber: '9876543210',
  isDefault: false,
};

let shop: TestShop;
beforeAll(async () => {
  ({ shop } = await serveShop());
});
afterAll(() => shop.close());

const clients: QueryClient[] = [];
afterEach(async () => {
  await settleClients(clients.splice(0));
});

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  clients.push(queryClient);
  render(
    <QueryClientProvider client={queryClient}>
      <MyAddressesPage />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

/** Add Address, once the list has loaded (the button waits for it: whether to offer "default" depends on it). */
async function openNewForm(user: ReturnType<typeof userEvent.setup>) {
  const button = await screen.findByRole('button', { name: t('addresses.add') });
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  await user.click(button);
  return screen.getByRole('form', { name: t('addresses.addTitle') });
}

/** What the shop itself answers for a draft: its problems sorted to the fields, or null when it saves it. */
async function shopAnswer(draft: AddressDraft) {
  try {
    await addAddress(draft);
    return null;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    expect(error.code).toBe('VALIDATION');
    return problemsOf(error.messages);
  }
}

describe("the address form's rules", () => {
  it.each([
    ['a blank label', { label: '  ' }],
    ['a label over 40 characters', { label: 'x'.repeat(41) }],
    ['no address and no city', { address: '', city: ' ' }],
    ['a 5-digit PIN', { pinCode: '41641' }],
    ['a mobile number of 9 digits', { mobileNumber: '98765 4321' }],
    ['a foreign mobile number', { mobileNumber: '+1 98765 43210' }],
    ['every field wrong', { label: '', address: '', city: '', pinCode: 'abc', mobileNumber: '12' }],
    ['a mobile number as people type it', { mobileNumber: '+91 98765-43210' }],
    ['a mobile number with a leading 0', { mobileNumber: '098765 43210' }],
  ])('agree with the shop on %s', async (_case, change) => {
    await signUpInPage();
    const draft = { ...home, ...change };
    const mine = checkDraft(draft);
    expect(mine).toEqual(await shopAnswer(draft));
  });

  it('send every problem to the field it names, and the rest to no field', () => {
    expect(
      problemsOf(['Label: Required..!!', 'Pin Code: Pin Code Should Be 6 Digit..!!', 'You Can Save At Most 20 Addresses..!!']),
    ).toEqual({
      fields: { label: ['Label: Required..!!'], pinCode: ['Pin Code: Pin Code Should Be 6 Digit..!!'] },
      other: ['You Can Save At Most 20 Addresses..!!'],
    });
    expect(checkDraft(emptyDraft)?.fields).toEqual({
      label: ['Label: Required..!!'],
      address: ['Address: Required..!!'],
      city: ['City: Required..!!'],
      pinCode: ['Pin Code: Pin Code Should Be 6 Digit..!!'],
      mobileNumber: ['Mobile Number: Mobile Number Should Be 10 Digit..!!'],
    });
  });
});

describe('the My Addresses page', () => {
  it('shows each problem beside its field, focused, then saves the first address as the default', async () => {
    await signUpInPage();
    const user = renderPage();
    const form = await openNewForm(user);
    expect(document.activeElement).toBe(within(form).getByLabelText(t('addresses.label')));
    await user.type(within(form).getByLabelText(t('addresses.pinCode')), '4164');
    await user.click(within(form).getByRole('button', { name: t('addresses.save') }));

    const pin = within(form).getByLabelText(t('addresses.pinCode'));
    expect(pin.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(pin.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Pin Code: Pin Code Should Be 6 Digit..!!',
    );
    expect(within(form).getByLabelText(t('addresses.label')).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(within(form).getByLabelText(t('addresses.label')));
    expect(await getAddresses()).toEqual([]);

    await user.type(within(form).getByLabelText(t('addresses.label')), 'Home');
    await user.type(within(form).getByLabelText(t('addresses.address')), '12 Market Yard');
    await user.type(within(form).getByLabelText(t('addresses.city')), 'Sangli');
    await user.type(pin, '16');
    await user.type(within(form).getByLabelText(t('addresses.mobileNumber')), '+91 98765 43210');
    await user.click(within(form).getByRole('button', { name: t('addresses.save') }));

    const news = await screen.findByText(t('addresses.added', { label: 'Home' }));
    expect(news.getAttribute('role')).toBe('status');
    const card = await screen.findByRole('listitem', { name: 'Home' });
    expect(card.textContent).toContain('9876543210');
    expect(within(card).getByText(t('addresses.defaultMark'))).toBeDefined();
    expect(await getAddresses()).toMatchObject([{ label: 'Home', mobileNumber: '9876543210', isDefault: true }]);
  });

  it("shows the shop's own refusal past the bound, in its words", async () => {
    await signUpInPage();
    for (let n = 1; n <= ADDRESSES_PER_SHOPPER; n++) await addAddress({ ...home, label: `Place ${n}` });
    const user = renderPage();
    const form = await openNewForm(user);
    for (const [label, value] of [
      [t('addresses.label'), 'Office'],
      [t('addresses.address'), '1 Station Road'],
      [t('addresses.city'), 'Miraj'],
      [t('addresses.pinCode'), '416410'],
      [t('addresses.mobileNumber'), '9123456780'],
    ] as const)
      await user.type(within(form).getByLabelText(label), value);
    await user.click(within(form).getByRole('button', { name: t('addresses.save') }));
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toContain(`At Most ${ADDRESSES_PER_SHOPPER}`);
    expect(await getAddresses()).toHaveLength(ADDRESSES_PER_SHOPPER);
  });
});
