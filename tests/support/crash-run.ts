import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { linePaise, toMilli, toPaise, toRupees } from '#common/money.js';
import { shippingInfo } from './orders.js';
import { type Answer, type Client, createClient, type ShopProcess, startShopProcess, waitUntilHealthy } from './shop-process.js';
import { jsonRequest, type ShopThroughApi, setUpShopThroughApi } from './shop-through-api.js';

/**
 * The crash run of trust case 3 (docs/trust.md), recorded for the checks of
 * tests/trust/crash-safety.test.ts: the real server gets its product and customer through the
 * API, then rounds of orders stream in until a SIGKILL, each round followed by a restart on
 * the same data and the retry of every order cut off; at the end a clean stop.
 */
export const RATE = 12.5;
export const INITIAL_STOCK = 100_000;
export const QUANTITIES = [0.5, 1, 1.5, 2, 3];
const WORKERS = 4;
const ADMIN = { email: 'owner@example.com', password: 'owner-password-1' };
const CUSTOMER = { email: 'buyer@example.com', password: 'buyer-password-1' };

export interface Placed {
  id: string;
  key: string;
  quantity: number;
}
interface InFlight {
  key: string;
  quantity: number;
}

/** What a restarted server answers about the customer's orders and the product, beside the orders placed by then. */
export interface Look {
  label: string;
  placed: Placed[];
  orders: Answer;
  product: Answer;
}

/** One kill: the sales before it, how the server died, its lock, and the server started after it. */
export interface Round {
  killAfter: number;
  placedBefore: number;
  acknowledged: number;
  unexpected: string[];
  cutOff: InFlight[];
  exit: { code: number | null; signal: NodeJS.Signals | null };
  /** PGlite only: the lock file's content after the kill and after the restart. */
  lock?: { killed: number; afterKill: string; restarted: number; afterRestart: string };
  afterRestart: Look;
  retries: { key: string; answer: Answer }[];
  afterRetries: Look;
}

export interface CrashRun {
  productId: string;
  rounds: Round[];
  placed: Placed[];
  startTimes: number[];
  /** PGlite only: a second server started on the same data directory during the second round. */
  secondServer?: { code: number | null; ms: number; output: string; holder: number; lockAfter: string };
  stop: { code: number | null; signal: NodeJS.Signals | null };
  lockLeft: boolean;
}

export interface CrashPlan {
  kind: 'pglite' | 'postgres';
  kills: number;
  /** The kill points and quantities follow from it (mulberry32), so a run can be repeated. */
  seed: number;
  dataDir: string;
  port: number;
  /** PostgreSQL only: the database the server runs on. */
  databaseUrl: string | undefined;
}

type Target = Pick<ShopThroughApi, 'productId' | 'customerCookie'>;

/** The catalogue and the customer, made through the API as an admin and a shopper would. */
const prepareShop = (client: Client): Promise<Target> =>
  setUpShopThroughApi(client, {
    admin: ADMIN,
    customer: CUSTOMER,
    product: { name: 'Alphonso Mango', rate: RATE, stocks: INITIAL_STOCK, kilogramOption: ['0.5', '1', '1.5', '2'] },
  });

const orderOf = (productId: string, quantity: number) => ({
  cartItems: [{ id: productId, quantity }],
  shippingInfo,
  total: toRupees(linePaise(toPaise(RATE), toMilli(quantity))),
});

async function look(client: Client, target: Target, label: string, placed: Placed[]): Promise<Look> {
  const orders = await client.request('GET', '/api/user/my/orders', { headers: { cookie: target.customerCookie } });
  const product = await client.request('GET', `/api/product/getSingleProduct/${target.productId}`);
  return { label, placed: [...placed], orders, product };
}

export function createCrashRun(plan: CrashPlan) {
  const lockFile = path.join(plan.dataDir, 'shop.lock');
  let running: ShopProcess | undefined;
  /** mulberry32 */
  const random = (() => {
    let a = plan.seed;
    return () => {
      a = (a + 0x6d2b79f5) | 0;
      let t = Math.imul(a ^ (a >>> 15), 1 | a);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  })();

  function environment(portNumber: number): Record<string, string> {
    return {
      DATA_DIR: plan.dataDir,
      PORT: String(portNumber),
      HOST: '127.0.0.1',
      SEED_DEMO: '0',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      DATABASE_URL: plan.databaseUrl ?? '',
      DATABASE_POOL_SIZE: '5',
    };
  }

  async function start(): Promise<{ shop: ShopProcess; client: Client; startMs: number }> {
    const shop = startShopProcess(environment(plan.port));
    running = shop;
    const startMs = await waitUntilHealthy(shop, plan.port);
    return { shop, client: createClient(plan.port), startMs };
  }

  /**
   * Workers place orders back to back, each with its own Idempotency-Key, until the server is
   * killed: once `ready` has settled and `killAfter` more orders have been acknowledged.
   */
  async function streamAndKill(
    shop: ShopProcess,
    client: Client,
    target: Target,
    killAfter: number,
    ready: Promise<unknown> = Promise.resolve(),
  ): Promise<{ acknowledged: Placed[]; inFlight: InFlight[]; unexpected: string[] }> {
    const acknowledged: Placed[] = [];
    const inFlight = new Set<InFlight>();
    const unexpected: string[] = [];
    let acknowledgedWhenReady: number | undefined;
    const settle = () => {
      acknowledgedWhenReady = acknowledged.length;
    };
    void ready.then(settle, settle);
    let killed = false;
    const worker = async () => {
      while (!killed) {
        const pending = { key: randomUUID(), quantity: QUANTITIES[Math.floor(random() * QUANTITIES.length)]! };
        inFlight.add(pending);
        let answer: Answer;
        try {
          answer = await client.request(
            'POST',
            '/api/user/new/order',
            jsonRequest(orderOf(target.productId, pending.quantity), target.customerCookie, { 'idempotency-key': pending.key }),
          );
        } catch {
          return; // the server is gone: this one stays in flight
        }
        inFlight.delete(pending);
        if (answer.status !== 201) {
          unexpected.push(`${answer.status} ${answer.body.slice(0, 200)}`);
          continue;
        }
        acknowledged.push({ id: JSON.parse(answer.body).order._id, key: pending.key, quantity: pending.quantity });
        if (!killed && acknowledgedWhenReady !== undefined && acknowledged.length - acknowledgedWhenReady >= killAfter) {
          killed = true;
          shop.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: WORKERS }, worker));
    return { acknowledged, inFlight: [...inFlight], unexpected };
  }

  async function run(): Promise<CrashRun> {
    let { shop, client, startMs } = await start();
    const target = await prepareShop(client);
    const placed: Placed[] = [];
    const rounds: Round[] = [];
    const startTimes = [startMs];
    let secondServer: CrashRun['secondServer'];

    for (let kill = 1; kill <= plan.kills; kill++) {
      // Once, on PGlite: a second server on the same data directory while the first one sells.
      const holder = shop.pid;
      const second =
        kill === 2 && plan.kind === 'pglite'
          ? (async () => {
              const began = Date.now();
              const other = startShopProcess(environment(plan.port + 1));
              const { code } = await other.exited;
              secondServer = { code, ms: Date.now() - began, output: other.output(), holder, lockAfter: readFileSync(lockFile, 'utf8') };
            })()
          : undefined;
      const killAfter = 3 + Math.floor(random() * 25);
      const placedBefore = placed.length;
      // With a second server, the kill comes only after more sales once it has given up.
      const stream = await streamAndKill(shop, client, target, killAfter, second);
      await second;
      const exit = await shop.exited;
      client.close();
      placed.push(...stream.acknowledged);

      const killed = shop.pid;
      const lockAfterKill = plan.kind === 'pglite' ? readFileSync(lockFile, 'utf8') : undefined;
      ({ shop, client, startMs } = await start());
      startTimes.push(startMs);
      const lock =
        lockAfterKill === undefined
          ? undefined
          : { killed, afterKill: lockAfterKill, restarted: shop.pid, afterRestart: readFileSync(lockFile, 'utf8') };
      const afterRestart = await look(client, target, `after kill ${kill}`, placed);

      // Each order cut off by the kill, retried with its key: the committed one comes back, the
      // lost one is placed now. Either way exactly one order per key.
      const retries: Round['retries'] = [];
      for (const pending of stream.inFlight) {
        const answer = await client.request(
          'POST',
          '/api/user/new/order',
          jsonRequest(orderOf(target.productId, pending.quantity), target.customerCookie, { 'idempotency-key': pending.key }),
        );
        retries.push({ key: pending.key, answer });
        if (answer.status === 201) placed.push({ id: JSON.parse(answer.body).order._id, key: pending.key, quantity: pending.quantity });
      }
      rounds.push({
        killAfter,
        placedBefore,
        acknowledged: stream.acknowledged.length,
        unexpected: stream.unexpected,
        cutOff: stream.inFlight,
        exit,
        ...(lock ? { lock } : {}),
        afterRestart,
        retries,
        afterRetries: await look(client, target, `after the retries of kill ${kill}`, placed),
      });
    }

    // Stop cleanly (which gives the lock back), for the data to be read directly.
    shop.child.kill('SIGTERM');
    const stop = await shop.exited;
    client.close();
    running = undefined;
    const lockLeft = existsSync(lockFile);
    return {
      productId: target.productId,
      rounds,
      placed,
      startTimes,
      ...(secondServer ? { secondServer } : {}),
      stop,
      lockLeft,
    };
  }

  /** Kills the server a run left behind when it stopped half-way. */
  async function killLeftover(): Promise<void> {
    running?.child.kill('SIGKILL');
    await running?.exited;
  }

  return { run, killLeftover };
}
