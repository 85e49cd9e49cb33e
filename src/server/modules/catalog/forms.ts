import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { CategoryFields, ProductFields, productFormProblems } from '#common/schemas/catalog.js';
import { AppError } from '#server/lib/errors.js';
import { readMultipartForm } from '#server/lib/multipart.js';
import { messagesOf } from '#server/lib/validation.js';

/** A validated admin form: its fields, and the image bytes when one was sent (not yet checked). */
export interface CatalogForm<T> {
  fields: T;
  image: Buffer | undefined;
}

/**
 * Reads a multipart form and validates its text fields; a missing required image is listed with
 * the other problems, so the admin sees everything wrong at once (spec 2.9 "failure lists the
 * server messages").
 */
async function readForm<S extends z.ZodType>(
  request: FastifyRequest,
  schema: S,
  image: { field: string; label: string; required: boolean },
  /** Problems between fields, once each field is valid. */
  across: (fields: z.output<S>) => string[] = () => [],
): Promise<CatalogForm<z.output<S>>> {
  const form = await readMultipartForm(request, image.field);
  const parsed = schema.safeParse(form.fields);
  const problems = parsed.success ? across(parsed.data) : messagesOf(parsed.error.issues);
  if (image.required && !form.image) problems.push(`${image.label}: Required..!!`);
  if (!parsed.success || problems.length > 0) throw new AppError('VALIDATION', problems);
  return { fields: parsed.data, image: form.image };
}

export const readCategoryForm = (request: FastifyRequest, { imageRequired }: { imageRequired: boolean }) =>
  readForm(request, CategoryFields, { field: 'categoryImage', label: 'Category Image', required: imageRequired });

export async function readProductForm(request: FastifyRequest, { imageRequired }: { imageRequired: boolean }) {
  const form = await readForm(request, ProductFields, { field: 'image', label: 'Image', required: imageRequired }, productFormProblems);
  return form;
}
