import { randomUUID } from 'node:crypto';
import type { Metadata } from 'sharp';
import { LIMITS } from '#common/constants.js';
import { AppError } from './errors.js';
import type { ImageStorage } from './image-storage.js';

/**
 * Uploaded images (DESIGN.md "images"): the format is decided from the bytes alone, never from a
 * file name or a declared type; every accepted image is decoded and re-encoded to WebP, so what
 * is served is pixels we produced (no scripts, no EXIF location, no polyglot files).
 */

export interface ProcessedImage {
  /** At most 1200 px on the long side. */
  large: Buffer;
  /** At most 400 px on the long side, for cards and lists. */
  thumbnail: Buffer;
}

const LARGE_PX = 1200;
const THUMBNAIL_PX = 400;
/**
 * A thumbnail is what a product list downloads 10 to 30 times on a phone: it must stay small
 * whatever the photo. Most encode far below this at the first quality; a busy, sharp photo
 * steps down the qualities until it fits (only pure noise would not).
 */
export const THUMBNAIL_MAX_BYTES = 40_000;
const THUMBNAIL_QUALITIES = [78, 64, 50, 36];
const MAX_MEGAPIXELS = LIMITS.imagePixels / 1_000_000;
const MAX_MEGABYTES = LIMITS.imageBytes / (1024 * 1024);

const ONLY_IMAGES = 'Image: Only JPEG, PNG, WebP, AVIF or GIF Images Are Allowed..!!';
const DAMAGED = 'Image: The File Is Damaged Or Incomplete, Please Choose Another Image..!!';
export const tooLargeImage = () => new AppError('PAYLOAD_TOO_LARGE', `Image: At Most ${MAX_MEGABYTES} MB Is Allowed..!!`);
const tooManyPixels = () => new AppError('PAYLOAD_TOO_LARGE', `Image: At Most ${MAX_MEGAPIXELS} Megapixels Are Allowed..!!`);

/** Formats a shopper's camera or an admin's laptop produces; SVG is refused (it can carry scripts). */
function isAllowedFormat(format: string | undefined, compression: string | undefined): boolean {
  if (format === 'jpeg' || format === 'png' || format === 'webp' || format === 'gif') return true;
  // sharp reports AVIF as HEIF with AV1 compression; HEIC (HEVC) is not decodable here.
  return format === 'heif' && compression === 'av1';
}

/** sharp and libvips load with the first image rather than at start: most starts never see one. */
let sharpModule: Promise<typeof import('sharp')> | undefined;
async function loadSharp() {
  sharpModule ??= import('sharp');
  return (await sharpModule).default;
}

const isPixelLimit = (error: unknown) => /pixel limit/i.test(String((error as Error)?.message));

/**
 * Web page or script code inside an image makes it a polyglot: a JPEG with a page after its
 * end-of-image marker or in a comment segment is still a valid JPEG, and is HTML to anything
 * that sniffs it. We only ever serve our own re-encoded WebP, so this is defence in depth: such
 * a file is refused instead of being quietly laundered. Trailing data as such is not refused
 * (phones append motion-photo videos after the JPEG). Each pattern is long enough that random
 * compressed bytes almost never match it: a tag name needs a delimiter after it, and the short
 * `<svg` counts only as `<svg>` or with a namespace or an event handler (docs/trust.md).
 */
const MARKUP = /<(?:script|html|iframe|object|embed|body)[\s/>]|<svg>|<svg[\s/][^>]{0,300}?(?:xmlns|\bon[a-z]+\s*=)|<\?php\s|<!doctype/i;
const CARRIES_MARKUP = 'Image: The File Also Contains Web Page Code (HTML Or Script), Please Choose Another Image..!!';

/** True when the raw bytes carry HTML, SVG or PHP markup anywhere (see MARKUP). */
export function containsMarkup(input: Buffer): boolean {
  return MARKUP.test(input.toString('latin1'));
}

/** Checks an upload's size, format and pixel count, then re-encodes it. Throws 413/415 AppErrors. */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  if (input.length > LIMITS.imageBytes) throw tooLargeImage();
  if (input.length === 0) throw new AppError('VALIDATION', 'Image: The File Is Empty..!!');
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: LIMITS.imagePixels }).metadata();
  } catch (error) {
    if (isPixelLimit(error)) throw tooManyPixels();
    throw new AppError('UNSUPPORTED_MEDIA', ONLY_IMAGES);
  }
  if (!isAllowedFormat(metadata.format, metadata.compression)) throw new AppError('UNSUPPORTED_MEDIA', ONLY_IMAGES);
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > LIMITS.imagePixels) throw tooManyPixels();
  if (containsMarkup(input)) throw new AppError('UNSUPPORTED_MEDIA', CARRIES_MARKUP);
  try {
    return await encodeImage(input);
  } catch (error) {
    if (isPixelLimit(error)) throw tooManyPixels();
    // libvips refuses truncated or corrupt data while decoding (failOn 'warning').
    throw new AppError('UNSUPPORTED_MEDIA', DAMAGED);
  }
}

/**
 * Re-encodes any input sharp can read (SVG included) without the format check: for images the
 * server draws itself (the demo catalogue). Uploads go through processImage. A lower `effort`
 * trades a few bytes for speed (flat drawings compress well anyway).
 */
export async function encodeImage(input: Buffer, { effort = 3 }: { effort?: number } = {}): Promise<ProcessedImage> {
  const sharp = await loadSharp();
  const source = sharp(input, { limitInputPixels: LIMITS.imagePixels, failOn: 'warning' }).rotate();
  const toWebp = (px: number, quality: number) =>
    source.clone().resize({ width: px, height: px, fit: 'inside', withoutEnlargement: true }).webp({ quality, effort }).toBuffer();
  const toThumbnail = async () => {
    let thumbnail = Buffer.alloc(0);
    for (const quality of THUMBNAIL_QUALITIES) {
      thumbnail = await toWebp(THUMBNAIL_PX, quality);
      if (thumbnail.length <= THUMBNAIL_MAX_BYTES) break;
    }
    return thumbnail;
  };
  // sharp drops EXIF/XMP/ICC unless asked to keep them, so nothing of the camera's metadata survives.
  const [large, thumbnail] = await Promise.all([toWebp(LARGE_PX, 82), toThumbnail()]);
  return { large, thumbnail };
}

/** The thumbnail's key beside its image's key ("abc.webp" -> "abc-400.webp"). */
export function thumbnailKeyOf(key: string): string {
  return key.replace(/\.webp$/, `-${THUMBNAIL_PX}.webp`);
}

/** Writes both sizes under a new server-generated key and returns the key of the large one. */
export async function storeImage(storage: ImageStorage, image: ProcessedImage): Promise<string> {
  const key = `${randomUUID()}.webp`;
  try {
    await storage.put(key, image.large);
    await storage.put(thumbnailKeyOf(key), image.thumbnail);
  } catch (error) {
    await removeImage(storage, key);
    throw error;
  }
  return key;
}

/** Removes both sizes of a stored image (missing files are fine). */
export async function removeImage(storage: ImageStorage, key: string): Promise<void> {
  await Promise.all([storage.remove(key), storage.remove(thumbnailKeyOf(key))]);
}
