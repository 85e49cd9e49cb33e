import { maxPerOrderProblems, ProductExtraFields, ProductFields } from '#common/schemas/catalog.js';
import { adminTexts } from '#web/i18n/admin-texts.js';
import type { ProductInput } from './api/product-form-data.js';

/** The category is checked first, with the specification's own message (spec 5), so the schema skips it. */
const ProductFieldsBesideCategory = ProductFields.omit({ category: true });

/**
 * Every problem of a product form, in the server's words and order: the server validates the same
 * fields with the same schema (src/common/schemas/catalog.ts) and names a missing image last. An
 * empty list means the input may be sent.
 */
export function productProblems(input: ProductInput, { imageRequired }: { imageRequired: boolean }): string[] {
  const parsed = ProductFieldsBesideCategory.safeParse(input);
  const extra = ProductExtraFields.safeParse(input);
  const problems = [parsed, extra].flatMap((result) => (result.success ? [] : result.error.issues.map((issue) => issue.message)));
  if (parsed.success) problems.push(...maxPerOrderProblems(parsed.data));
  if (imageRequired && !input.image) problems.push(adminTexts.product.imageMissing);
  return [...new Set(problems)];
}
