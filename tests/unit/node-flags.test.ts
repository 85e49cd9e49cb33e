import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { startNodeFlags } from '../../scripts/node-flags.js';

describe("Node's flags for the shop's server", () => {
  it('are read from npm start, and bound the young generation', () => {
    expect(startNodeFlags()).toContain('--max-semi-space-size=16');
  });

  it('are the same in the systemd unit as in npm start', () => {
    const unit = readFileSync('deploy/systemd/grocery-shop.service', 'utf8');
    const execStart = unit.split('\n').find((line) => line.startsWith('ExecStart='));
    expect(execStart).toBe(`ExecStart=/usr/bin/node ${startNodeFlags().join(' ')} scripts/start.mjs`);
  });
});
