import { z } from 'zod';
import { LIMITS } from '../constants.js';
import { decimalField, Id, requiredText, Success } from './fields.js';

export const Category = z.object({ _id: z.string(), categoryName: z.string(), categoryImage: z.string() });
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

const WeightOption = decimalField('Weight Option', { places: 3, max: LIMITS.maxQuantity, positive: true });

/** Text fields of the multipart product form. `kilogramOption` arrives once per checked box. */
export const ProductFields = z.object({
  name: requiredText('Name', LIMITS.nameLength),
  unit: requiredText('Unit', LIMITS.unitLength),
  rate: decimalField('Rate', { places: 2, max: LIMITS.maxRateRupees, positive: true }),
  stocks: decimalField('Stocks', { places: 3, max: LIMITS.maxStock }),
  category: z.uuid('Category: Select Category..!!'),
  kilogramOption: z
    .preprocess((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]), z.array(WeightOption).max(20))
    .transform((options) => [...new Set(options)].sort((a, b) => a - b)),
});
export type ProductFields = z.infer<typeof ProductFields>;

export const IdParams = z.object({ id: Id });

const idList = z
  .string()
  .max(4000)
  .transform((s) =>
    s
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.uuid('Category: Invalid Id..!!')).max(100));

export const ProductQuery = z.object({
  keyword: z.string().trim().max(LIMITS.nameLength).optional(),
  category: idList.optional(),
  gte: decimalField('gte', { places: 2, max: 10_000_000 }).optional(),
  lte: decimalField('lte', { places: 2, max: 10_000_000 }).optional(),
});
export type ProductQuery = z.infer<typeof ProductQuery>;

export const CategoriesAnswer = z.object({ success: Success, Categories: z.array(Category) });
export const CategoryAnswer = z.object({ success: Success, message: z.string(), category: Category });
export const DeletedCategoryAnswer = z.object({ success: Success, message: z.string(), DeletedCategory: Category });
export const ProductsAnswer = z.object({ success: Success, products: z.array(Product), productsDocCount: z.number() });
export const RecentProductsAnswer = z.object({ success: Success, products: z.array(Product) });
export const ProductAnswer = z.object({ success: Success, product: Product });
export const ProductSavedAnswer = z.object({ success: Success, message: z.string(), product: Product });
