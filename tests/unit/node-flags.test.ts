import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { startNodeFlags } from '../../scripts/node-flags.js';

describe("Node's flags for the shop's server", () => {
  it('are read from npm start: a bounded young generation, an old generation that grows by half (decisions 0026, 0029)', () => {
    expect(startNodeFlags()).toEqual(expect.arrayContaining(['--max-semi-space-size=16', '--heap-growing-percent=50']));
  });

  it('are accepted by the Node that runs the tests (an unknown flag stops Node before it starts)', () => {
    const run = spawnSync(process.execPath, [...startNodeFlags(), '-e', 'process.exit(0)'], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('are the same in the systemd unit as in npm start', () => {
    const unit = readFileSync('deploy/systemd/grocery-shop.service', 'utf8');
    const execStart = unit.split('\n').find((line) => line.startsWith('ExecStart='));
    expect(execStart).toBe(`ExecStart=/usr/bin/node ${startNodeFlags().join(' ')} scripts/start.mjs`);
  });
});
