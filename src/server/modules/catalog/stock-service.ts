import { and, asc, inArray, type SQL, sql } from 'drizzle-orm';
import { shopMessage } from '#common/messages.js';
import { fromMilli, milliToDecimal, toMilli } from '#common/money.js';
import type { Tx } from '#server/db/client.js';
import { products } from '#server/db/schema.js';
import { AppError } from '#server/lib/errors.js';
import type { ImageStorage } from '#server/lib/image-storage.js';
import { assertOfferedQuantities, assertWithinLimits } from './order-quantities.js';

/** One product an order wants: its id and the quantity in thousandths of its unit. */
export interface StockRequest {
  productId: string;
  quantityMilli: number;
  /** The client's name of the line; only used to name a product that no longer exists. */
  clientName?: string | undefined;
}

/** What the order copies of a product at the moment of sale (DESIGN.md "Data and money"). */
export interface ProductSnapshot {
  productId: string;
  name: string;
  imageUrl: string;
  ratePaise: number;
  quantityMilli: number;
  /** What one of the quantity is (Kg, Litre, Packet): the bill prints it beside the quantity. */
  unit: string;
}

/** A product an order took to or below its low-stock threshold: it was above it before the sale. */
export interface StockCrossing {
  _id: string;
  name: string;
  /** The stock the sale left, in the product's unit. */
  stocks: number;
  unit: string;
  /** The threshold crossed: the product's own, else the shop's. */
  threshold: number;
}

/** What an order reads of each product it takes, under lock. */
const lockedColumns = {
  id: products.id,
  name: products.name,
  imageKey: products.imageKey,
  ratePaise: products.ratePaise,
  stocks: products.stocks,
  unit: products.unit,
  lowStockThreshold: products.lowStockThreshold,
  kilogramOptions: products.kilogramOptions,
  maxPerOrder: products.maxPerOrder,
};
interface LockedProduct {
  id: string;
  name: string;
  imageKey: string;
  ratePaise: number;
  stocks: number;
  unit: string;
  lowStockThreshold: number | null;
  kilogramOptions: number[];
  maxPerOrder: number | null;
}

/**
 * The locked products out of the rows of the statement that ran `lockStatement` (as its
 * columns come from the database; a row without an id is a statement's row with no product).
 */
function lockedProductsOf(rows: readonly Record<string, unknown>[]): LockedProduct[] {
  const quantity = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return rows
    .filter((row) => row.id !== null && row.id !== undefined)
    .map((row) => ({
      id: row.id as string,
      name: row.name as string,
      imageKey: row.image_key as string,
      ratePaise: Number(row.rate_paise),
      stocks: Number(row.stocks),
      unit: row.unit as string,
      lowStockThreshold: quantity(row.low_stock_threshold),
      kilogramOptions: (typeof row.kilogram_options === 'string' ? JSON.parse(row.kilogram_options) : row.kilogram_options) as number[],
      maxPerOrder: quantity(row.max_per_order),
    }));
}

/**
 * Stock taken by an order inside the order's transaction (DESIGN.md "Rules the server enforces").
 * The catalog owns the products table; orders reach it only through this service.
 */
export function createStockService({ storage }: { storage: ImageStorage }) {
  /**
   * The SELECT … FOR UPDATE of the wanted products, by id, so two orders always lock them in the
   * same order and never deadlock: the caller runs it inside a statement of its own (a checkout's
   * first, decision 0031) and hands the rows to `reserve`. With `gate`, nothing is locked
   * unless it holds.
   */
  function lockStatement(tx: Tx, productIds: readonly string[], gate?: SQL): SQL {
    return tx
      .select(lockedColumns)
      .from(products)
      .where(and(inArray(products.id, [...productIds]), gate))
      .orderBy(asc(products.id))
      .for('update')
      .getSQL();
  }

  /**
   * Checks the products `lockStatement` locked (the rows of the statement that ran it, as the
   * database gives them) against what the order wants and returns their snapshots in the order
   * of `requests` with `takeStock`, the UPDATE that decrements them: the caller runs it in the
   * same transaction, alone or inside its own statement (orders write their items with it, one
   * round trip). Before the stock, the rules of one order
   * (order-quantities.ts): a quantity the product is not sold in is 400, more than the product's
   * `maxPerOrder` (else `shopMaxPerOrderMilli`) is 409 QUANTITY_LIMIT. Throws OUT_OF_STOCK
   * naming every short product; the caller's transaction then rolls back, so nothing is taken.
   * `requests` must not repeat an id: the cart's lines of one product are added up first.
   *
   * `lowStock` names the products this sale takes across their threshold (the product's own,
   * else `shopThresholdMilli`). The rows are locked, so "before" is exactly what this order saw
   * and only the one order that crosses reports it, however many run at once.
   */
  function reserve(
    lockedRows: readonly Record<string, unknown>[],
    requests: readonly StockRequest[],
    { shopThresholdMilli, shopMaxPerOrderMilli }: { shopThresholdMilli: number; shopMaxPerOrderMilli: number },
  ): { snapshots: ProductSnapshot[]; takeStock: SQL; lowStock: StockCrossing[] } {
    const byId = new Map(lockedProductsOf(lockedRows).map((row) => [row.id, row]));
    const known = requests.flatMap((request) => {
      const row = byId.get(request.productId);
      return row ? [{ row, quantityMilli: request.quantityMilli }] : [];
    });
    assertOfferedQuantities(known);
    assertWithinLimits(known, shopMaxPerOrderMilli);

    // A product deleted since it went into the cart is as unavailable as one sold out: the
    // shopper's remedy is the same (take it out of the cart), so it is reported the same way,
    // 409 OUT_OF_STOCK with stocks 0, under the name the cart knew it by.
    const short = requests.flatMap((request) => {
      const row = byId.get(request.productId);
      if (!row) return [{ _id: request.productId, name: request.clientName ?? 'A Product No Longer Sold', stocks: 0 }];
      return toMilli(row.stocks) < request.quantityMilli ? [{ _id: row.id, name: row.name, stocks: row.stocks }] : [];
    });
    if (short.length > 0) {
      const names = short.map((item) => item.name).join(', ');
      throw new AppError('OUT_OF_STOCK', shopMessage('notEnoughStock', { names }), short);
    }

    // One statement for every line; the CHECK (stocks >= 0) stays the last line of defence.
    const values = sql.join(
      requests.map((r) => sql`(${r.productId}::uuid, ${milliToDecimal(r.quantityMilli)}::numeric)`),
      sql`, `,
    );
    const takeStock = sql`update ${products} set stocks = ${products.stocks} - wanted.quantity
          from (values ${values}) as wanted(id, quantity)
          where ${products.id} = wanted.id`;

    const snapshots = requests.map((request) => {
      const row = byId.get(request.productId)!;
      return {
        productId: row.id,
        name: row.name,
        imageUrl: storage.urlOf(row.imageKey),
        ratePaise: row.ratePaise,
        quantityMilli: request.quantityMilli,
        unit: row.unit,
      };
    });
    const lowStock = requests.flatMap((request): StockCrossing[] => {
      const row = byId.get(request.productId)!;
      const thresholdMilli = row.lowStockThreshold === null ? shopThresholdMilli : toMilli(row.lowStockThreshold);
      const beforeMilli = toMilli(row.stocks);
      const afterMilli = beforeMilli - request.quantityMilli;
      if (!(beforeMilli > thresholdMilli && afterMilli <= thresholdMilli)) return [];
      return [{ _id: row.id, name: row.name, stocks: fromMilli(afterMilli), unit: row.unit, threshold: fromMilli(thresholdMilli) }];
    });
    return { snapshots, takeStock, lowStock };
  }

  /**
   * Gives stock back (a cancelled order) inside the caller's transaction. The products are
   * locked by id first, in the same order `reserve` locks them, so a cancel and a checkout
   * never deadlock; a product deleted since is skipped.
   */
  async function restock(tx: Tx, returns: readonly { productId: string; quantityMilli: number }[]): Promise<void> {
    const totals = new Map<string, number>();
    for (const r of returns) totals.set(r.productId, (totals.get(r.productId) ?? 0) + r.quantityMilli);
    if (totals.size === 0) return;
    await tx
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.id, [...totals.keys()]))
      .orderBy(asc(products.id))
      .for('update');
    const values = sql.join(
      [...totals].map(([productId, milli]) => sql`(${productId}::uuid, ${milliToDecimal(milli)}::numeric)`),
      sql`, `,
    );
    await tx.execute(sql`update ${products} set stocks = ${products.stocks} + back.quantity
          from (values ${values}) as back(id, quantity)
          where ${products.id} = back.id`);
  }

  return { lockStatement, reserve, restock };
}
export type StockService = ReturnType<typeof createStockService>;
