import { randomUUID } from 'node:crypto';
import { chmodSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { linePaise, toMilli, toPaise, toRupees } from '#common/money.js';
import { runCommand } from '../support/backups.js';
import { entriesUnder, isOpenToOthers, openToOthers, UNDER_UMASK_022, watchNewEntries } from '../support/file-modes.js';
import { shippingInfo } from '../support/orders.js';
import { type Client, createClient, type ShopProcess, startShopProcess, unusedPort, waitUntilHealthy } from '../support/shop-process.js';
import { jsonRequest, setUpShopThroughApi } from '../support/shop-through-api.js';

/**
 * DATA_DIR is the shop's alone (API.md "The shop's own words, and details settled"; decision
 * 0042): the real server, started the way a shell with `umask 022` starts it, takes orders, a
 * picture, mails and backups, and nothing it wrote in DATA_DIR or BACKUP_DIR is open to other
 * users of the machine, not even for a moment; a DATA_DIR left open is closed at the next start.
 */
const work = mkdtempSync(path.join(tmpdir(), 'shop-modes-'));
const dataDir = path.join(work, 'data');
const backupDir = path.join(work, 'backups');
const port = await unusedPort();
const ADMIN = { email: 'owner@example.com', password: 'owner-password-1' };
const CUSTOMER = { email: 'buyer@example.com', password: 'buyer-password-1' };
const RATE = 40;
const WAS_OPEN = /DATA_DIR .* was open to other users of the machine: closed (\d+) folders and (\d+) files/g;

const env = {
  DATA_DIR: dataDir,
  BACKUP_DIR: backupDir,
  PORT: String(port),
  HOST: '127.0.0.1',
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  LOG_LEVEL: 'info',
};

/** The server under `umask 022`; resolves once it answers. */
async function startUnderUmask022(): Promise<ShopProcess> {
  const shop = startShopProcess(env, { wrapper: UNDER_UMASK_022 });
  await waitUntilHealthy(shop, port);
  return shop;
}

async function stop(shop: ShopProcess): Promise<void> {
  shop.child.kill('SIGTERM');
  expect((await shop.exited).code, shop.output()).toBe(0);
}

/** A test's server is gone when it ends, whatever it found. */
async function stopIfRunning(shop: ShopProcess | undefined): Promise<void> {
  if (!shop || shop.child.exitCode !== null || shop.child.signalCode !== null) return;
  shop.child.kill('SIGTERM');
  await shop.exited;
}

/** `npm run backup FILE`, under `umask 022` too. */
const backUp = (file: string) => runCommand('backup', [file], env, { wrapper: UNDER_UMASK_022 });

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('a shop started with umask 022', () => {
  let shop: ShopProcess | undefined;
  let client: Client | undefined;

  afterEach(async () => {
    client?.close();
    client = undefined;
    await stopIfRunning(shop);
  });

  it('takes orders, pictures, mails and a backup, and leaves nothing in DATA_DIR or BACKUP_DIR open to other users, at any moment', async () => {
    // The shop makes DATA_DIR and BACKUP_DIR itself: they are seen as they appear in `work`.
    const watcher = watchNewEntries(work, { skip: ['pglite'] });
    onTestFinished(() => watcher.close());
    shop = await startUnderUmask022();
    client = createClient(port);
    // Pictures of a category and a product, uploaded as the owner does.
    const { productId, customerCookie } = await setUpShopThroughApi(client, {
      admin: ADMIN,
      customer: CUSTOMER,
      product: { name: 'Alphonso Mango', rate: RATE, stocks: 100, kilogramOption: ['1'] },
    });
    for (let i = 0; i < 3; i++) {
      const order = await client.request(
        'POST',
        '/api/user/new/order',
        jsonRequest(
          { cartItems: [{ id: productId, quantity: 1 }], shippingInfo, total: toRupees(linePaise(toPaise(RATE), toMilli(1))) },
          customerCookie,
          { 'idempotency-key': randomUUID() },
        ),
      );
      expect(order.status, order.body).toBe(201);
    }
    // Without SMTP_URL the order mails are files of DATA_DIR/outbox.
    const outbox = path.join(dataDir, 'outbox');
    await expect
      .poll(() => (existsSync(outbox) ? readdirSync(outbox).filter((n) => n.endsWith('.eml')).length : 0), { timeout: 20_000 })
      .toBeGreaterThanOrEqual(3);
    expect(readdirSync(path.join(dataDir, 'uploads')).filter((n) => n.endsWith('.webp')).length).toBeGreaterThanOrEqual(2);

    // The running server writes the backup in DATA_DIR (through its socket), the command copies it to BACKUP_DIR.
    const file = path.join(backupDir, 'by-hand.tar.gz');
    const made = await backUp(file);
    expect(made.code, made.output).toBe(0);
    expect(lstatSync(file).mode & 0o777).toBe(0o600);

    // While it runs (the lock, the socket) and once it has closed the database.
    expect(existsSync(path.join(dataDir, 'shop.lock'))).toBe(true);
    expect(openToOthers(dataDir)).toEqual([]);
    await stop(shop);
    expect(openToOthers(dataDir)).toEqual([]);
    expect(openToOthers(backupDir)).toEqual([]);
    // Every entry as a watcher saw it the moment it appeared: the folders, the lock, the socket,
    // the pictures, the mails, the backup's staging folder and its file while being written.
    expect(watcher.seenOpen()).toEqual([]);
    const seen = [...watcher.seen.keys()].map((at) => path.relative(work, at));
    expect(seen).toEqual(expect.arrayContaining(['data', 'data/pglite', 'data/uploads', 'data/outbox', 'data/backup.sock', 'backups']));
    expect(
      seen.filter((at) => /^data\/\.backup-[0-9a-f]+\.tar\.gz\.partial$/.test(at)),
      seen.join('\n'),
    ).toHaveLength(1);
  }, 180_000);

  it('writes every backup 0600 from its first byte: the .partial file as a watcher sees it appear, and where a .partial file or a link was left in its place', async () => {
    shop = await startUnderUmask022();
    mkdirSync(backupDir, { recursive: true, mode: 0o700 });
    // A partial file a crash left behind, readable by all, and a link planted to catch the next backup.
    const afterCrash = path.join(backupDir, 'after-crash.tar.gz');
    writeFileSync(`${afterCrash}.partial`, 'left by a crash');
    chmodSync(`${afterCrash}.partial`, 0o644);
    const planted = path.join(backupDir, 'planted.tar.gz');
    const elsewhere = path.join(work, 'caught.tar.gz');
    symlinkSync(elsewhere, `${planted}.partial`);
    // The server writes each backup in DATA_DIR (the command's socket), the command into BACKUP_DIR.
    const inDataDir = watchNewEntries(dataDir, { skip: readdirSync(dataDir) });
    const inBackupDir = watchNewEntries(backupDir);
    try {
      for (const file of [afterCrash, planted]) {
        const made = await backUp(file);
        expect(made.code, made.output).toBe(0);
      }
    } finally {
      inDataDir.close();
      inBackupDir.close();
    }
    const partials = [...inDataDir.seen].filter(([at]) => /\/\.backup-[0-9a-f]+\.tar\.gz\.partial$/.test(at));
    expect(partials, [...inDataDir.seen.keys()].join('\n')).toHaveLength(2);
    expect(partials.map(([, mode]) => mode & 0o777)).toEqual([0o600, 0o600]);
    expect(inDataDir.seenOpen()).toEqual([]);
    expect(inBackupDir.seenOpen()).toEqual([]);
    for (const file of [afterCrash, planted]) {
      const stats = lstatSync(file);
      expect(stats.isFile()).toBe(true);
      expect(stats.mode & 0o777).toBe(0o600);
      expect(existsSync(`${file}.partial`)).toBe(false);
    }
    expect(existsSync(elsewhere)).toBe(false);
    await stop(shop);
    expect(openToOthers(backupDir)).toEqual([]);
  }, 120_000);

  it('closes a DATA_DIR it finds open (755 folders, 666 files) at start, saying so in one log line, and says nothing when it is closed', async () => {
    // As an older shop, a copy or a careless chmod -R would leave it.
    const { folders, files } = entriesUnder(dataDir);
    for (const folder of folders) chmodSync(folder, 0o755);
    for (const file of files) chmodSync(file, 0o666);
    expect(openToOthers(dataDir)).toHaveLength(folders.length + files.length);

    shop = await startUnderUmask022();
    const lines = [...shop.output().matchAll(WAS_OPEN)];
    expect(lines, shop.output()).toHaveLength(1);
    expect(lines[0]!.slice(1).map(Number)).toEqual([folders.length, files.length]);
    expect(shop.output()).toContain(`DATA_DIR ${dataDir} was open to other users of the machine`);
    expect(openToOthers(dataDir)).toEqual([]);
    await stop(shop);

    // Nothing was open this time, though PGlite sets some of its files' modes itself at each start.
    shop = await startUnderUmask022();
    expect([...shop.output().matchAll(WAS_OPEN)]).toHaveLength(0);
    await stop(shop);
    expect(openToOthers(dataDir)).toEqual([]);
    expect(isOpenToOthers(lstatSync(dataDir).mode)).toBe(false);
  }, 180_000);
});
