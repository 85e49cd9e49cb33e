import { asc, eq, or } from 'drizzle-orm';
import type { Role } from '#common/constants.js';
import type { User } from '#common/schemas/auth.js';
import type { Db, Queryable } from '#server/db/client.js';
import { users } from '#server/db/schema.js';
import { conflict, notFound } from '#server/lib/errors.js';

type UserRow = typeof users.$inferSelect;

/** The API shape of a user: never the password hash. */
export function toUser(row: UserRow): User {
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
  };
}

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string })?.code === '23505' || (error as { cause?: { code?: string } })?.cause?.code === '23505';

/** Users: accounts and the admin's user management (spec 2.9 "All Users", "Update User"). */
export function createUsersService({ db }: { db: Db }) {
  async function findById(id: string, q: Queryable = db): Promise<UserRow | undefined> {
    const [row] = await q.select().from(users).where(eq(users.id, id));
    return row;
  }

  async function findByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
    return row;
  }

  async function create(input: { firstName: string; lastName: string; email: string; passwordHash: string; role?: Role }) {
    try {
      const [row] = await db
        .insert(users)
        .values({ ...input, email: input.email.toLowerCase(), role: input.role ?? 'User' })
        .returning();
      return row as UserRow;
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('User Already Exists With This Email..!!');
      throw error;
    }
  }

  /**
   * Where an order's mails go, in one read: the shopper's address and, when asked, every Admin's
   * (the shop's address when settings name none). It runs inside the checkout's transaction, so it
   * stays a single statement. Without an index on the Admins it reads the whole users table
   * (docs/decisions/0007-mail-outbox.md, "Consequences").
   */
  async function mailAddresses(
    q: Queryable,
    { userId, admins }: { userId: string | null; admins: boolean },
  ): Promise<{ user: string | undefined; admins: string[] }> {
    const wanted = or(userId ? eq(users.id, userId) : undefined, admins ? eq(users.role, 'Admin') : undefined);
    if (!wanted) return { user: undefined, admins: [] };
    const rows = await q.select({ id: users.id, email: users.email, role: users.role }).from(users).where(wanted).orderBy(asc(users.email));
    return {
      user: rows.find((row) => row.id === userId)?.email,
      admins: admins ? rows.filter((row) => row.role === 'Admin').map((row) => row.email) : [],
    };
  }

  async function setPasswordHash(id: string, passwordHash: string, q: Queryable = db): Promise<void> {
    await q.update(users).set({ passwordHash }).where(eq(users.id, id));
  }

  async function list() {
    const rows = await db.select().from(users).orderBy(asc(users.createdAt));
    return { users: rows.map(toUser), count: rows.length };
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

  async function updateRole(actorId: string, targetId: string, role: Role): Promise<User> {
    if (actorId === targetId) throw conflict('You Cannot Change Your Own Role..!!');
    return db.transaction(async (tx) => {
      const target = await findById(targetId, tx);
      if (!target) throw notFound('User');
      if (role !== 'Admin') await assertAdminRemains(tx, target);
      const [row] = await tx.update(users).set({ role }).where(eq(users.id, targetId)).returning();
      return toUser(row as UserRow);
    });
  }

  async function remove(actorId: string, targetId: string): Promise<void> {
    if (actorId === targetId) throw conflict('You Cannot Delete Yourself..!!');
    await db.transaction(async (tx) => {
      const target = await findById(targetId, tx);
      if (!target) throw notFound('User');
      await assertAdminRemains(tx, target);
      await tx.delete(users).where(eq(users.id, targetId));
    });
  }

  /** Creates an Admin, or promotes the existing account of that e-mail (the admin command, first start). */
  async function ensureAdmin(input: { email: string; passwordHash: string; firstName?: string; lastName?: string }) {
    const existing = await findByEmail(input.email);
    if (existing) {
      if (existing.role !== 'Admin') await db.update(users).set({ role: 'Admin' }).where(eq(users.id, existing.id));
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

  return { findById, findByEmail, mailAddresses, create, setPasswordHash, list, hasUsers, updateRole, remove, ensureAdmin };
}
export type UsersService = ReturnType<typeof createUsersService>;
