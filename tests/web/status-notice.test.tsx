import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '#tests/support/app.js';
import { type SignedIn, signUp } from '#tests/support/factories.js';
import { eventually, mailingTo } from '#tests/support/mail.js';
import { orderBody, placeOrder } from '#tests/support/orders.js';
import { createProduct } from '#tests/support/products.js';
import { startSmtpServer, type TestSmtpServer } from '#tests/support/smtp-server.js';
import { startTextGateway, type TestTextGateway } from '#tests/support/text-gateway.js';
import { giveMobile, textingBySms } from '#tests/support/texts.js';
import { StatusNotice } from '#web/features/admin/components/status-notice.js';
import { login } from '#web/features/auth/api/login.js';
import { setPageOrigin } from './support/serve-shop.js';

/** The dashboard's warning when the shop's mail or texts do not leave (GET /api/admin/status). */
let smtp: TestSmtpServer;
let relay: TestTextGateway;
let shop: TestShop;
let owner: SignedIn;
beforeAll(async () => {
  smtp = await startSmtpServer();
  relay = await startTextGateway();
  shop = await createTestShop((config) => textingBySms(`${relay.url}/sms`)(mailingTo(smtp.url)(config)));
  setPageOrigin(await shop.app.listen({ host: '127.0.0.1', port: 0 }));
  owner = await signUp(shop, { role: 'Admin' });
  await login({ email: owner.email, password: owner.password });
});
afterAll(async () => {
  await shop.close();
  await smtp.stop();
  await relay.stop();
});

function renderNotice() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <StatusNotice />
    </QueryClientProvider>,
  );
  return queryClient;
}

describe("the dashboard's status warning", () => {
  it('says nothing while mail leaves, and what waits, since when and why once it is stuck', async () => {
    const quiet = renderNotice();
    await waitFor(() => expect(quiet.isFetching()).toBe(0));
    expect(screen.queryByRole('alert')).toBeNull();
    quiet.clear();
    document.body.innerHTML = '';

    await smtp.stop();
    const shopper = await signUp(shop);
    const rice = await createProduct(shop, { name: 'Rice', rate: 60, stocks: 10 });
    expect((await placeOrder(shop, shopper.cookie, orderBody([{ product: rice, quantity: 1 }]))).statusCode).toBe(201);
    const refused = async () =>
      (await shop.app.inject({ method: 'GET', url: '/api/admin/status', headers: { cookie: owner.cookie } })).json().status.mail.failing >
      0;
    await eventually('a refused mail', refused);
    shop.advanceClock(20 * 60_000);

    renderNotice();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(
      /^Mail is not going out: \d+ mails? (has|have) been waiting since \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m\./,
    );
    expect(alert.textContent).toMatch(/The mail server answered: .*(ECONNREFUSED|connect)/i);
    expect(alert.textContent).toContain('Nothing is lost');
  });

  it('says when the last backup failed and why, and nothing once a backup succeeds', async () => {
    document.body.innerHTML = '';
    const work = mkdtempSync(path.join(tmpdir(), 'shop-notice-'));
    try {
      // A folder where the file should go: the backup cannot be written.
      const blocked = path.join(work, 'blocked.tar.gz');
      mkdirSync(blocked);
      await expect(shop.app.backups.backupTo(blocked, 'test')).rejects.toThrow();
      renderNotice();
      // The mail of the test before is still stuck: its warning stands beside this one.
      const alert = (await screen.findByText(/^The last backup failed/)).closest('[role="alert"]')!;
      expect(alert.textContent).toMatch(/^The last backup failed \(\d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m\)\./);
      expect(alert.textContent).toMatch(/The reason given: .*(EISDIR|directory)/i);
      expect(alert.textContent).toContain('BACKUP_DIR');

      document.body.innerHTML = '';
      await shop.app.backups.backupTo(path.join(work, 'good.tar.gz'), 'test');
      const fine = renderNotice();
      await waitFor(() => expect(fine.isFetching()).toBe(0));
      expect(screen.queryByText(/backup failed/)).toBeNull();
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }, 30_000);

  it('says what texts to phones wait, since when and what the gateway answered', async () => {
    document.body.innerHTML = '';
    await relay.stop();
    const shopper = await signUp(shop);
    await giveMobile(shop.database, shopper, '9876543001');
    const dal = await createProduct(shop, { name: 'Dal', rate: 90, stocks: 10 });
    expect((await placeOrder(shop, shopper.cookie, orderBody([{ product: dal, quantity: 1 }]))).statusCode).toBe(201);
    const refused = async () =>
      (await shop.app.inject({ method: 'GET', url: '/api/admin/status', headers: { cookie: owner.cookie } })).json().status.texts.failing >
      0;
    await eventually('a refused text', refused);
    shop.advanceClock(20 * 60_000);

    renderNotice();
    const alert = (await screen.findByText(/^Texts to phones are not going out/)).closest('[role="alert"]')!;
    expect(alert.textContent).toMatch(
      /^Texts to phones are not going out: 1 text has been waiting since \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m\./,
    );
    expect(alert.textContent).toMatch(/The SMS relay or WhatsApp answered: .*ECONNREFUSED/);
    expect(alert.textContent).toContain('SMS_WEBHOOK_URL');
  });
});
