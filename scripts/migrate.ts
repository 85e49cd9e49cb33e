// `npm run db:migrate`: applies the committed migrations to the configured database.
import { configFrom } from '#server/config.js';
import { openConfiguredDatabase } from '#server/db/open-for-config.js';
import { keepNewFilesPrivate } from '#server/lib/private-files.js';

keepNewFilesPrivate();
const database = await openConfiguredDatabase(configFrom(process.env));
try {
  await database.migrate();
  console.log(`Migrations applied (${database.kind}).`);
} finally {
  await database.close();
}
