import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
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
import { activateLanguage } from '#web/i18n/i18n.js';
import { queryKeys } from '#web/lib/query-keys.js';
import LoginPage from '#web/routes/login.js';
import { setPageOrigin } from './support/serve-shop.js';
import { settleClients } from './support/settle.js';
import { codeTextedTo } from './support/texted-codes.js';

/**
 * "Login with mobile number" on the Login screen (API.md "Phone first", decision 0055) against the
 * real shop, the codes read from the texts it sent to a local SMS relay.
 */
let gateway: TestTextGateway;
let shop: TestShop;
beforeAll(async () => {
  gateway = await startTextGateway();
  // The contract's 3 codes per number in 15 minutes (the test shop raises it for other tests).
  shop = await createTestShop((config) =>
    textingBySms(`${gateway.url}/sms`)({ ...config, rateLimits: { ...config.rateLimits, codesPerMobile: 3 } }),
  );
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

function renderLogin() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  client = queryClient;
  queryClient.setQueryData(queryKeys.session.all, null);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[webPaths.login.href()]}>
        <LoginPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), signedIn: () => queryClient.getQueryData<User | null>(queryKeys.session.all) ?? null };
}

/** Types the number as people write it and asks for a code. */
async function sendCodeTo(
  user: ReturnType<typeof userEvent.setup>,
  mobile: string,
  labels = { mobile: 'Mobile number', send: 'Send code' },
) {
  await user.type(screen.getByLabelText(labels.mobile), `+91 ${mobile.slice(0, 5)}-${mobile.slice(5)}`);
  await user.click(screen.getByRole('button', { name: labels.send }));
}

describe('login with mobile number', () => {
  it('keeps the e-mail login as the specification has it and offers the mobile beside it', () => {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeDefined();
    expect(screen.getByLabelText('Email')).toBeDefined();
    expect(screen.getByRole('heading', { level: 2, name: 'Login with mobile number' })).toBeDefined();
  });

  it('signs in a known number with the code texted to it', async () => {
    const mobile = newMobile();
    const made = await shop.app.inject({ method: 'POST', url: '/api/auth/otp/send', remoteAddress: '10.20.0.1', payload: { mobile } });
    expect(made.statusCode).toBe(200);
    const first = await codeTextedTo(gateway, mobile);
    const created = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/otp/verify',
      payload: { mobile, code: first, firstName: 'Meena' },
    });
    expect(created.statusCode).toBe(201);

    const { user, signedIn } = renderLogin();
    await sendCodeTo(user, mobile);
    const sentLine = await screen.findByText(`Code sent to ${mobile.slice(0, 5)} ${mobile.slice(5)}`);
    expect(sentLine.getAttribute('role')).toBe('status');
    const codeInput = screen.getByLabelText('6-digit code');
    expect(document.activeElement).toBe(codeInput);
    expect(codeInput.getAttribute('autocomplete')).toBe('one-time-code');
    expect(codeInput.getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByText(/^Resend code in \d+ seconds$/)).toBeDefined();

    await user.type(codeInput, await codeTextedTo(gateway, mobile, 2));
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    await waitFor(() => expect(signedIn()?.firstName).toBe('Meena'));
    expect((await getLoggedUser())?.mobile).toBe(mobile);
  });

  it('asks a new number only for the name and makes the account with the same code', async () => {
    const mobile = newMobile();
    const { user, signedIn } = renderLogin();
    await sendCodeTo(user, mobile);
    await user.type(await screen.findByLabelText('6-digit code'), await codeTextedTo(gateway, mobile));
    await user.click(screen.getByRole('button', { name: 'Verify code' }));

    const firstName = await screen.findByLabelText('Name');
    await waitFor(() => expect(document.activeElement).toBe(firstName));
    expect(screen.getByText('This number is new here: tell us your name to open your account')).toBeDefined();
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(firstName, 'Ravi');
    await user.type(screen.getByLabelText('Last Name (optional)'), 'Kale');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(signedIn()).toMatchObject({ firstName: 'Ravi', lastName: 'Kale', mobile, email: null }));
  });

  it("says a wrong code is wrong, tied to the code's input", async () => {
    const mobile = newMobile();
    const { user, signedIn } = renderLogin();
    await sendCodeTo(user, mobile);
    const right = await codeTextedTo(gateway, mobile);
    const wrong = right === '000000' ? '111111' : '000000';
    await user.type(await screen.findByLabelText('6-digit code'), wrong);
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Code Is Invalid Or Expired..!!');
    expect(screen.getByLabelText('6-digit code').getAttribute('aria-describedby')).toBe(alert.id);
    expect(signedIn()).toBeNull();
  });

  it('says when to try again once the number had its codes for the quarter hour', async () => {
    const mobile = newMobile();
    for (const ip of ['10.21.0.1', '10.21.0.2', '10.21.0.3']) {
      const sent = await shop.app.inject({ method: 'POST', url: '/api/auth/otp/send', remoteAddress: ip, payload: { mobile } });
      expect(sent.statusCode).toBe(200);
    }
    const { user } = renderLogin();
    await sendCodeTo(user, mobile);
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert.textContent).toMatch(/^Too Many Attempts, Please Try Again Later\.\.!!Try again in (1[5-9]|2\d|30) minutes$/);
    expect(screen.queryByLabelText('6-digit code')).toBeNull();
  });

  it('speaks Hindi, the code texted in Hindi and a wrong code said in Hindi', async () => {
    await activateLanguage('hi');
    const mobile = newMobile();
    const { user, signedIn } = renderLogin();
    await sendCodeTo(user, mobile, { mobile: 'मोबाइल नंबर', send: 'कोड भेजें' });
    expect(await screen.findByText(`${mobile.slice(0, 5)} ${mobile.slice(5)} पर कोड भेजा गया`)).toBeDefined();
    const code = await codeTextedTo(gateway, mobile);
    await user.type(screen.getByLabelText('6 अंकों का कोड'), code === '000000' ? '111111' : '000000');
    await user.click(screen.getByRole('button', { name: 'कोड जाँचें' }));
    expect((await screen.findByRole('alert')).textContent).toBe('यह कोड ग़लत है या इसकी मियाद ख़त्म हो गई है..!!');

    await user.clear(screen.getByLabelText('6 अंकों का कोड'));
    await user.type(screen.getByLabelText('6 अंकों का कोड'), code);
    await user.click(screen.getByRole('button', { name: 'कोड जाँचें' }));
    await user.type(await screen.findByLabelText('नाम'), 'सीमा');
    await user.click(screen.getByRole('button', { name: 'खाता खोलें' }));
    await waitFor(() => expect(signedIn()).toMatchObject({ firstName: 'सीमा', mobile, language: 'hi' }));
  });
});
