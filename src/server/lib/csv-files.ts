import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';

/**
 * CSV as the owner's spreadsheet opens it (docs/decisions/0012-spreadsheets.md): UTF-8 with a
 * byte-order mark, so Excel shows Hindi, Marathi and ₹ as written; lines end CRLF; a cell is
 * quoted when it holds a comma, a quote or a line break.
 */

/**
 * The `'` the export puts before a cell a spreadsheet would run as a formula (API.md: one
 * starting with =, +, -, @, a tab or a carriage return; csv-stringify's `escape_formulas` also
 * takes their full-width forms).
 */
const DEFUSED = /^'(?=[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20])/;

/** A cell as read back: the export's defusing `'` taken off, so an export imports unchanged. */
export const undefused = (cell: string): string => cell.replace(DEFUSED, '');

const OPTIONS = { record_delimiter: 'windows', quote_record_delimiter: true, escape_formulas: true } as const;

/** A whole small sheet (a report of a few hundred lines), header included, as the client reads it. */
export const csvText = (records: readonly (readonly string[])[]): string =>
  stringify(
    records.map((record) => [...record]),
    { ...OPTIONS, bom: true },
  );

/** Reads one page of a sheet's rows after `cursor`, and the cursor of the next page (none after the last). */
export type PageReader<C> = (cursor: C | undefined) => Promise<{ rows: string[][]; next: C | undefined }>;

/**
 * The CSV of a sheet as the client reads it: the byte-order mark and the header, then a page of
 * the database at a time, each page written as one chunk; never the whole file in memory.
 *
 * Between two chunks only the chunk and the cursor are kept: a page's rows become text within
 * the call that read them, so what was read from the database dies young and is not promoted to
 * the old generation while the client takes its time (the server's memory stays flat however
 * long the file: decision 0012). A failure after the first bytes can only cut the download short
 * (the status is sent); `onError` logs it.
 */
export function csvStream<C>(columns: readonly string[], readPage: PageReader<C>, onError: (error: Error) => void): Readable {
  async function nextChunk(cursor: C | undefined): Promise<{ chunk: Buffer; next: C | undefined }> {
    const { rows, next } = await readPage(cursor);
    return { chunk: Buffer.from(stringify(rows, OPTIONS)), next };
  }
  async function* chunks() {
    yield Buffer.from(stringify([[...columns]], { ...OPTIONS, bom: true }));
    let page = await nextChunk(undefined);
    for (;;) {
      const { chunk, next } = page;
      if (chunk.length > 0) yield chunk;
      if (next === undefined) return;
      page = await nextChunk(next);
    }
  }
  const body = Readable.from(chunks(), { objectMode: false });
  body.on('error', onError);
  return body;
}

/** The IST calendar date and time of a moment, "2026-04-05 14:30": sortable, and read as a date by spreadsheets. */
export function istDateTime(moment: Date): string {
  return new Date(moment.getTime() + (5 * 60 + 30) * 60_000).toISOString().slice(0, 16).replace('T', ' ');
}

/** "orders-2026-04-05.csv": what and on which IST day. */
export const fileNameOf = (what: string, now: Date): string => `${what}-${istDateTime(now).slice(0, 10)}.csv`;

/** Integer paise as the rupees a spreadsheet adds up: 4550 -> "45.50". */
export const rupeesText = (paise: number): string => `${Math.trunc(paise / 100)}.${String(Math.abs(paise % 100)).padStart(2, '0')}`;
