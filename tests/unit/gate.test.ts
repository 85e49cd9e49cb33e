import { describe, expect, it } from 'vitest';
import { createGate } from '#server/lib/gate.js';

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
