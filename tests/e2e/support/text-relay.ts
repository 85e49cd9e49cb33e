import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startTextGateway } from '../../support/text-gateway.js';

/**
 * The browser tests' SMS relay: the stand-in gateway (tests/support/text-gateway.ts) on a free
 * port, started by scripts/e2e-server.mjs, which gives its address to the shop as SMS_WEBHOOK_URL.
 * Each text it takes is written to the folder named on the command line (E2E_DATA_DIR/relay),
 * where the journeys read them (texts.ts). Its address is its first line of output.
 */
const folder = process.argv[2];
if (!folder) throw new Error('usage: text-relay.ts <folder>');
mkdirSync(folder, { recursive: true });
let count = 0;
const gateway = await startTextGateway({
  onReceived: (text) => {
    count++;
    writeFileSync(path.join(folder, `${String(count).padStart(6, '0')}.json`), JSON.stringify(text));
  },
});
process.stdout.write(`${gateway.url}\n`);

// Stops with the server that started it.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) void gateway.stop().then(() => process.exit(0));
}, 500).unref();
process.on('SIGTERM', () => void gateway.stop().then(() => process.exit(0)));
