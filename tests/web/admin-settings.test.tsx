import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Settings } from '#common/schemas/settings.js';
import type { TestShop } from '#tests/support/app.js';
import { signUp } from '#tests/support/factories.js';
import { updateSettings } from '#web/features/admin/api/update-settings.js';
import { login } from '#web/features/auth/api/login.js';
import { adminTexts } from '#web/i18n/admin-texts.js';
import { queryKeys } from '#web/lib/query-keys.js';
import type { ShopSettings } from '#web/lib/shop-settings.js';
import { AdminSettingsPage } from '#web/routes/admin/admin-settings.js';
import { serveShop } from './support/serve-shop.js';

const t = adminTexts.settings;

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
  for (const client of clients.splice(0)) await waitFor(() => expect(client.isFetching() + client.isMutating()).toBe(0));
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

  it('is refused by the shop as a validation failure when a field is wrong', async () => {
    await expect(updateSettings({ whatsapp: '12345' } satisfies Partial<Record<keyof Settings, unknown>>)).rejects.toMatchObject({
      status: 400,
      code: 'VALIDATION',
      messages: ['WhatsApp: Must Be 10 Digits..!!'],
    });
  });
});
