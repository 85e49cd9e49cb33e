import type { FastifyRequest } from 'fastify';
import { LIMITS } from '#common/constants.js';
import { AppError } from '#server/lib/errors.js';

/** The CSV of an import: the multipart part `file` (other fields are ignored). */
export interface CsvUpload {
  file: Buffer;
  fileName: string;
}

const MEGABYTES = LIMITS.importBytes / (1024 * 1024);
const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', `File: At Most ${MEGABYTES} MB Is Allowed..!!`);

/** Reads the upload, refusing more than LIMITS.importBytes as it arrives (413) rather than after. */
export async function readCsvUpload(request: FastifyRequest): Promise<CsvUpload> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA', 'File: Send The File As multipart/form-data..!!');
  let upload: CsvUpload | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: LIMITS.importBytes, files: 1, fields: 10, parts: 11 } })) {
      if (part.type !== 'file') continue;
      const file = await part.toBuffer();
      // A file input left empty still sends a part with no name and no bytes.
      if (part.fieldname === 'file' && (file.length > 0 || part.filename)) upload = { file, fileName: part.filename };
    }
  } catch (error) {
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
