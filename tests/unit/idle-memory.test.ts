import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type HeapFigures, heapFigures, reclaimMemoryWhenQuiet, SPARE_HEAP_WORTH_RECLAIMING } from '#server/lib/idle-memory.js';

// The real V8 heap of this test's process and a real HTTP server: a request ends the quiet.
const QUIET_MS = 1_000;

interface Reclaim {
  before: HeapFigures;
  after: HeapFigures;
  pauseMs: number;
}

let server: http.Server;
let url: string;
let reclaims: Reclaim[];
let stop: () => void;

/** About 80 MB of objects that live long enough to reach the old generation, then are dropped. */
function growHeap(): void {
  let kept: { n: number; label: string }[][] = [];
  for (let i = 0; i < 40; i++) kept.push(Array.from({ length: 25_000 }, (_, n) => ({ n, label: `item ${i}-${n}` })));
  expect(heapFigures().used).toBeGreaterThan(SPARE_HEAP_WORTH_RECLAIMING);
  kept = [];
}

async function waitFor(check: () => boolean, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (!check() && Date.now() < until) await sleep(50);
}

beforeEach(async () => {
  server = http.createServer((_request, response) => response.end('ok'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  reclaims = [];
  stop = reclaimMemoryWhenQuiet({ server, quietMs: QUIET_MS, onReclaimed: (figures) => reclaims.push(figures) }).stop;
  // The reclaim owed to the start (of this server, as of the shop's) is done before each test.
  growHeap();
  await waitFor(() => reclaims.length > 0, 5_000);
  reclaims = [];
});

afterEach(async () => {
  stop();
  await new Promise((resolve) => server.close(resolve));
});

describe('the heap after a busy spell', () => {
  it('goes back to the system once no request has come for the quiet spell', async () => {
    await fetch(url);
    growHeap();
    const grown = heapFigures();
    expect(grown.committed - grown.used).toBeGreaterThan(SPARE_HEAP_WORTH_RECLAIMING);

    await waitFor(() => reclaims.length > 0, 5_000);
    expect(reclaims).toHaveLength(1);
    const [{ before, after }] = reclaims as [Reclaim];
    expect(after.committed).toBeLessThan(before.committed - SPARE_HEAP_WORTH_RECLAIMING);
  });

  it('is not collected while requests keep coming, and is collected once they stop', async () => {
    await fetch(url);
    growHeap();
    const busyUntil = Date.now() + 3 * QUIET_MS;
    while (Date.now() < busyUntil) {
      await fetch(url);
      await sleep(QUIET_MS / 4);
    }
    expect(reclaims).toHaveLength(0);

    await waitFor(() => reclaims.length > 0, 5_000);
    expect(reclaims).toHaveLength(1);
  });

  it('is collected once per busy spell, not again while the shop stays quiet', async () => {
    await fetch(url);
    growHeap();
    await waitFor(() => reclaims.length > 0, 5_000);
    expect(reclaims).toHaveLength(1);

    growHeap();
    await sleep(4 * QUIET_MS);
    expect(reclaims).toHaveLength(1);

    await fetch(url);
    await waitFor(() => reclaims.length > 1, 5_000);
    expect(reclaims).toHaveLength(2);
  });
});
