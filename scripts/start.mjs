// `npm start`: builds the web app and the server when their sources are newer than the last
// build (never in a release), then starts the server. A fresh clone builds once; later starts go
// straight to listen.
import path from 'node:path';
import { ensureBuilt } from './built.mjs';

ensureBuilt({ web: true });
await import(path.resolve('dist/server/main.js'));

// `npm start` runs this under `sh -c`, and npm passes a SIGTERM to that shell only, which exits
// without passing it on: the server would go on running, orphaned, holding the data directory.
// When the process that started us is gone, stop as if signalled (a clean close).
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.kill(process.pid, 'SIGTERM');
}, 500).unref();
