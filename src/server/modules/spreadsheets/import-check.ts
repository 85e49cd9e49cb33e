import { setImmediate as nextTurn } from 'node:timers/promises';
import { toPaise, toRupees } from '#common/money.js';
import { mrpProblems, ProductExtraFields, ProductFields } from '#common/schemas/catalog.js';
import { Id } from '#common/schemas/fields.js';
import { type ImportRow, PRODUCT_COLUMNS } from '#common/schemas/spreadsheets.js';
import { messagesOf } from '#server/lib/validation.js';
import type { ProductSheetRow, ProductValues } from '#server/modules/catalog/bulk-service.js';
import type { SheetRow } from './import-file.js';
import { productCellsOf } from './sheet-cells.js';

/**
 * Each row of an import checked by the product form's own rules (common/schemas/catalog.ts), its
 * category found by name and its id among the products; then what the import would do with it
 * (docs/decisions/0012-spreadsheets.md).
 */

/** The form's fields but the category, which a sheet names instead of giving its id. */
const RowFields = ProductFields.omit({ category: true }).extend(ProductExtraFields.shape);

/** A product's MRP in rupees, or none (a new product's). */
const mrpOf = (product: ProductSheetRow | undefined) => (product?.mrpPaise == null ? null : toRupees(product.mrpPaise));

/** "0.5|1|1.5" and "aloo|batata": a list cell's entries; none when the cell is blank. */
const listOf = (cell: string) => (cell.trim() === '' ? [] : cell.split('|'));

export interface ImportPlan {
  creates: { row: number; values: ProductValues }[];
  updates: { row: number; id: string; values: ProductValues; changes: ImportRow['changes'] }[];
  unchanged: number;
}

/** The sheet's ids that name a product (well-formed), for reading those products before the check. */
export function idsOf(rows: readonly SheetRow[]): string[] {
  return [...new Set(rows.map((row) => row.cells.id.trim().toLowerCase()).filter((id) => Id.safeParse(id).success))];
}

/**
 * Rows checked between two turns of the other requests: checking 10,000 rows takes 0.1 to 0.5 s,
 * which at once would hold every shopper up; 250 at a time, each pause is 10 to 30 ms.
 */
const ROWS_PER_TURN = 250;

/**
 * Checks every row; returns the plan, or every problem as `Row N: Field: problem` when any row
 * is wrong. `current` holds the products of the sheet's ids as they are now.
 */
export async function planImport(
  rows: readonly SheetRow[],
  categories: readonly { id: string; name: string }[],
  current: readonly ProductSheetRow[],
): Promise<{ plan: ImportPlan; problems: string[] }> {
  const categoriesByName = new Map<string, { id: string; name: string }[]>();
  for (const category of categories) {
    const key = category.name.trim().toLowerCase();
    categoriesByName.set(key, [...(categoriesByName.get(key) ?? []), category]);
  }
  const productsById = new Map(current.map((product) => [product.id, product]));
  const firstRowOfId = new Map<string, number>();
  const plan: ImportPlan = { creates: [], updates: [], unchanged: 0 };
  const problems: string[] = [];

  /** The product a row's id names; an empty id is a new product. */
  function productOfId(cell: string, row: number): { existing?: ProductSheetRow; problems: string[] } {
    const id = cell.trim().toLowerCase();
    if (!id) return { problems: [] };
    const parsed = Id.safeParse(id);
    if (!parsed.success) return { problems: messagesOf(parsed.error.issues) };
    const earlier = firstRowOfId.get(id);
    if (earlier !== undefined) return { problems: [`Id: Also On Row ${earlier}..!!`] };
    firstRowOfId.set(id, row);
    const existing = productsById.get(id);
    return existing ? { existing, problems: [] } : { problems: ['Id: No Product Has This Id..!!'] };
  }

  for (const [index, { row, cells }] of rows.entries()) {
    if (index > 0 && index % ROWS_PER_TURN === 0) await nextTurn();
    const rowProblems: string[] = [];

    const { existing, problems: idProblems } = productOfId(cells.id, row);
    rowProblems.push(...idProblems);

    const categoryName = cells.category.trim();
    const named = categoriesByName.get(categoryName.toLowerCase()) ?? [];
    if (!categoryName) rowProblems.push('Category: Required..!!');
    else if (named.length === 0) rowProblems.push(`Category: No Category Named "${categoryName}"..!!`);
    else if (named.length > 1) rowProblems.push(`Category: ${named.length} Categories Are Named "${categoryName}", Rename One..!!`);

    const fields = RowFields.safeParse({
      name: cells.name,
      unit: cells.unit,
      rate: cells.rate,
      stocks: cells.stocks,
      kilogramOption: listOf(cells.kilogram_options),
      name_hi: cells.name_hi,
      name_mr: cells.name_mr,
      aliases: listOf(cells.aliases),
      low_stock_threshold: cells.low_stock_threshold,
      // A column the file leaves out stays out: the product keeps its own (below).
      mrp: cells.mrp,
      hsn: cells.hsn,
      gstRate: cells.gst_rate,
    });
    if (!fields.success) rowProblems.push(...messagesOf(fields.error.issues));
    else
      rowProblems.push(...mrpProblems({ rate: fields.data.rate, mrp: fields.data.mrp === undefined ? mrpOf(existing) : fields.data.mrp }));

    const category = named.length === 1 ? named[0] : undefined;
    if (rowProblems.length > 0 || !fields.success || !category) {
      problems.push(...rowProblems.map((problem) => `Row ${row}: ${problem}`));
      continue;
    }
    const f = fields.data;
    const values: ProductValues = {
      name: f.name,
      nameHi: f.name_hi,
      nameMr: f.name_mr,
      aliases: f.aliases,
      categoryId: category.id,
      unit: f.unit,
      ratePaise: toPaise(f.rate),
      stocks: f.stocks,
      kilogramOptions: f.kilogramOption,
      // The column is always there, so the form's "left out: keep" never applies: blank is none.
      lowStockThreshold: f.low_stock_threshold ?? null,
      mrpPaise: f.mrp === undefined ? (existing?.mrpPaise ?? null) : f.mrp === null ? null : toPaise(f.mrp),
      hsn: f.hsn ?? existing?.hsn ?? '',
      gstRate: f.gstRate ?? existing?.gstRate ?? 0,
    };
    if (!existing) {
      plan.creates.push({ row, values });
      continue;
    }
    const changes = changesOf(existing, { ...values, categoryName: category.name });
    if (changes.length === 0) plan.unchanged += 1;
    else plan.updates.push({ row, id: existing.id, values, changes });
  }
  return { plan, problems };
}

/** The columns whose text would change, compared as the export writes them: an exported row is unchanged. */
function changesOf(existing: ProductSheetRow, next: ProductValues & { categoryName: string }): ImportRow['changes'] {
  const was = productCellsOf(existing);
  const now = productCellsOf({ ...next, id: existing.id });
  return PRODUCT_COLUMNS.filter((column) => was[column] !== now[column]).map((column) => ({
    column,
    from: was[column],
    to: now[column],
  }));
}
