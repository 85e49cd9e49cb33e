import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '#common/schemas/auth.js';
import { webPaths } from '#common/web-paths.js';
import { createTestShop, type TestShop } from '#tests/support/app.js';
import { newMobile } from '#tests/support/mobile-numbers.js';
import { startTextGateway, type TestTextGateway } from '#tests/support/text-gateway.js';
import { textingBySms } from '#tests/support/texts.js';
import { getLoggedUser } from '#web/features/auth/api/get-logged-user.js';
import { logout } from '#web/features/auth/api/logout.js';
import { sendCode } from '#web/features/auth/api/send-code.js';
import { verifyCode } from '#web/features/auth/api/verify-code.js';
import { activateLanguage } from '#web/i18n/i18n.js';
import { queryKeys } from '#web/lib/query-keys.js';
import MyAccountPage from '#web/routes/my-account.js';
import { setPageOrigin, signUpInPage } from './support/serve-shop.js';
import { settleClients } from './support/settle.js';
import { codeTextedTo } from './support/texted-codes.js';

/** My Account's mobile number (API.md "Phone first"): added or changed with a code texted to it, against the real shop. */
let gateway: TestTextGateway;
let shop: TestShop;
beforeAll(async () => {
  gateway = await startTextGateway();
  shop = await createTestShop(textingBySms(`${gateway.url}/sms`));
  setPageOrigin(await shop.app.listen({ host: '127.0.0.1', port: 0 }));
});
afterAll(async () => {
  await shop?.close();
  await gateway?.stop();
});
let client: QueryClient | undefined;
afterEach(async () => {
  await settleClients([client]);
  if (await getLoggedUser()) await logout();
  await activateLanguage('en');
});

const spaced = (mobile: string) => `${mobile.slice(0, 5)} ${mobile.slice(5)}`;

/** An account opened by phone (no e-mail), signed in to the page. */
async function phoneAccountInPage(mobile = newMobile()): Promise<User> {
  await sendCode({ mobile });
  return verifyCode({ mobile, code: await codeTextedTo(gateway, mobile), firstName: 'Kavita' });
}

function renderAccount(shopper: User) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  client = queryClient;
  queryClient.setQueryData(queryKeys.session.all, shopper);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[webPaths.myAccount.href()]}>
        <MyAccountPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), session: () => queryClient.getQueryData<User | null>(queryKeys.session.all) ?? null };
}

describe("My Account's mobile number", () => {
  it('adds a number with the code texted to it and shows it', async () => {
    const shopper = await signUpInPage();
    const { user, session } = renderAccount(shopper);
    expect(screen.getByText('No mobile number yet')).toBeDefined();
    expect(screen.getByText(shopper.email ?? '')).toBeDefined();

    const mobile = newMobile();
    await user.click(screen.getByRole('button', { name: 'Add: Mobile number' }));
    await user.type(screen.getByLabelText('Mobile number'), `0${mobile}`);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(`Code sent to ${spaced(mobile)}`)).toBeDefined();
    expect(document.activeElement).toBe(screen.getByLabelText('6-digit code'));
    await user.type(screen.getByLabelText('6-digit code'), await codeTextedTo(gateway, mobile));
    await user.click(screen.getByRole('button', { name: 'Save number' }));

    expect(await screen.findByText(spaced(mobile))).toBeDefined();
    expect(screen.getByRole('status').textContent).toBe('Mobile number saved');
    expect(session()?.mobile).toBe(mobile);
    expect((await getLoggedUser())?.mobile).toBe(mobile);
    expect(screen.getByRole('button', { name: 'Change: Mobile number' })).toBeDefined();
  });

  it("refuses a number another account holds, in the shopper's language", async () => {
    const held = newMobile();
    await phoneAccountInPage(held);
    await logout();
    await activateLanguage('hi');
    const shopper = await signUpInPage();
    const { user, session } = renderAccount(shopper);
    await user.click(screen.getByRole('button', { name: 'जोड़ें: मोबाइल नंबर' }));
    await user.type(screen.getByLabelText('मोबाइल नंबर'), held);
    await user.click(screen.getByRole('button', { name: 'कोड भेजें' }));
    await user.type(await screen.findByLabelText('6 अंकों का कोड'), await codeTextedTo(gateway, held, 2));
    await user.click(screen.getByRole('button', { name: 'नंबर सेव करें' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('यह मोबाइल नंबर किसी दूसरे खाते का है..!!');
    expect(session()?.mobile).toBeNull();
  });

  it('shows the mobile of an account opened by phone, which has no e-mail', async () => {
    const mobile = newMobile();
    const shopper = await phoneAccountInPage(mobile);
    expect(shopper.email).toBeNull();
    renderAccount(shopper);
    expect(screen.queryByText('Email')).toBeNull();
    expect(screen.getByText(spaced(mobile))).toBeDefined();
    expect(screen.getByRole('button', { name: 'Change: Mobile number' })).toBeDefined();
  });
});
