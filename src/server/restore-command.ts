import { configFrom } from './config.js';
import { keepNewFilesPrivate } from './lib/private-files.js';
import { restoreBackup } from './modules/backups/restore.js';

/**
 * `npm run restore FILE [--force]`: loads a backup into the configured DATA_DIR or DATABASE_URL,
 * which must be empty unless --force (decision 0022). Either engine's backup loads into either.
 */
async function main(): Promise<void> {
  keepNewFilesPrivate();
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const files = args.filter((a) => a !== '--force');
  if (files.length !== 1 || files[0]?.startsWith('-')) throw new Error('Usage: npm run restore -- FILE [--force]');
  const config = configFrom(process.env);
  const restored = await restoreBackup({ file: files[0] as string, config, force });
  console.log(
    `Restored ${files[0]} (made on ${restored.from}) into ${restored.engine === 'pglite' ? config.dataDir : 'PostgreSQL'}: ` +
      `${restored.images} pictures, migrations ${restored.migrations.backup} → ${restored.migrations.now}, ${restored.ms} ms`,
  );
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
