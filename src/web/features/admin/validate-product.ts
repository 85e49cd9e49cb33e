import { maxPerOrderProblems, mrpProblems, ProductExtraFields, ProductFields } from '#common/schemas/catalog.js';
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
  if (parsed.success) problems.push(...maxPerOrderProblems(parsed.data), ...mrpProblems(parsed.data));
  if (imageRequired && !input.image) problems.push(adminTexts.product.imageMissing);
  return [...new Set(problems)];
}

/** The fields whose problems are also shown under them, by the words the server's messages start with. */
const FIELD_PREFIXES = { mrp: 'MRP', hsn: 'HSN', gstRate: 'GST Rate' } as const;
export type FieldWithProblems = keyof typeof FIELD_PREFIXES;

/**
 * The messages about each of those fields ("HSN: Must be 4, 6 or 8 digits..!!"), for the lines
 * beside its input; the list at the top keeps every message (spec 8).
 */
export function problemsByField(messages: readonly string[]): Partial<Record<FieldWithProblems, string[]>> {
  const byField: Partial<Record<FieldWithProblems, string[]>> = {};
  for (const field of Object.keys(FIELD_PREFIXES) as FieldWithProblems[]) {
    const about = messages.filter((message) => message.split(':')[0]?.trim() === FIELD_PREFIXES[field]);
    if (about.length > 0) byField[field] = [...new Set(about)];
  }
  return byField;
}
