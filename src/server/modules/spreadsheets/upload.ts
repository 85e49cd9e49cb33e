import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { LIMITS } from '#common/constants.js';
import { AppError } from '#server/lib/errors.js';

/**
 * The CSV of an import: the multipart part `file` (other fields are ignored), handed to `read` as
 * its bytes arrive. Nothing holds the whole upload: the part is a stream from the request
 * (@fastify/multipart's `parts()`, never `toBuffer()`), so a refusal by `read` or by the byte
 * limit ends the upload where it stands (decision 0043).
 */
export interface CsvUpload<T> {
  read: T;
  fileName: string;
}

const MEGABYTES = LIMITS.importBytes / (1024 * 1024);
const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', `File: At Most ${MEGABYTES} MB Is Allowed..!!`);

/**
 * The part's bytes, refused (413) as soon as they pass LIMITS.importBytes. Busboy cuts a file at
 * its `fileSize` limit and then only says so when the part ends, which for a large upload is once
 * all of it has arrived; with the limit one byte past ours, the byte that passes it arrives and
 * refuses the file at once.
 */
async function* limitedBytes(file: Readable): AsyncGenerator<Buffer> {
  let bytes = 0;
  for await (const chunk of file as AsyncIterable<Buffer>) {
    bytes += chunk.length;
    if (bytes > LIMITS.importBytes) throw tooLarge();
    yield chunk;
  }
}

/** A stream whose first chunk was already taken, whole again. */
async function* joined(first: Buffer, rest: AsyncIterator<Buffer>): AsyncGenerator<Buffer> {
  yield first;
  for (let next = await rest.next(); !next.done; next = await rest.next()) yield next.value;
}

/**
 * A refusal is answered while the client may still be sending. The rest of the upload is read and
 * dropped (nothing parses or keeps it): a browser that is still sending then reads the refusal
 * rather than a reset connection, and the connection can serve the client's next request. A client
 * that never stops is cut off by the server's request timeout (main.ts).
 */
function dropTheRest(request: FastifyRequest): void {
  request.raw.unpipe();
  request.raw.resume();
}

/** Reads the upload's CSV with `read` as it arrives, refusing more than LIMITS.importBytes (413). */
export async function readCsvUpload<T>(request: FastifyRequest, read: (bytes: AsyncIterable<Buffer>) => Promise<T>): Promise<CsvUpload<T>> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA', 'File: Send The File As multipart/form-data..!!');
  let upload: CsvUpload<T> | undefined;
  try {
    const limits = { fileSize: LIMITS.importBytes + 1, files: 1, fields: 10, parts: 11 };
    for await (const part of request.parts({ limits })) {
      if (part.type !== 'file') continue;
      const bytes = limitedBytes(part.file);
      if (part.fieldname !== 'file') {
        for await (const _ of bytes);
        continue;
      }
      const first = await bytes.next();
      // A file input left empty still sends a part with no name and no bytes.
      if (first.done && !part.filename) continue;
      const all = first.done ? bytes : joined(first.value, bytes);
      upload = { read: await read(all), fileName: part.filename };
    }
  } catch (error) {
    dropTheRest(request);
    if (error instanceof AppError) throw error;
    const { code } = error as { code?: string };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new AppError('PAYLOAD_TOO_LARGE', 'Form: Send One File Only..!!');
    }
    throw new AppError('VALIDATION', 'Form: The Form Data Could Not Be Read, Please Try Again..!!');
  }
  if (!upload) throw new AppError('VALIDATION', ['File: Required..!!']);
  return upload;
}
