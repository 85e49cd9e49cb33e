// Bundles the server's TypeScript into dist/server (packages stay external) so `npm start`,
// `npm run backup` and `npm run restore` run plain JavaScript on Node 20 without a TypeScript loader.
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'src/server/main.ts', backup: 'src/server/backup-command.ts', restore: 'src/server/restore-command.ts' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
