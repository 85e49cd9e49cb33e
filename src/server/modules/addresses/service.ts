import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { shopMessage } from '#common/messages.js';
import { ADDRESSES_PER_SHOPPER, type AddAddressInput, type Address, type UpdateAddressInput } from '#common/schemas/addresses.js';
import type { Db, Tx } from '#server/db/client.js';
import { addresses } from '#server/db/schema.js';
import { conflict, notFound } from '#server/lib/errors.js';

type AddressRow = typeof addresses.$inferSelect;

const toAddress = (row: AddressRow): Address => ({
  _id: row.id,
  label: row.label,
  address: row.address,
  city: row.city,
  pinCode: row.pinCode,
  mobileNumber: row.mobileNumber,
  isDefault: row.isDefault,
});

/** The default first, then the newest: the order the list and the checkout show them in. */
const LISTED = [desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id)];

/**
 * A shopper's saved addresses (API.md "Delivery area, slots, settings, addresses"). A shopper
 * with any address has exactly one default: the first one saved, or the one last made default,
 * or after the default is deleted, the newest left. A shopper only ever reaches their own rows:
 * another's id answers 404 exactly as an unknown one.
 */
export function createAddressesService({ db }: { db: Db }) {
  /**
   * Every change holds a lock of this shopper's address book until it commits, so two tabs
   * saving at once can neither pass the bound together nor both become the first default
   * (the partial unique index would refuse the second with a 500).
   */
  async function lockBook(tx: Tx, userId: string): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`addresses:${userId}`}, 0))`);
  }

  async function unsetDefault(tx: Tx, userId: string, except?: string): Promise<void> {
    await tx
      .update(addresses)
      .set({ isDefault: false })
      .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true), except ? ne(addresses.id, except) : undefined));
  }

  async function listAddresses(userId: string): Promise<Address[]> {
    const rows = await db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(...LISTED);
    return rows.map(toAddress);
  }

  async function addAddress(userId: string, input: AddAddressInput): Promise<Address> {
    return db.transaction(async (tx) => {
      await lockBook(tx, userId);
      const [counted] = await tx.select({ count: sql<number>`count(*)::int` }).from(addresses).where(eq(addresses.userId, userId));
      const count = counted?.count ?? 0;
      if (count >= ADDRESSES_PER_SHOPPER) throw conflict(shopMessage('tooManyAddresses', { max: ADDRESSES_PER_SHOPPER }));
      const isDefault = count === 0 || input.isDefault === true;
      if (isDefault) await unsetDefault(tx, userId);
      const { isDefault: _asked, ...fields } = input;
      const [row] = await tx
        .insert(addresses)
        .values({ ...fields, userId, isDefault })
        .returning();
      if (!row) throw new Error('address insert returned no row');
      return toAddress(row);
    });
  }

  /**
   * Changes the given fields. `isDefault: true` moves the default here; `isDefault: false` on
   * the default changes nothing, since the default only moves by choosing another address.
   */
  async function updateAddress(userId: string, id: string, change: UpdateAddressInput): Promise<Address> {
    return db.transaction(async (tx) => {
      await lockBook(tx, userId);
      const { isDefault, ...fields } = change;
      if (isDefault === true) await unsetDefault(tx, userId, id);
      const [row] = await tx
        .update(addresses)
        .set({ ...fields, ...(isDefault === true ? { isDefault: true } : {}) })
        .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
        .returning();
      // Throwing rolls back the unset default above.
      if (!row) throw notFound('Address');
      return toAddress(row);
    });
  }

  async function deleteAddress(userId: string, id: string): Promise<void> {
    await db.transaction(async (tx) => {
      await lockBook(tx, userId);
      const [gone] = await tx
        .delete(addresses)
        .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
        .returning({ isDefault: addresses.isDefault });
      if (!gone) throw notFound('Address');
      if (!gone.isDefault) return;
      const [newest] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(desc(addresses.createdAt), desc(addresses.id))
        .limit(1);
      if (newest) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, newest.id));
    });
  }

  return { listAddresses, addAddress, updateAddress, deleteAddress };
}
export type AddressesService = ReturnType<typeof createAddressesService>;
