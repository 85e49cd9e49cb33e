import { randomBytes } from 'node:crypto';

/** A file part of a multipart form. */
export interface FilePart {
  filename: string;
  contentType: string;
  data: Buffer;
}
export type FormValue = string | number | FilePart;
/** Fields in order; a name given several times is sent as repeated parts (kilogramOption). */
export type FormEntries = [name: string, value: FormValue][] | Record<string, FormValue | FormValue[]>;

/**
 * A multipart/form-data body built by hand for app.inject, as a browser's FormData would send it.
 * Hand-built so tests control every byte (file names, types, malformed bodies).
 */
export function multipartBody(entries: FormEntries): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----shop-test-${randomBytes(8).toString('hex')}`;
  const pairs = Array.isArray(entries)
    ? entries
    : Object.entries(entries).flatMap(([name, value]) => [value].flat().map((v) => [name, v] as [string, FormValue]));
  const chunks: Buffer[] = [];
  for (const [name, value] of pairs) {
    if (typeof value === 'object') {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\nContent-Type: ${value.contentType}\r\n\r\n`,
        ),
        value.data,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A data URL as the specification's admin sends an image (FileReader.readAsDataURL). */
export function dataUrlOf(data: Buffer, type = 'image/png'): string {
  return `data:${type};base64,${data.toString('base64')}`;
}
