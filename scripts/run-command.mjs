// `npm run admin|db:migrate …`: runs one of the shop's commands from the server build (rebuilt
// first when a checkout's sources changed), so a production install needs no TypeScript loader.
import path from 'node:path';
import { ensureBuilt } from './built.mjs';

const [name, ...args] = process.argv.slice(2);
ensureBuilt({ web: false });
const file = path.resolve('dist/server', `${name}.js`);
// The command sees its own file as the script it was started as, and only its own words.
process.argv = [process.argv[0], file, ...args];
await import(file);
