import { z } from 'zod';
import { LIMITS } from '../constants.js';
import { decimalField, Id, requiredText, Success } from './fields.js';

export const Category = z.object({
  _id: z.string(),
  categoryName: z.string(),
  categoryImage: z.string(),
  /** The 400 px copy of categoryImage, for the home page's cards. */
  categoryThumbnail: z.string(),
});
export type Category = z.infer<typeof Category>;

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
  createdAt: z.string(),
});
export type Product = z.infer<typeof Product>;

/** Text fields of the multipart category form (the image is a file part or a data-URL field). */
export const CategoryFields = z.object({
  categoryName: requiredText('Category Name', LIMITS.nameLength),
});
export type CategoryFields = z.infer<typeof CategoryFields>;

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

/** Text fields of the multipart product form (the image is a file part or a data-URL field). */
export const ProductFields = z.object({
  name: requiredText('Name', LIMITS.nameLength),
  unit: requiredText('Unit', LIMITS.unitLength),
  rate: decimalField('Rate', { places: 2, max: LIMITS.maxRateRupees, positive: true }),
  stocks: decimalField('Stocks', { places: 3, max: LIMITS.maxStock }),
  category: z.uuid('Category: Select Category..!!'),
  kilogramOption: WeightOptions,
});
export type ProductFields = z.infer<typeof ProductFields>;

export const IdParams = z.object({ id: Id });

/** `?category=a,b` as the storefront sends it; a repeated `?category=a&category=b` is read the same way. */
const idList = z
  .preprocess((v) => (Array.isArray(v) ? v.join(',') : v), z.string().max(4000))
  .transform((s) =>
    s
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.uuid('Category: Invalid Id..!!')).max(100));

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
});
export type ProductQuery = z.infer<typeof ProductQuery>;

export const CategoriesAnswer = z.object({ success: Success, Categories: z.array(Category) });
export const CategoryAnswer = z.object({ success: Success, message: z.string(), category: Category });
export const DeletedCategoryAnswer = z.object({ success: Success, message: z.string(), DeletedCategory: Category });
export const ProductsAnswer = z.object({ success: Success, products: z.array(Product), productsDocCount: z.number() });
export const RecentProductsAnswer = z.object({ success: Success, products: z.array(Product) });
export const ProductAnswer = z.object({ success: Success, product: Product });
export const ProductSavedAnswer = z.object({ success: Success, message: z.string(), product: Product });
