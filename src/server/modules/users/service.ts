import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { accountName } from '#common/account-name.js';
import type { Language, Role } from '#common/constants.js';
import { shopMessage } from '#common/messages.js';
import { toPaise, toRupees } from '#common/money.js';
import type { User } from '#common/schemas/auth.js';
import type { AdminUsersQuery } from '#common/schemas/users.js';
import type { Db, Queryable, Tx } from '#server/db/client.js';
import { users } from '#server/db/schema.js';
import { conflict, notFound } from '#server/lib/errors.js';
import { type Actor, type AuditService, changedFields } from '#server/modules/audit/service.js';
import { countAccounts, emailOwners, listUsers } from './user-list.js';

type UserRow = typeof users.$inferSelect;

/** The API shape of a user: never the password hash. */
export function toUser(row: UserRow): User {
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    mobile: row.mobile,
    role: row.role,
    language: row.language,
    createdAt: row.createdAt.toISOString(),
    creditLimit: toRupees(row.creditLimitPaise),
  };
}

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string })?.code === '23505' || (error as { cause?: { code?: string } })?.cause?.code === '23505';

/** Users: accounts and the admin's user management (spec 2.9 "All Users", "Update User"). */
export function createUsersService({
  db,
  audit,
  accountChanged = async () => {},
  catalogueChanged = async () => {},
}: {
  db: Db;
  audit: Pick<AuditService, 'record'>;
  /**
   * Told once a change to an account has committed (its role, its language, the account gone),
   * and awaited before the change is answered: the sessions keep copies of accounts.
   */
  accountChanged?: (userId: string) => Promise<void>;
  /** Told once an account is gone, before it is answered: its review leaves the cached review list. */
  catalogueChanged?: () => Promise<void>;
}) {
  async function findById(id: string, q: Queryable = db): Promise<UserRow | undefined> {
    const [row] = await q.select().from(users).where(eq(users.id, id));
    return row;
  }

  async function findByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
    return row;
  }

  /** The account whose verified mobile is these 10 digits. */
  async function findByMobile(mobile: string, q: Queryable = db): Promise<UserRow | undefined> {
    const [row] = await q.select().from(users).where(eq(users.mobile, mobile));
    return row;
  }

  /**
   * An account made by a code sent to its mobile (API.md "Phone first"): no e-mail, no password.
   * Inside the caller's transaction, the one that uses up the code.
   */
  async function createByMobile(
    tx: Tx,
    input: { firstName: string; lastName: string; mobile: string; language?: Language | undefined },
  ): Promise<UserRow> {
    const { language, ...rest } = input;
    const [row] = await tx
      .insert(users)
      .values({ ...rest, email: null, passwordHash: null, role: 'User', ...(language ? { language } : {}) })
      .returning();
    return row as UserRow;
  }

  /**
   * Attaches a verified mobile to the account, inside the caller's transaction (the one that uses
   * up the code): 409 when another account holds the number.
   */
  async function setMobile(tx: Tx, id: string, mobile: string): Promise<UserRow> {
    const holder = await findByMobile(mobile, tx);
    if (holder && holder.id !== id) throw conflict(shopMessage('mobileTaken'));
    try {
      const [row] = await tx.update(users).set({ mobile }).where(eq(users.id, id)).returning();
      if (!row) throw notFound('User');
      return row;
    } catch (error) {
      // A holder that arrived since the look: the transaction is void, the answer the same 409.
      if (isUniqueViolation(error)) throw conflict(shopMessage('mobileTaken'));
      throw error;
    }
  }

  async function create(input: {
    firstName: string;
    lastName: string;
    email: string;
    passwordHash: string;
    role?: Role;
    language?: Language;
  }) {
    try {
      const [row] = await db
        .insert(users)
        .values({ ...input, email: input.email.toLowerCase(), role: input.role ?? 'User' })
        .returning();
      return row as UserRow;
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(shopMessage('userExists'));
      throw error;
    }
  }

  /**
   * Who a mail goes to, as a query of two columns (their e-mail and language) that the mail
   * outbox inserts from: the user and/or every Admin. It adds no round trip to the transaction
   * that queues the mail, and the language is the account's at that moment; the Admins are found
   * through their own small index (users_admins_idx). An account without an e-mail (made by
   * phone) gets no mail.
   */
  function mailRecipients({ userId, admins }: { userId: string | null; admins: boolean }): SQL {
    const parts = [
      ...(userId
        ? [sql`select ${users.email}, ${users.language} from ${users} where ${users.id} = ${userId} and ${users.email} is not null`]
        : []),
      ...(admins
        ? [sql`select ${users.email}, ${users.language} from ${users} where ${users.role} = 'Admin' and ${users.email} is not null`]
        : []),
    ];
    return parts.length === 0 ? sql`select null::text, null::text where false` : sql.join(parts, sql` union `);
  }

  /**
   * The shopper's verified mobile (10 digits) and language, as a query the text outbox's insert
   * reads from (decision 0054): no row when the account has no mobile.
   */
  function mobileRecipient(userId: string): SQL {
    return sql`select ${users.mobile}, ${users.language} from ${users} where ${users.id} = ${userId} and ${users.mobile} is not null`;
  }

  async function setPasswordHash(id: string, passwordHash: string, q: Queryable = db): Promise<void> {
    await q.update(users).set({ passwordHash }).where(eq(users.id, id));
  }

  /** The shopper's own choice of language: their mails are written in it from now on. */
  async function setLanguage(id: string, language: Language): Promise<User> {
    const [row] = await db.update(users).set({ language }).where(eq(users.id, id)).returning();
    if (!row) throw notFound('User');
    await accountChanged(id);
    return toUser(row);
  }

  /** The owner's users list, searched and paged when asked (user-list.ts); `count` is every account. */
  async function list(query: AdminUsersQuery = {}) {
    const { rows, total, ...page } = await listUsers(db, query);
    return { users: rows.map(toUser), count: total, ...page };
  }

  /** Every account of the shop (the dashboard's Users). */
  async function countUsers(): Promise<number> {
    return countAccounts(db);
  }

  /** The ids of the accounts whose e-mail holds `text` (the orders list's search by e-mail). */
  async function findEmailOwners(text: string): Promise<string[]> {
    return emailOwners(db, text);
  }

  /** The e-mail of each of these accounts, by id (the orders CSV's e-mail column); a deleted account, or one made by phone, has none. */
  async function emailsOf(ids: readonly string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.id, [...new Set(ids)]));
    return new Map(rows.flatMap((row) => (row.email ? [[row.id, row.email] as const] : [])));
  }

  /**
   * Holds the shopper's row until the caller's transaction ends, so one shopper's checkouts count
   * their open orders one after another (docs/decisions/0021-order-limits.md). FOR NO KEY UPDATE
   * waits for another checkout's hold but not for the key-share lock that an order row's foreign
   * key takes on the user: a checkout that inserted its order first never deadlocks with another.
   */
  async function holdForCheckout(tx: Tx, id: string): Promise<{ creditLimitPaise: number }> {
    const [held] = await tx.select({ creditLimitPaise: users.creditLimitPaise }).from(users).where(eq(users.id, id)).for('no key update');
    // The credit limit as it is while held: the owner's change of it waits for this checkout.
    return { creditLimitPaise: held?.creditLimitPaise ?? 0 };
  }

  /** Whether anyone has an account: one row at most, however many shoppers there are (checked at every start). */
  async function hasUsers(): Promise<boolean> {
    const rows = await db.select({ id: users.id }).from(users).limit(1);
    return rows.length > 0;
  }

  /**
   * Admin rows are locked before counting, so two admins demoting each other at once cannot
   * leave the shop without one.
   */
  async function assertAdminRemains(q: Queryable, target: UserRow): Promise<void> {
    if (target.role !== 'Admin') return;
    const admins = await q.select({ id: users.id }).from(users).where(eq(users.role, 'Admin')).orderBy(asc(users.id)).for('update');
    if (admins.length <= 1) throw conflict('The Last Admin Cannot Be Removed..!!');
  }

  async function updateRole(actor: Actor, targetId: string, role: Role): Promise<User> {
    if (actor.id === targetId) throw conflict('You Cannot Change Your Own Role..!!');
    const user = await db.transaction(async (tx) => {
      const target = await findById(targetId, tx);
      if (!target) throw notFound('User');
      if (role !== 'Admin') await assertAdminRemains(tx, target);
      const [row] = await tx.update(users).set({ role }).where(eq(users.id, targetId)).returning();
      const detail = { record: accountName(target), ...changedFields({ role: target.role }, { role }) };
      await audit.record(tx, { actor, action: 'user.role', target: `user:${targetId}`, detail });
      return toUser(row as UserRow);
    });
    await accountChanged(targetId);
    return user;
  }

  /**
   * The most the shopper may owe on the khata (decision 0048), set by the owner; 0 takes credit
   * away (a balance already owed stays owed). Under the shopper's held row, as a checkout's
   * credit check reads it, so a checkout adds up against one limit or the other, never a mix.
   */
  async function setCreditLimit(actor: Actor, targetId: string, creditLimit: number): Promise<User> {
    const user = await db.transaction(async (tx) => {
      const [target] = await tx.select().from(users).where(eq(users.id, targetId)).for('no key update');
      if (!target) throw notFound('User');
      const creditLimitPaise = toPaise(creditLimit);
      const [row] = await tx.update(users).set({ creditLimitPaise }).where(eq(users.id, targetId)).returning();
      const detail = {
        record: accountName(target),
        ...changedFields({ creditLimit: toRupees(target.creditLimitPaise) }, { creditLimit: toRupees(creditLimitPaise) }),
      };
      await audit.record(tx, { actor, action: 'user.credit', target: `user:${targetId}`, detail });
      return toUser(row as UserRow);
    });
    // The shopper's own answers (their session's copy of the account) carry the new limit.
    await accountChanged(targetId);
    return user;
  }

  /** The audit entry keeps who the account was, since the account itself is gone. */
  async function remove(actor: Actor, targetId: string): Promise<void> {
    if (actor.id === targetId) throw conflict('You Cannot Delete Yourself..!!');
    await db.transaction(async (tx) => {
      const target = await findById(targetId, tx);
      if (!target) throw notFound('User');
      await assertAdminRemains(tx, target);
      await tx.delete(users).where(eq(users.id, targetId));
      const { firstName, lastName, email, role } = target;
      const detail = { record: accountName(target), before: { firstName, lastName, email, role } };
      await audit.record(tx, { actor, action: 'user.delete', target: `user:${targetId}`, detail });
    });
    await accountChanged(targetId);
    await catalogueChanged();
  }

  /** Creates an Admin, or promotes the existing account of that e-mail (the admin command, first start). */
  async function ensureAdmin(input: { email: string; passwordHash: string; firstName?: string; lastName?: string }) {
    const existing = await findByEmail(input.email);
    if (existing) {
      if (existing.role !== 'Admin') {
        await db.update(users).set({ role: 'Admin' }).where(eq(users.id, existing.id));
        await accountChanged(existing.id);
      }
      return { created: false };
    }
    await create({
      firstName: input.firstName ?? 'Shop',
      lastName: input.lastName ?? 'Admin',
      email: input.email,
      passwordHash: input.passwordHash,
      role: 'Admin',
    });
    return { created: true };
  }

  return {
    findById,
    findByMobile,
    createByMobile,
    setMobile,
    findByEmail,
    mailRecipients,
    mobileRecipient,
    create,
    setPasswordHash,
    setLanguage,
    list,
    findEmailOwners,
    emailsOf,
    countUsers,
    hasUsers,
    holdForCheckout,
    updateRole,
    setCreditLimit,
    remove,
    ensureAdmin,
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
