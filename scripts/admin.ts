// `npm run admin -- --email a@b.in [--password secret] [--first Asha --last Patil]`
// Creates an Admin, or promotes the existing account of that e-mail. Stop the server first
// when it runs on PGlite (the data directory is locked while it runs).
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { LIMITS } from '#common/constants.js';
import { EmailField } from '#common/schemas/fields.js';
import { configFrom } from '#server/config.js';
import { openConfiguredDatabase } from '#server/db/open-for-config.js';
import { createPasswordHasher } from '#server/lib/passwords.js';
import { keepNewFilesPrivate } from '#server/lib/private-files.js';
import { createAuditService } from '#server/modules/audit/service.js';
import { announceSessionChange } from '#server/modules/auth/session-copies.js';
import { createSessionStore } from '#server/modules/auth/sessions.js';
import { createUsersService } from '#server/modules/users/service.js';

const USAGE = 'Usage: npm run admin -- --email a@b.in [--password secret] [--first Asha --last Patil]';

/**
 * The command's work, importable by tests: `args` are the command-line words after the script,
 * `env` the environment (DATA_DIR or DATABASE_URL say which database). Returns the line to print.
 */
export async function runAdminCommand(args: string[], env: Record<string, string | undefined>): Promise<string> {
  const { values } = parseArgs({
    args,
    options: { email: { type: 'string' }, password: { type: 'string' }, first: { type: 'string' }, last: { type: 'string' } },
  });
  const email = EmailField.safeParse(values.email ?? '');
  if (!email.success) throw new Error(USAGE);
  const { password } = values;
  if (password !== undefined && (password.length < LIMITS.passwordMin || password.length > LIMITS.passwordMax)) {
    throw new Error(`--password needs ${LIMITS.passwordMin} to ${LIMITS.passwordMax} characters.`);
  }
  const firstName = values.first?.trim().slice(0, LIMITS.nameLength) || undefined;
  const lastName = values.last?.trim().slice(0, LIMITS.nameLength) || undefined;

  const config = configFrom(env);
  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    // App servers running on the same PostgreSQL read the account's sessions again.
    const accountChanged = (userId: string) => announceSessionChange(database, userId);
    const users = createUsersService({ db: database.db, audit: createAuditService({ db: database.db }), accountChanged });
    const hasher = createPasswordHasher(config.passwordHash);
    const existing = await users.findByEmail(email.data);
    if (!existing && !password) throw new Error(`${email.data} has no account yet: a new Admin needs --password.`);
    if (existing && password) {
      await users.setPasswordHash(existing.id, await hasher.hashPassword(password));
      // A new password ends the account's open sessions, as a reset does.
      await createSessionStore({ db: database.db, config, clock: () => new Date(), cluster: undefined }).endAllOf(existing.id);
      await accountChanged(existing.id);
    }
    const passwordHash = existing?.passwordHash ?? (await hasher.hashPassword(password as string));
    const { created } = await users.ensureAdmin({ email: email.data, passwordHash, firstName, lastName });
    return created ? `Created the Admin ${email.data}.` : `${email.data} is now an Admin.`;
  } finally {
    await database.close();
  }
}

// Run only when started as a script, not when a test imports the function.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  keepNewFilesPrivate();
  runAdminCommand(process.argv.slice(2), process.env).then(
    (line) => console.log(line),
    (error: unknown) => {
      console.error((error as Error).message);
      process.exitCode = 1;
    },
  );
}
