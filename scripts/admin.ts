// `npm run admin -- --email a@b.in [--password secret] [--first Asha --last Patil]`
// Creates an Admin, or promotes the existing account of that e-mail. Stop the server first
// when it runs on PGlite (the data directory is locked while it runs).
import { parseArgs } from 'node:util';
import { configFrom } from '../src/server/config.js';
import { openConfiguredDatabase } from '../src/server/db/open-for-config.js';
import { createPasswordHasher } from '../src/server/modules/auth/passwords.js';
import { createUsersService } from '../src/server/modules/users/service.js';

const { values } = parseArgs({
  options: { email: { type: 'string' }, password: { type: 'string' }, first: { type: 'string' }, last: { type: 'string' } },
});

async function run(): Promise<void> {
  const email = values.email?.trim().toLowerCase();
  if (!email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email))
    throw new Error('Usage: npm run admin -- --email a@b.in [--password secret] [--first Asha --last Patil]');
  const config = configFrom(process.env);
  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    const users = createUsersService({ db: database.db });
    const existing = await users.findByEmail(email);
    if (!existing && (!values.password || values.password.length < 8))
      throw new Error('A new Admin needs --password of at least 8 characters.');
    const hasher = createPasswordHasher(config.passwordHash);
    const passwordHash = existing ? existing.passwordHash : await hasher.hashPassword(values.password as string);
    if (existing && values.password) await users.setPasswordHash(existing.id, await hasher.hashPassword(values.password));
    const { created } = await users.ensureAdmin({ email, passwordHash, firstName: values.first, lastName: values.last });
    console.log(created ? `Created the Admin ${email}.` : `${email} is now an Admin.`);
  } finally {
    await database.close();
  }
}

run().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
