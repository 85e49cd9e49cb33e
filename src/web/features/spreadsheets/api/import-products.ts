import type { ImportAnswer } from '#common/schemas/spreadsheets.js';
import { apiUpload } from '#web/lib/api-client.js';

/**
 * POST /api/admin/products/import (Admin, multipart `file`): a preview checks the file and tells
 * what would change, writing nothing; without it the file is imported, all or nothing
 * (docs/decisions/0012-spreadsheets.md). `onProgress` hears the fraction of the file sent.
 */
export function importProducts({
  file,
  preview,
  onProgress,
  signal,
}: {
  file: File;
  preview: boolean;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}): Promise<ImportAnswer> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiUpload<ImportAnswer>('/api/admin/products/import', form, {
    query: preview ? { preview: 'true' } : undefined,
    onProgress,
    signal,
  });
}
