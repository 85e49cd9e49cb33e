// Reads one URL over and over (one at a time, 10 ms apart) for a number of seconds and prints
// the latencies' p50, p99 and max as JSON: a shopper browsing while others check out.
// Its own process, so its timings do not wait on the load tool's busy event loop. The first read
// opens the connection and warms this process's own HTTP code; it is reported apart (firstMs).
// The reads measured begin after <delay> seconds (the load's warm-up).
// Usage: node read-probe.mjs <url> <seconds> [<delay>]
import http from 'node:http';

const [url, seconds, delay = '0'] = process.argv.slice(2);
const started = Date.now();
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const get = () =>
  new Promise((resolve, reject) => {
    const started = performance.now();
    http
      .get(url, { agent }, (res) => {
        res.resume();
        res.on('end', () => resolve({ ms: performance.now() - started, ok: res.statusCode === 200 }));
      })
      .on('error', reject);
  });

const first = await get();
await new Promise((resolve) => setTimeout(resolve, Math.max(0, started + Number(delay) * 1000 - Date.now())));
const latencies = [];
let failures = first.ok ? 0 : 1;
const end = Date.now() + Number(seconds) * 1000;
while (Date.now() < end) {
  const { ms, ok } = await get();
  latencies.push(ms);
  if (!ok) failures++;
  await new Promise((resolve) => setTimeout(resolve, 10));
}
latencies.sort((a, b) => a - b);
const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
process.stdout.write(
  JSON.stringify({ reads: latencies.length, failures, firstMs: first.ms, p50Ms: at(0.5), p99Ms: at(0.99), maxMs: at(1) }),
);
agent.destroy();
