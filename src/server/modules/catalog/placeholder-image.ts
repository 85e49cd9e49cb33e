import type { ImageStorage } from '#server/lib/image-storage.js';
import { encodeImage, type ProcessedImage, thumbnailKeyOf } from '#server/lib/images.js';

/**
 * The picture of a product that came without one (a CSV import, docs/decisions/0012-spreadsheets.md):
 * a neutral drawing of a shopping bag, so every card and page of the storefront shows an image.
 * One file shared by all such products: it is never removed when one of them gets its own photo.
 */
export const PLACEHOLDER_IMAGE_KEY = 'product-placeholder.webp';

const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="640" viewBox="0 0 400 400">
<rect width="400" height="400" fill="#f1f3f1"/>
<path d="M150 150v-22a50 50 0 0 1 100 0v22" fill="none" stroke="#b4bcb4" stroke-width="14" stroke-linecap="round"/>
<path d="M104 150h192l-14 150a20 20 0 0 1-20 18H138a20 20 0 0 1-20-18z" fill="#d5dbd5"/>
<circle cx="160" cy="186" r="9" fill="#b4bcb4"/><circle cx="240" cy="186" r="9" fill="#b4bcb4"/>
</svg>`;

let encoded: Promise<ProcessedImage> | undefined;

/**
 * Writes the placeholder's two sizes under its fixed key. Drawn once per process; written on
 * every call, so a cleared uploads folder is mended by the next import that needs it.
 */
export async function storePlaceholderImage(storage: ImageStorage): Promise<string> {
  encoded ??= encodeImage(Buffer.from(SVG)).catch((error: unknown) => {
    encoded = undefined;
    throw error;
  });
  const { large, thumbnail } = await encoded;
  await storage.put(PLACEHOLDER_IMAGE_KEY, large);
  await storage.put(thumbnailKeyOf(PLACEHOLDER_IMAGE_KEY), thumbnail);
  return PLACEHOLDER_IMAGE_KEY;
}
