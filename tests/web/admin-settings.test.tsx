import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SETTINGS_DEFAULTS, type Settings } from '#common/schemas/settings.js';
import type { TestShop } from '#tests/support/app.js';
import { signUp } from '#tests/support/factories.js';
import { updateSettings } from '#web/features/admin/api/update-settings.js';
import { login } from '#web/features/auth/api/login.js';
import { adminTexts } from '#web/i18n/admin-texts.js';
import { activateLanguage, translate } from '#web/i18n/i18n.js';
import { ownerCouponTexts } from '#web/i18n/owner-coupon-texts.js';
import { ownerPaymentTexts } from '#web/i18n/owner-payment-texts.js';
import { queryKeys } from '#web/lib/query-keys.js';
import type { ShopSettings } from '#web/lib/shop-settings.js';
import { AdminSettingsPage } from '#web/routes/admin/admin-settings.js';
import { serveShop } from './support/serve-shop.js';
import { settleClients } from './support/settle.js';

const t = adminTexts.settings;
/** The Payments section speaks the owner's language (decision 0047). */
const pay = ownerPaymentTexts.en.settings;
/** The delivery charge's two fields, in the owner's language too (decision 0064). */
const charge = ownerCouponTexts.en.settings;

let shop: TestShop;
/** Every settings save: the JSON body the screen sent, and the status the shop answered. */
let sentBodies: Record<string, unknown>[] = [];
let answered: number[] = [];
const clients: QueryClient[] = [];

beforeAll(async () => {
  ({ shop } = await serveShop());
  // Heard on the shop's own HTTP server: what the screen was really answered.
  shop.app.server.on('request', (request, response) => {
    if (request.method === 'PUT' && request.url === '/api/admin/settings') response.on('finish', () => answered.push(response.statusCode));
  });
  const owner = await signUp(shop, { role: 'Admin' });
  await login({ email: owner.email, password: owner.password });
});
afterAll(() => shop.close());
afterEach(async () => {
  await settleClients(clients.splice(0));
  sentBodies = [];
  answered = [];
});

/** The saves so far: each body the page's fetch sent (watched, passed on untouched) with its answer. */
function savesSoFar() {
  return sentBodies.map((body, i) => ({ body, status: answered[i] }));
}

async function renderSettings() {
  const fetchOf = window.fetch.bind(window);
  vi.spyOn(window, 'fetch').mockImplementation((input, init) => {
    if (init?.method === 'PUT' && String(input).endsWith('/api/admin/settings')) sentBodies.push(JSON.parse(String(init.body)));
    return fetchOf(input, init);
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  clients.push(queryClient);
  render(
    <QueryClientProvider client={queryClient}>
      <AdminSettingsPage />
    </QueryClientProvider>,
  );
  await screen.findByLabelText(t.shopName);
  return { queryClient, user: userEvent.setup() };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const save = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: t.save }));

describe('the owner’s Settings screen', () => {
  it('sends only what changed and then shows what the server saved, the storefront’s copy included', async () => {
    const { queryClient, user } = await renderSettings();
    expect(field(t.shopName).value).toBe('Grocery Shop');
    expect(screen.getByText(t.everywhere)).toBeDefined();

    await user.clear(field(t.shopName));
    await user.type(field(t.shopName), 'Patil Fresh Mart');
    await user.type(field(t.gstin), '27aapfu0939f1zv');
    await user.click(field(t.addPinCodes));
    await user.paste('416416, 416415\n416416 416410');
    await save(user);

    expect(await screen.findByText('Settings Saved..!!')).toBeDefined();
    expect(savesSoFar()).toEqual([
      { status: 200, body: { shopName: 'Patil Fresh Mart', gstin: '27aapfu0939f1zv', pinCodes: ['416416', '416415', '416410'] } },
    ]);
    // The server's normalised GSTIN is what the form shows now.
    expect(field(t.gstin).value).toBe('27AAPFU0939F1ZV');
    const chips = within(screen.getByRole('list', { name: t.pinCodes })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual(['416416', '416415', '416410']);
    expect(screen.getByText(t.pinCount(3))).toBeDefined();
    expect(queryClient.getQueryData<ShopSettings>(queryKeys.settings.all)?.shopName).toBe('Patil Fresh Mart');

    // A chip removed is a PIN code the shop no longer serves.
    await user.click(screen.getByRole('button', { name: t.removePin('416415') }));
    await save(user);
    await waitFor(() => expect(savesSoFar()).toHaveLength(2));
    expect(savesSoFar()[1]).toEqual({ status: 200, body: { pinCodes: ['416416', '416410'] } });
  });

  it('shows a refusal in the server’s words at the top and beside the field it names', async () => {
    const { user } = await renderSettings();
    await user.clear(field(t.whatsapp));
    await user.type(field(t.whatsapp), '12345');
    await user.clear(field(t.email));
    await user.type(field(t.email), 'shop-at-sangli');
    await save(user);

    const list = await screen.findByRole('alert');
    expect([...list.querySelectorAll('p')].map((line) => line.textContent)).toEqual([
      'Email: Invalid Email..!!',
      'WhatsApp: Must Be 10 Digits..!!',
    ]);
    expect(answered).toEqual([400]);
    const whatsapp = field(t.whatsapp);
    expect(whatsapp.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('settings-whatsapp-problems')?.textContent).toBe('WhatsApp: Must Be 10 Digits..!!');
    expect(whatsapp.getAttribute('aria-describedby')).toContain('settings-whatsapp-problems');
    // "Email:" could be either e-mail field's words: it goes beside the one that was sent.
    expect(field(t.email).getAttribute('aria-invalid')).toBe('true');
    expect(field(t.notifyEmail).getAttribute('aria-invalid')).toBeNull();
    // What was typed stays, to be put right.
    expect(whatsapp.value).toBe('12345');
  });

  it('sends the order limits as numbers and shows a refusal beside the limit it names', async () => {
    const { user } = await renderSettings();
    // The shop's default; the test shop has lifted the open-orders limit (tests/support/database.ts).
    expect(field(t.maxQuantityPerProduct).value).toBe('20');
    expect(field(t.maxOpenOrders).value).toBe('0');

    await user.clear(field(t.maxOpenOrders));
    await user.type(field(t.maxOpenOrders), '-1');
    await save(user);
    await screen.findByRole('alert');
    expect(document.getElementById('settings-maxOpenOrders-problems')?.textContent).toBe('Max Open Orders: Must Be 0 Or More..!!');
    expect(field(t.maxOpenOrders).getAttribute('aria-invalid')).toBe('true');

    await user.clear(field(t.maxOpenOrders));
    await user.type(field(t.maxOpenOrders), '3');
    await user.clear(field(t.maxQuantityPerProduct));
    await user.type(field(t.maxQuantityPerProduct), '12.5');
    await save(user);
    await waitFor(() => expect(savesSoFar()).toHaveLength(2));
    expect(savesSoFar()).toEqual([
      { status: 400, body: { maxOpenOrders: -1 } },
      { status: 200, body: { maxQuantityPerProduct: 12.5, maxOpenOrders: 3 } },
    ]);
    // Put back for the screens that follow.
    await updateSettings({ maxQuantityPerProduct: 20, maxOpenOrders: 0 });
  });

  it('saves the delivery charge and the amount above which delivery is free, with a refusal beside the charge', async () => {
    const { user, queryClient } = await renderSettings();
    // A fresh shop charges nothing and never waives (API.md "Offers and the delivery charge").
    expect(field(charge.deliveryCharge).value).toBe('0');
    expect(field(charge.freeDeliveryAbove).value).toBe('0');
    expect(field(charge.freeDeliveryAbove).getAttribute('aria-describedby')).toBe('settings-freeDeliveryAbove-hint');

    await user.clear(field(charge.deliveryCharge));
    await user.type(field(charge.deliveryCharge), '-5');
    await save(user);
    await screen.findByRole('alert');
    expect(document.getElementById('settings-deliveryCharge-problems')?.textContent).toMatch(/^Delivery Charge: /);
    expect(field(charge.deliveryCharge).getAttribute('aria-invalid')).toBe('true');
    expect(field(charge.freeDeliveryAbove).getAttribute('aria-invalid')).toBeNull();

    await user.clear(field(charge.deliveryCharge));
    await user.type(field(charge.deliveryCharge), '30');
    await user.clear(field(charge.freeDeliveryAbove));
    await user.type(field(charge.freeDeliveryAbove), '499.50');
    await save(user);
    expect(await screen.findByText('Settings Saved..!!')).toBeDefined();
    expect(savesSoFar()).toEqual([
      { status: 400, body: { deliveryCharge: -5 } },
      { status: 200, body: { deliveryCharge: 30, freeDeliveryAbove: 499.5 } },
    ]);
    expect(field(charge.deliveryCharge).value).toBe('30');
    expect(field(charge.freeDeliveryAbove).value).toBe('499.5');
    expect(queryClient.getQueryData<ShopSettings>(queryKeys.settings.all)).toMatchObject({ deliveryCharge: 30, freeDeliveryAbove: 499.5 });
    // Put back for the screens that follow.
    await updateSettings({ deliveryCharge: 0, freeDeliveryAbove: 0 });
  });

  it('answers an untouched form without asking the server', async () => {
    const { user } = await renderSettings();
    await save(user);
    expect(await screen.findByText(t.nothingChanged)).toBeDefined();
    expect(savesSoFar()).toEqual([]);
  });

  it('adds, fills and removes delivery slots and phones as rows', async () => {
    const { user } = await renderSettings();
    await user.click(screen.getByRole('button', { name: t.addSlot }));
    expect(document.activeElement).toBe(field(`${t.slot(1)} ${t.slotStart}`));
    await user.type(field(`${t.slot(1)} ${t.slotStart}`), '07:00');
    await user.type(field(`${t.slot(1)} ${t.slotEnd}`), '10:00');
    await user.type(field(`${t.slot(1)} ${t.slotCapacity}`), '12');
    await user.click(screen.getByRole('button', { name: t.removePhone(2) }));
    await save(user);

    expect(await screen.findByText('Settings Saved..!!')).toBeDefined();
    expect(savesSoFar()).toEqual([
      { status: 200, body: { phones: ['+91 98765 43210'], slots: [{ start: '07:00', end: '10:00', capacity: 12 }] } },
    ]);
    expect(screen.queryByRole('button', { name: t.removePhone(2) })).toBeNull();
    expect(field(`${t.slot(1)} ${t.slotCapacity}`).value).toBe('12');
  });

  it('names the delivery windows that overlap before sending, marks only their rows, and says it in Hindi too', async () => {
    await updateSettings({ slots: [] });
    const { user } = await renderSettings();
    const addWindow = async (n: number, start: string, end: string, capacity: string) => {
      await user.click(screen.getByRole('button', { name: t.addSlot }));
      await user.type(field(`${t.slot(n)} ${t.slotStart}`), start);
      await user.type(field(`${t.slot(n)} ${t.slotEnd}`), end);
      await user.type(field(`${t.slot(n)} ${t.slotCapacity}`), capacity);
    };
    await addWindow(1, '07:00', '10:00', '5');
    await addWindow(2, '18:00', '20:00', '5');
    await addWindow(3, '07:00', '10:00', '9');
    await save(user);

    const english = 'Slots: Windows 07:00-10:00 And 07:00-10:00 Overlap, Change One Of Them..!!';
    const list = await screen.findByRole('alert');
    expect([...list.querySelectorAll('p')].map((line) => line.textContent)).toEqual([english]);
    expect(document.getElementById('settings-slots-problems')?.textContent).toBe(english);
    // Nothing was sent: the form checked with the settings' own rule.
    expect(savesSoFar()).toEqual([]);
    const invalid = (n: number) =>
      [t.slotStart, t.slotEnd, t.slotCapacity].map((label) => field(`${t.slot(n)} ${label}`).getAttribute('aria-invalid'));
    expect([invalid(1), invalid(2), invalid(3)]).toEqual([
      ['true', 'true', 'true'],
      [null, null, null],
      ['true', 'true', 'true'],
    ]);

    await activateLanguage('hi');
    try {
      const hindi = translate('server.slotsOverlap', { first: '07:00-10:00', second: '07:00-10:00' });
      expect(hindi).toMatch(/एक-दूसरे पर चढ़ते हैं/);
      // The Hindi table of the shop's messages loads when the page is idle.
      await waitFor(async () => {
        await save(user);
        expect(document.getElementById('settings-slots-problems')?.textContent).toBe(hindi);
      });
      expect(savesSoFar()).toEqual([]);
    } finally {
      await activateLanguage('en');
    }

    // Put right: the third window follows the first.
    await user.clear(field(`${t.slot(3)} ${t.slotStart}`));
    await user.type(field(`${t.slot(3)} ${t.slotStart}`), '10:00');
    await user.clear(field(`${t.slot(3)} ${t.slotEnd}`));
    await user.type(field(`${t.slot(3)} ${t.slotEnd}`), '13:00');
    await save(user);
    expect(await screen.findByText('Settings Saved..!!')).toBeDefined();
    expect(savesSoFar()).toEqual([
      {
        status: 200,
        body: {
          slots: [
            { start: '07:00', end: '10:00', capacity: 5 },
            { start: '18:00', end: '20:00', capacity: 5 },
            { start: '10:00', end: '13:00', capacity: 9 },
          ],
        },
      },
    ]);
    // Put back for the screens that follow.
    await updateSettings({ slots: [] });
  });

  it('edits the About and footer texts and the social links, each labelled, and shows a bad link’s problem beside it', async () => {
    const { user } = await renderSettings();
    const words = screen.getByRole('group', { name: t.words });
    expect(within(words).getByRole('group', { name: t.social })).toBeDefined();
    expect(field(t.footerText).value).toBe('Fresh and organic produce, free delivery all over India, cash on delivery.');
    expect(field('Facebook').value).toBe('');

    await user.clear(field(t.aboutText));
    await user.type(field(t.aboutText), 'Asha Kulkarni has sold vegetables at Market Yard since 1998.');
    await user.type(field('Instagram'), 'http://instagram.com/patilfresh');
    await save(user);
    await screen.findByRole('alert');
    expect(document.getElementById('settings-social-instagram-problems')?.textContent).toBe(
      'Instagram: Use A Link Starting With https:// Or Leave It Empty..!!',
    );
    expect(field('Instagram').getAttribute('aria-invalid')).toBe('true');
    expect(field('Facebook').getAttribute('aria-invalid')).toBeNull();

    await user.clear(field('Instagram'));
    await user.type(field('Instagram'), 'https://instagram.com/patilfresh');
    await save(user);
    expect(await screen.findByText('Settings Saved..!!')).toBeDefined();
    expect(savesSoFar()).toEqual([
      {
        status: 400,
        body: {
          aboutText: 'Asha Kulkarni has sold vegetables at Market Yard since 1998.',
          social: { instagram: 'http://instagram.com/patilfresh' },
        },
      },
      {
        status: 200,
        body: {
          aboutText: 'Asha Kulkarni has sold vegetables at Market Yard since 1998.',
          social: { instagram: 'https://instagram.com/patilfresh' },
        },
      },
    ]);
    expect(field('Instagram').value).toBe('https://instagram.com/patilfresh');
    // Put back for the screens that follow.
    await updateSettings({ aboutText: SETTINGS_DEFAULTS.aboutText, social: { instagram: '' } });
  });

  it('turns UPI on with its ID, shows the refusal of UPI without an ID beside the UPI ID, and the unpaid limit', async () => {
    const { user, queryClient } = await renderSettings();
    const methods = screen.getByRole('group', { name: pay.paymentMethods });
    const cash = within(methods).getByRole('checkbox', { name: pay.paymentMethodNames.Cash });
    const upi = within(methods).getByRole('checkbox', { name: pay.paymentMethodNames.UPI });
    expect([(cash as HTMLInputElement).checked, (upi as HTMLInputElement).checked]).toEqual([true, false]);
    expect(field(pay.upiId).value).toBe('');
    expect(field(pay.maxUnpaidAmount).value).toBe('0');

    await user.click(upi);
    await save(user);
    await screen.findByRole('alert');
    expect(document.getElementById('settings-upiId-problems')?.textContent).toBe('UPI ID: Needed To Take UPI Payments..!!');
    expect(field(pay.upiId).getAttribute('aria-invalid')).toBe('true');

    await user.type(field(pay.upiId), 'patilfresh@okbank');
    await user.type(field(pay.upiName), 'Patil Fresh');
    await user.clear(field(pay.maxUnpaidAmount));
    await user.type(field(pay.maxUnpaidAmount), '2500.50');
    await save(user);
    await waitFor(() => expect(savesSoFar()).toHaveLength(2));
    expect(savesSoFar()).toEqual([
      { status: 400, body: { paymentMethods: ['Cash', 'UPI'] } },
      {
        status: 200,
        body: { upiId: 'patilfresh@okbank', upiName: 'Patil Fresh', maxUnpaidAmount: 2500.5, paymentMethods: ['Cash', 'UPI'] },
      },
    ]);
    await waitFor(() =>
      expect(queryClient.getQueryData<ShopSettings>(queryKeys.settings.all)).toMatchObject({
        paymentMethods: ['Cash', 'UPI'],
        upiId: 'patilfresh@okbank',
      }),
    );

    // No way to pay left is refused, beside the boxes.
    await user.click(
      within(screen.getByRole('group', { name: pay.paymentMethods })).getByRole('checkbox', { name: pay.paymentMethodNames.Cash }),
    );
    await user.click(
      within(screen.getByRole('group', { name: pay.paymentMethods })).getByRole('checkbox', { name: pay.paymentMethodNames.UPI }),
    );
    await save(user);
    await waitFor(() =>
      expect(document.getElementById('settings-paymentMethods-problems')?.textContent).toBe('Payment Methods: Choose At Least One..!!'),
    );
    // Put back for the screens that follow.
    await updateSettings({ paymentMethods: ['Cash'], upiId: '', upiName: '', maxUnpaidAmount: 0 });
  });

  it('shows the Payments section in Hindi, the rest of Settings in English, and saves from it', async () => {
    const hi = ownerPaymentTexts.hi.settings;
    await act(() => activateLanguage('hi'));
    try {
      const { user } = await renderSettings();
      const section = screen.getByRole('group', { name: hi.payments });
      const methods = within(section).getByRole('group', { name: hi.paymentMethods });
      expect(
        within(methods)
          .getAllByRole('checkbox')
          .map((box) => box.parentElement?.textContent),
      ).toEqual([hi.paymentMethodNames.Cash, hi.paymentMethodNames.UPI, hi.paymentMethodNames.Credit]);
      expect(within(methods).getByText(hi.paymentMethodsHint)).toBeDefined();
      expect(within(section).getByLabelText(hi.upiId)).toBeDefined();
      expect(within(section).getByText(hi.upiIdHint)).toBeDefined();
      expect(within(section).getByText(hi.upiNameHint)).toBeDefined();
      expect(within(section).getByText(hi.maxUnpaidAmountHint)).toBeDefined();
      // The rest of Settings stays English (decision 0004).
      expect(screen.getByRole('group', { name: t.shop })).toBeDefined();
      expect(screen.getByRole('group', { name: t.delivery })).toBeDefined();
      expect(field(t.maxOpenOrders).labels?.[0]?.textContent).toBe(t.maxOpenOrders);
      expect(screen.getByRole('button', { name: t.save })).toBeDefined();

      await user.click(within(methods).getByRole('checkbox', { name: hi.paymentMethodNames.Credit }));
      await user.type(field(hi.upiName), 'पाटील फ्रेश');
      await user.clear(field(hi.maxUnpaidAmount));
      await user.type(field(hi.maxUnpaidAmount), '1500');
      await save(user);
      expect(await screen.findByText('Settings Saved..!!')).toBeDefined();
      expect(savesSoFar()).toEqual([
        { status: 200, body: { upiName: 'पाटील फ्रेश', maxUnpaidAmount: 1500, paymentMethods: ['Cash', 'Credit'] } },
      ]);
      const credit = within(screen.getByRole('group', { name: hi.paymentMethods })).getByRole('checkbox', {
        name: hi.paymentMethodNames.Credit,
      });
      expect(credit).toHaveProperty('checked', true);
    } finally {
      await act(() => activateLanguage('en'));
      // Put back for the screens that follow.
      await updateSettings({ paymentMethods: ['Cash'], upiName: '', maxUnpaidAmount: 0 });
    }
  });

  it('names the Payments section and what it holds in Marathi', async () => {
    await updateSettings({ paymentMethods: ['Cash', 'Credit'], maxUnpaidAmount: 1500 });
    const mr = ownerPaymentTexts.mr.settings;
    await act(() => activateLanguage('mr'));
    try {
      await renderSettings();
      const section = screen.getByRole('group', { name: mr.payments });
      const methods = within(section).getByRole('group', { name: mr.paymentMethods });
      expect(within(methods).getByRole('checkbox', { name: mr.paymentMethodNames.Cash })).toHaveProperty('checked', true);
      expect(within(methods).getByRole('checkbox', { name: mr.paymentMethodNames.UPI })).toHaveProperty('checked', false);
      expect(within(methods).getByRole('checkbox', { name: mr.paymentMethodNames.Credit })).toHaveProperty('checked', true);
      expect(field(mr.maxUnpaidAmount).value).toBe('1500');
      expect(within(section).getByLabelText(mr.upiName)).toBeDefined();
    } finally {
      await act(() => activateLanguage('en'));
      // Put back for the screens that follow.
      await updateSettings({ paymentMethods: ['Cash'], maxUnpaidAmount: 0 });
    }
  });

  it('is refused by the shop as a validation failure when a field is wrong', async () => {
    await expect(updateSettings({ whatsapp: '12345' } satisfies Partial<Record<keyof Settings, unknown>>)).rejects.toMatchObject({
      status: 400,
      code: 'VALIDATION',
      messages: ['WhatsApp: Must Be 10 Digits..!!'],
    });
  });
});
