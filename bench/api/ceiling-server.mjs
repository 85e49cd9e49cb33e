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
  req.resume();
  req.on('end', () => {
    const answer = answers.get(`${req.method} ${req.url}`);
    if (!answer) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(answer.status, { ...answer.headers, 'content-length': answer.body.length });
    res.end(answer.body);
  });
});
server.keepAliveTimeout = 65_000;
server.listen(Number(port), '127.0.0.1', () => process.send?.('listening'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
