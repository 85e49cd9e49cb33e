import { z } from 'zod';
import { GST_RATES, LIMITS, PRODUCT_SORTS } from '../constants.js';
import { decimalField, Id, requiredText, Success } from './fields.js';
import { PageInfo } from './paging.js';

export const Category = z.object({
  _id: z.string(),
  categoryName: z.string(),
  categoryImage: z.string(),
  /** The 400 px copy of categoryImage, for the home page's cards. */
  categoryThumbnail: z.string(),
});
export type Category = z.infer<typeof Category>;

/** A GST slab (API.md "Tax and labels"). */
export const GstRateSchema = z.literal(GST_RATES);

export const Product = z.object({
  _id: z.string(),
  name: z.string(),
  url: z.string(),
  /** 400 px thumbnail of `url`, for cards and lists. */
  thumbnailUrl: z.string(),
  rate: z.number(),
  unit: z.string(),
  stocks: z.number(),
  kilogramOption: z.array(z.number()),
  category: z.object({ _id: z.string(), categoryName: z.string() }).nullable(),
  /** The product's own low-stock level in its unit; null: the shop's setting applies (docs/decisions/0014-low-stock-and-sales.md). */
  lowStockThreshold: z.number().nullable(),
  /** The most one order takes of it, in its unit; null: the shop's `maxQuantityPerProduct` applies (API.md "Guards against abuse"). */
  maxPerOrder: z.number().nullable(),
  /** The name in Hindi and in Marathi; '' where the owner gave none (API.md "Languages and search"). */
  names: z.object({ hi: z.string(), mr: z.string() }),
  /** Other names shoppers search by ("aloo", "batata"). */
  aliases: z.array(z.string()),
  /** The printed maximum retail price of a packaged good, ≥ rate; null: none (API.md "Tax and labels"). */
  mrp: z.number().nullable(),
  /** The HSN code, 4, 6 or 8 digits; '' where the owner gave none. */
  hsn: z.string(),
  /** The GST slab the rate includes; 0: exempt. */
  gstRate: GstRateSchema,
  createdAt: z.string(),
});
export type Product = z.infer<typeof Product>;

/** Text fields of the multipart category form (the image is a file part or a data-URL field). */
export const CategoryFields = z.object({
  categoryName: requiredText('categoryName', LIMITS.nameLength),
});
export type CategoryFields = z.infer<typeof CategoryFields>;

/** A low-stock level, in the product's unit like its stock: three decimals at most (migration 0007). */
export const LowStockThreshold = decimalField('Low Stock Threshold', { places: 3, max: LIMITS.maxStock });

/** The most of a product one order takes, in its unit, like a quantity (docs/decisions/0021-order-limits.md). */
export const MaxPerOrder = decimalField('Max Per Order', { places: 3, max: LIMITS.maxQuantity, positive: true });

const WeightOption = decimalField('Weight Option', { places: 3, max: LIMITS.maxQuantity, positive: true });

/**
 * `kilogramOption` arrives once per checked box (repeated field); a single "0.5,1" text is
 * split too, for clients that join the list. At least one option: the storefront's quantity
 * dropdown is built from it (spec 2.5).
 */
const WeightOptions = z
  .preprocess(
    (v) =>
      (v === undefined || v === '' ? [] : Array.isArray(v) ? v : [v]).flatMap((item) =>
        typeof item === 'string' && item.includes(',') ? item.split(',') : [item],
      ),
    z.array(WeightOption).min(1, 'Weight Option: Choose At Least One..!!').max(20, 'Weight Option: At Most 20 Options..!!'),
  )
  .transform((options) => [...new Set(options)].sort((a, b) => a - b));

/** A name in another language, trimmed, as long as a name may be; '' is none. */
const OtherName = (label: string) =>
  z
    .string({ error: `${label}: Must be text..!!` })
    .trim()
    .max(LIMITS.nameLength, `${label}: At most ${LIMITS.nameLength} characters..!!`);

/**
 * Other names shoppers search by ("aloo", "batata"), repeated like `kilogramOption`: each
 * trimmed, blanks dropped and repeats (ignoring case) kept once. One empty field is an empty
 * list. "|" separates them in the CSV, so no alias holds one.
 */
const Aliases = z
  .preprocess(
    (v) => (v === '' ? [] : Array.isArray(v) ? v : [v]),
    z
      .array(
        z
          .string({ error: 'Aliases: Must be text..!!' })
          .trim()
          .max(LIMITS.aliasLength, `Aliases: Each at most ${LIMITS.aliasLength} characters..!!`)
          .refine((alias) => !alias.includes('|'), 'Aliases: An alias cannot contain "|"..!!'),
      )
      .max(LIMITS.maxAliases, `Aliases: At most ${LIMITS.maxAliases}..!!`),
  )
  .transform((aliases) => {
    const seen = new Set<string>();
    return aliases.filter((alias) => {
      const key = alias.toLowerCase();
      if (!alias || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  });

const blankIsNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/** The printed maximum retail price, in rupees like the rate: never below it (mrpProblems). */
const Mrp = decimalField('MRP', { places: 2, max: LIMITS.maxRateRupees, positive: true });

/** An HSN code: 4, 6 or 8 digits (GST asks for 4 or 6 on a small shop's invoices, 8 for exports); '' is none. */
export const Hsn = z
  .string({ error: 'HSN: Must be text..!!' })
  .trim()
  .regex(/^(\d{4}|\d{6}|\d{8})?$/, 'HSN: Must be 4, 6 or 8 digits..!!');

const GST_RATE_PROBLEM = `GST Rate: Must be one of ${GST_RATES.join(', ')}..!!`;

/** A GST slab as a form or a CSV cell sends it ("5"); blank is exempt. */
export const GstRateField = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? 0 : Number(v.trim().replace(/%$/, ''))) : v),
  z.literal(GST_RATES, { error: GST_RATE_PROBLEM }),
);

/** Text fields of the multipart product form (the image is a file part or a data-URL field). */
export const ProductFields = z.object({
  name: requiredText('name', LIMITS.nameLength),
  unit: requiredText('unit', LIMITS.unitLength),
  rate: decimalField('Rate', { places: 2, max: LIMITS.maxRateRupees, positive: true }),
  stocks: decimalField('Stocks', { places: 3, max: LIMITS.maxStock }),
  category: z.uuid('Category: Select Category..!!'),
  kilogramOption: WeightOptions,
  /**
   * The product's own low-stock level: blank is none (the shop's applies); left out of the form,
   * an update keeps the level the product has, so an older client never clears it
   * (docs/decisions/0014-low-stock-and-sales.md).
   */
  low_stock_threshold: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), LowStockThreshold.nullable().optional()),
  /**
   * The most one order takes of the product: blank is none (the shop's `maxQuantityPerProduct`
   * applies); left out of an update, the product keeps its own, as with the low-stock level.
   */
  max_per_order: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), MaxPerOrder.nullable().optional()),
  /**
   * The names for other languages and for search (API.md "Languages and search"). Left out of
   * an update, the product keeps what it has, as with the low-stock level; an empty `aliases`
   * field clears the list. A new product without them has none.
   */
  name_hi: OtherName('Hindi Name').optional(),
  name_mr: OtherName('Marathi Name').optional(),
  aliases: Aliases.optional(),
  /**
   * The labels and tax of the product (API.md "Tax and labels"). Blank `mrp` is none, blank
   * `gstRate` is exempt (0); left out of an update, the product keeps what it has, as with the
   * low-stock level. A new product without them has no MRP, no HSN and is exempt.
   */
  mrp: z.preprocess(blankIsNull, Mrp.nullable().optional()),
  hsn: Hsn.optional(),
  gstRate: GstRateField.optional(),
  /**
   * The stock the form showed when it was opened (API.md "Guards against abuse"): if orders
   * changed it since, a form that left the stock as shown keeps the current stock, and a form
   * that changed it is refused with STOCK_CHANGED. Left out (older clients), the stock is set as sent.
   */
  stocks_was: decimalField('Stocks Was', { places: 3, max: LIMITS.maxStock }).optional(),
});
export type ProductFields = z.infer<typeof ProductFields>;

/**
 * A product's own limit below its smallest weight option would leave the storefront nothing to
 * offer (docs/decisions/0021-order-limits.md): the form is refused, here and in the admin's page.
 */
export function maxPerOrderProblems(fields: { max_per_order?: number | null | undefined; kilogramOption: readonly number[] }): string[] {
  const smallest = Math.min(...fields.kilogramOption);
  if (fields.max_per_order == null || !(fields.max_per_order < smallest)) return [];
  return [`Max Per Order: At least the smallest weight option, ${smallest}..!!`];
}

/**
 * An MRP below the rate would show a "saving" that is a surcharge (API.md "Tax and labels"): the
 * form is refused, naming the field. Where a form leaves the MRP out, the product's own is
 * checked against the new rate when it is saved.
 */
export function mrpProblems(fields: { rate: number; mrp?: number | null | undefined }): string[] {
  if (fields.mrp == null || Math.round(fields.mrp * 100) >= Math.round(fields.rate * 100)) return [];
  return [`MRP: Must be at least the rate, ${fields.rate}..!!`];
}

/** Every rule of the product form that joins two fields. */
export const productFormProblems = (fields: ProductFields): string[] => [...maxPerOrderProblems(fields), ...mrpProblems(fields)];

/**
 * The same names as the CSV's columns give them: always there, a blank cell is none
 * (docs/decisions/0012-spreadsheets.md).
 */
export const ProductExtraFields = z.object({
  name_hi: OtherName('Hindi Name')
    .optional()
    .transform((name) => name ?? ''),
  name_mr: OtherName('Marathi Name')
    .optional()
    .transform((name) => name ?? ''),
  aliases: Aliases.optional().transform((aliases) => aliases ?? []),
});
export type ProductExtraFields = z.infer<typeof ProductExtraFields>;

export const IdParams = z.object({ id: Id });

/** `?category=a,b` as the storefront sends it; a repeated `?category=a&category=b` is read the same way. */
const idListOf = (field: string, max: number) =>
  z
    .preprocess((v) => (Array.isArray(v) ? v.join(',') : v), z.string().max(4000))
    .transform((s) =>
      s
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.uuid(`${field}: Invalid Id..!!`)).max(max, `${field}: At most ${max} ids..!!`));
const idList = idListOf('Category', 100);

export const ProductQuery = z.object({
  /** Longer than any name can be is allowed (it simply finds nothing); the bound keeps the query cheap. */
  keyword: z.string().trim().max(200, 'Keyword: At most 200 characters..!!').optional(),
  category: idList.optional(),
  gte: decimalField('Gte', { places: 2, max: 10_000_000 }).optional(),
  lte: decimalField('Lte', { places: 2, max: 10_000_000 }).optional(),
  /**
   * Optional paging: `limit` products from page `page` (from 1) of the same order. Without
   * `limit` every match is answered, as the storefront of the specification expects; `page`
   * alone changes nothing.
   */
  page: decimalField('Page', { places: 0, max: 100_000, positive: true }).optional(),
  limit: decimalField('Limit', { places: 0, max: 1000, positive: true }).optional(),
  sort: z.enum(PRODUCT_SORTS, { error: `Sort: One of ${PRODUCT_SORTS.join(', ')}..!!` }).optional(),
});
export type ProductQuery = z.infer<typeof ProductQuery>;

/** Suggestions need two characters to say anything; fifty is past any name worth suggesting. */
export const SUGGEST_MIN = 2;
export const SUGGEST_MAX = 50;
/** At most this many suggestions under the search box. */
export const SUGGESTIONS = 8;

/** `?q=` of the search box's suggestions: what the shopper has typed so far. */
/** `?ids=a,b,c` of GET /api/product/byIds: the products of a cart, as many as a cart holds lines. */
export const ProductsByIdsQuery = z.object({ ids: idListOf('Ids', LIMITS.maxCartLines) });
export type ProductsByIdsQuery = z.infer<typeof ProductsByIdsQuery>;

export const SuggestQuery = z.object({
  q: z
    .string({ error: 'Search: Required..!!' })
    .trim()
    .min(SUGGEST_MIN, `Search: At least ${SUGGEST_MIN} characters..!!`)
    .max(SUGGEST_MAX, `Search: At most ${SUGGEST_MAX} characters..!!`),
});
export type SuggestQuery = z.infer<typeof SuggestQuery>;

/** A product as a suggestion shows it: its names and its small picture. */
export const Suggestion = Product.pick({ _id: true, name: true, names: true, thumbnailUrl: true });
export type Suggestion = z.infer<typeof Suggestion>;

export const CategoriesAnswer = z.object({ success: Success, Categories: z.array(Category) });
export const CategoryAnswer = z.object({ success: Success, message: z.string(), category: Category });
export const DeletedCategoryAnswer = z.object({ success: Success, message: z.string(), DeletedCategory: Category });
/**
 * `productsDocCount` is every product of the shop; `matched` those the query matches, of which a
 * `limit` request answers page `page` of `pages` (without `limit`: all of them, on page 1 of 1).
 * `maxRate` is the highest rate of any product of the shop (0 when it has none), whatever the
 * query: the storefront's price ranges reach up to it.
 */
export const ProductsAnswer = z.object({
  success: Success,
  products: z.array(Product),
  productsDocCount: z.number(),
  maxRate: z.number(),
  ...PageInfo,
});
export const RecentProductsAnswer = z.object({ success: Success, products: z.array(Product) });
/** The products asked for by id, in the order asked; an id that names no product is simply absent. */
export const ProductsByIdsAnswer = z.object({ success: Success, products: z.array(Product) });
export const ProductAnswer = z.object({ success: Success, product: Product });
export const ProductSavedAnswer = z.object({ success: Success, message: z.string(), product: Product });
export const SuggestAnswer = z.object({ success: Success, suggestions: z.array(Suggestion) });
