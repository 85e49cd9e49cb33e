import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createGate, installGates, leaveGate } from '#server/lib/gate.js';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('gate', () => {
  it('lets at most `limit` holders in and the rest in the order they came', async () => {
    const gate = createGate(2);
    const entered: number[] = [];
    const releases: (() => void)[] = [];
    for (const n of [1, 2, 3, 4]) {
      void gate.acquire().then((release) => {
        entered.push(n);
        releases.push(release);
      });
    }
    await tick();
    expect(entered).toEqual([1, 2]);
    releases[1]!();
    await tick();
    await tick();
    expect(entered).toEqual([1, 2, 3]);
    releases[0]!();
    await tick();
    await tick();
    expect(entered).toEqual([1, 2, 3, 4]);
  });

  it('ignores a second release of the same slot', async () => {
    const gate = createGate(1);
    const first = await gate.acquire();
    let second = false;
    let third = false;
    void gate.acquire().then(() => {
      second = true;
    });
    void gate.acquire().then(() => {
      third = true;
    });
    first();
    first();
    await tick();
    await tick();
    expect([second, third]).toEqual([true, false]);
  });

  it('refuses a limit below one', () => {
    expect(() => createGate(0)).toThrow('A gate needs a limit of at least 1, not 0');
  });
});

describe('a gate with a bounded line', () => {
  it('refuses with BUSY once maxWaiting wait, and takes new waiters again as the line moves', async () => {
    const gate = createGate(1, { maxWaiting: 2 });
    const first = await gate.acquire();
    const second = gate.acquire();
    const third = gate.acquire();
    expect(gate.waiting).toBe(2);
    await expect(gate.acquire()).rejects.toMatchObject({ code: 'BUSY', status: 503 });
    first();
    (await second)();
    await tick();
    expect(gate.waiting).toBe(0);
    const fourth = gate.acquire();
    (await third)();
    (await fourth)();
  });
});

describe('leaving a gate before the answer', () => {
  it('lets the next request in while the first finishes work the gate does not guard', async () => {
    const app = Fastify();
    installGates(app);
    const gate = createGate(1);
    const entered: string[] = [];
    let finishFirst!: () => void;
    const firstFinishing = new Promise<void>((resolve) => {
      finishFirst = resolve;
    });
    app.post('/work', { config: { gate } }, async (request) => {
      const { name } = request.body as { name: string };
      entered.push(name);
      leaveGate(request);
      if (name === 'first') await firstFinishing;
      return { name };
    });
    const first = app.inject({ method: 'POST', url: '/work', payload: { name: 'first' } });
    while (entered.length === 0) await tick();
    const second = await app.inject({ method: 'POST', url: '/work', payload: { name: 'second' } });
    expect(second.json()).toEqual({ name: 'second' });
    expect(entered).toEqual(['first', 'second']);
    finishFirst();
    expect((await first).json()).toEqual({ name: 'first' });
    // The slot was given back once, not twice: one holder at a time still.
    expect(gate.waiting).toBe(0);
    const holder = await gate.acquire();
    let another = false;
    void gate.acquire().then(() => {
      another = true;
    });
    await tick();
    expect(another).toBe(false);
    holder();
    await app.close();
  });
});
