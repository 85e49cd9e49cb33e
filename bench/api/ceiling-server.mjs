// The ceiling: a bare node:http server answering the shop's own answer bytes from memory, so the
// same load against it shows what this machine, Node and the load tool allow at most.
// Usage: node ceiling-server.mjs <port> <answers.json>, answers = { "METHOD path": { status, headers, body (base64) } }
import { readFileSync } from 'node:fs';
import http from 'node:http';

const [port, file] = process.argv.slice(2);
const answers = new Map(
  Object.entries(JSON.parse(readFileSync(file, 'utf8'))).map(([key, a]) => [key, { ...a, body: Buffer.from(a.body, 'base64') }]),
);
const server = http.createServer((req, res) => {
  const answer = () => {
    const captured = answers.get(`${req.method} ${req.url}`);
    if (!captured) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(captured.status, { ...captured.headers, 'content-length': captured.body.length });
    res.end(captured.body);
  };
  // A request without a body at once, as the shop gives its cached reads; one with a body once it has arrived.
  if (!req.headers['content-length'] && !req.headers['transfer-encoding']) return answer();
  req.resume();
  req.on('end', answer);
});
server.keepAliveTimeout = 65_000;
server.listen(Number(port), '127.0.0.1', () => process.send?.('listening'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
