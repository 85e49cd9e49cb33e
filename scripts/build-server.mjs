// Bundles the server's TypeScript and its commands into dist/server (packages stay external) so
// `npm start`, `npm run admin`, `backup` and `restore` run plain JavaScript on Node without a
// TypeScript loader.
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

// Chunks are named by their content: the last build's go, or they would pile up.
rmSync('dist/server', { recursive: true, force: true });

await build({
  entryPoints: {
    main: 'src/server/main.ts',
    admin: 'scripts/admin.ts',
    migrate: 'scripts/migrate.ts',
    backup: 'src/server/backup-command.ts',
    restore: 'src/server/restore-command.ts',
  },
  outdir: 'dist/server',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
