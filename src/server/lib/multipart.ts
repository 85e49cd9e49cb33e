import type { FastifyRequest } from 'fastify';
import { LIMITS } from '#common/constants.js';
import { AppError } from './errors.js';
import { tooLargeImage } from './images.js';
import { NUL_REFUSED } from './nul-characters.js';

/**
 * Reads the multipart forms of the admin (product and category). The image comes either as a
 * file part or, as the specification's client sends it (spec 7), as a data-URL text field of the
 * same name. Nothing here trusts a file name or a declared type: images.ts sniffs the bytes.
 */

export interface MultipartForm {
  /** Text fields; a field sent more than once (kilogramOption) becomes an array. */
  fields: Record<string, string | string[]>;
  image?: Buffer;
}

/** Text fields other than the image are short; this bounds the memory one request can hold. */
const OTHER_TEXT_BYTES = 64 * 1024;
const DATA_URL = /^data:([\w.+-]+\/[\w.+-]+)?((?:;[\w.+-]+=[\w.+-]+)*)(;base64)?,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

const malformed = () => new AppError('VALIDATION', 'Form: The Form Data Could Not Be Read, Please Try Again..!!');

/** Reads the whole form; `imageField` is "image" for products, "categoryImage" for categories. */
export async function readMultipartForm(request: FastifyRequest, imageField: string): Promise<MultipartForm> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA', 'Form: Send The Form As multipart/form-data..!!');
  }
  const fields: Record<string, string | string[]> = {};
  let image: Buffer | undefined;
  let textBytes = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        // A file input left empty still sends a part with no name and no bytes.
        if (part.fieldname === imageField && (data.length > 0 || part.filename)) image = data;
        continue;
      }
      const value = typeof part.value === 'string' ? part.value : String(part.value ?? '');
      if (part.fieldname === imageField) {
        if (part.valueTruncated) throw tooLargeImage();
        const decoded = decodeDataUrl(value);
        if (decoded) image = decoded;
        continue;
      }
      textBytes += value.length;
      if (part.valueTruncated || textBytes > OTHER_TEXT_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', 'Form: The Form Is Too Large..!!');
      if (value.includes('\u0000')) throw new AppError('VALIDATION', [NUL_REFUSED]);
      addField(fields, part.fieldname, value);
    }
  } catch (error) {
    throw asFormError(error);
  }
  return { fields, image };
}

function addField(fields: Record<string, string | string[]>, name: string, value: string): void {
  const existing = fields[name];
  if (existing === undefined) fields[name] = value;
  else if (Array.isArray(existing)) existing.push(value);
  else fields[name] = [existing, value];
}

/**
 * The bytes of a `data:image/...;base64,...` field. Any other text (an update form echoing the
 * current image's URL back, an empty field) means "no new image". The declared type is ignored.
 */
export function decodeDataUrl(value: string): Buffer | undefined {
  const match = DATA_URL.exec(value);
  if (!match) return undefined;
  const invalid = () => new AppError('VALIDATION', 'Image: The Data URL Is Not Valid..!!');
  if (!match[3]) {
    try {
      return Buffer.from(decodeURIComponent(value.slice(match[0].length)), 'latin1');
    } catch {
      throw invalid();
    }
  }
  // Line breaks are allowed in base64 (MIME style); the size check comes before decoding.
  const payload = value.slice(match[0].length).replace(/\s+/g, '');
  if (Math.floor((payload.length * 3) / 4) > LIMITS.imageBytes + 3) throw tooLargeImage();
  if (!BASE64.test(payload)) throw invalid();
  return Buffer.from(payload, 'base64');
}

/** Multipart failures of the plugin and of busboy, as envelope errors: a bad form is never a 500. */
function asFormError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLargeImage();
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new AppError('PAYLOAD_TOO_LARGE', 'Form: Too Many Fields Or Files..!!');
  }
  if (statusCode === 413) return new AppError('PAYLOAD_TOO_LARGE', 'Form: The Form Is Too Large..!!');
  return malformed();
}
