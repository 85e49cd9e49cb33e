import { asc, inArray, type SQL, sql } from 'drizzle-orm';
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
  /** The tax and label facts the bill prints (API.md "Tax and labels"). */
  hsn: string;
  gstRate: number;
  mrpPaise: number | null;
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
  hsn: products.hsn,
  gstRate: products.gstRate,
  mrpPaise: products.mrpPaise,
};

/** A product as an order reads it under lock. */
export type LockedProduct = Pick<typeof products.$inferSelect, keyof typeof lockedColumns>;

/** The stock each product's lines take (or give back), added up: one statement's values. */
function quantitiesOf(lines: readonly { productId: string; quantityMilli: number }[]): SQL {
  const totals = new Map<string, number>();
  for (const line of lines) totals.set(line.productId, (totals.get(line.productId) ?? 0) + line.quantityMilli);
  return sql.join(
    [...totals].map(([productId, milli]) => sql`(${productId}::uuid, ${milliToDecimal(milli)}::numeric)`),
    sql`, `,
  );
}

/**
 * Stock taken by an order inside the order's transaction (DESIGN.md "Rules the server enforces").
 * The catalog owns the products table; orders reach it only through this service.
 */
export function createStockService({ storage }: { storage: ImageStorage }) {
  /**
   * Locks the wanted products (SELECT … FOR UPDATE) in the order of their ids, so two orders
   * (or an order and a cancel) always lock them in the same order and never deadlock.
   */
  async function lockProducts(tx: Tx, productIds: readonly string[]): Promise<LockedProduct[]> {
    return tx
      .select(lockedColumns)
      .from(products)
      .where(inArray(products.id, [...productIds]))
      .orderBy(asc(products.id))
      .for('update');
  }

  /**
   * Checks the locked products against what the order wants and returns their snapshots (the
   * order's lines, priced at the current rates) in the order of `requests`. Before the stock,
   * the rules of one order (order-quantities.ts): a quantity the product is not sold in is 400,
   * more than the product's `maxPerOrder` (else `shopMaxPerOrderMilli`) is 409 QUANTITY_LIMIT.
   * Throws OUT_OF_STOCK naming every short product; the caller's transaction then rolls back.
   * `requests` must not repeat an id: the cart's lines of one product are added up first.
   *
   * `lowStock` names the products this sale takes across their threshold (the product's own,
   * else `shopThresholdMilli`). The rows are locked, so "before" is exactly what this order saw
   * and only the one order that crosses reports it, however many run at once.
   */
  function reserve(
    locked: readonly LockedProduct[],
    requests: readonly StockRequest[],
    { shopThresholdMilli, shopMaxPerOrderMilli }: { shopThresholdMilli: number; shopMaxPerOrderMilli: number },
  ): { snapshots: ProductSnapshot[]; lowStock: StockCrossing[] } {
    const byId = new Map(locked.map((row) => [row.id, row]));
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

    const snapshots = requests.map((request) => {
      const row = byId.get(request.productId)!;
      return {
        productId: row.id,
        name: row.name,
        imageUrl: storage.urlOf(row.imageKey),
        ratePaise: row.ratePaise,
        quantityMilli: request.quantityMilli,
        unit: row.unit,
        hsn: row.hsn,
        gstRate: row.gstRate,
        mrpPaise: row.mrpPaise,
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
    return { snapshots, lowStock };
  }

  /**
   * Takes the reserved stock, in the order's transaction once `reserve` has passed (the products
   * are locked): one statement for every line, the CHECK (stocks >= 0) the last line of defence.
   */
  async function take(tx: Tx, requests: readonly StockRequest[]): Promise<void> {
    await tx.execute(sql`update ${products} set stocks = ${products.stocks} - wanted.quantity
          from (values ${quantitiesOf(requests)}) as wanted(id, quantity)
          where ${products.id} = wanted.id`);
  }

  /**
   * Gives stock back (a cancelled order) inside the caller's transaction. The products are
   * locked first, as an order locks them, so a cancel and a checkout never deadlock; a product
   * deleted since is skipped.
   */
  async function restock(tx: Tx, returns: readonly { productId: string; quantityMilli: number }[]): Promise<void> {
    if (returns.length === 0) return;
    await lockProducts(
      tx,
      returns.map((line) => line.productId),
    );
    await tx.execute(sql`update ${products} set stocks = ${products.stocks} + back.quantity
          from (values ${quantitiesOf(returns)}) as back(id, quantity)
          where ${products.id} = back.id`);
  }

  /**
   * Moves the stock of an order's products by what its packing changed (API.md "Packing"), in the
   * packing's transaction, the products locked by `lockProducts` first: a positive change takes
   * more off the shelf (409 OUT_OF_STOCK naming every short product, when there is not enough), a
   * negative one puts it back. A product deleted since has no shelf: nothing goes back to it, and
   * nothing more can come from it. Answers the products this takes across their low-stock threshold.
   */
  async function adjust(
    tx: Tx,
    locked: readonly LockedProduct[],
    changes: readonly { productId: string; name: string; quantityMilli: number }[],
    { shopThresholdMilli }: { shopThresholdMilli: number },
  ): Promise<{ lowStock: StockCrossing[] }> {
    const byId = new Map(locked.map((row) => [row.id, row]));
    const moved = changes.filter((change) => change.quantityMilli !== 0 && (byId.has(change.productId) || change.quantityMilli > 0));
    const short = moved.flatMap((change) => {
      const row = byId.get(change.productId);
      if (change.quantityMilli < 0) return [];
      if (!row) return [{ _id: change.productId, name: change.name, stocks: 0 }];
      return toMilli(row.stocks) < change.quantityMilli ? [{ _id: row.id, name: row.name, stocks: row.stocks }] : [];
    });
    if (short.length > 0) {
      const names = short.map((item) => item.name).join(', ');
      throw new AppError('OUT_OF_STOCK', shopMessage('notEnoughStock', { names }), short);
    }
    if (moved.length === 0) return { lowStock: [] };
    await tx.execute(sql`update ${products} set stocks = ${products.stocks} - moved.quantity
          from (values ${quantitiesOf(moved)}) as moved(id, quantity)
          where ${products.id} = moved.id`);
    const lowStock = moved.flatMap((change): StockCrossing[] => {
      const row = byId.get(change.productId);
      if (!row || change.quantityMilli <= 0) return [];
      const thresholdMilli = row.lowStockThreshold === null ? shopThresholdMilli : toMilli(row.lowStockThreshold);
      const beforeMilli = toMilli(row.stocks);
      const afterMilli = beforeMilli - change.quantityMilli;
      if (!(beforeMilli > thresholdMilli && afterMilli <= thresholdMilli)) return [];
      return [{ _id: row.id, name: row.name, stocks: fromMilli(afterMilli), unit: row.unit, threshold: fromMilli(thresholdMilli) }];
    });
    return { lowStock };
  }

  return { lockProducts, reserve, take, restock, adjust };
}
export type StockService = ReturnType<typeof createStockService>;
