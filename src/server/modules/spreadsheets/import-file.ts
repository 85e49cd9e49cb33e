import { pipeline } from 'node:stream/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { type Info, parse } from 'csv-parse';
import { LIMITS } from '#common/constants.js';
import { OPTIONAL_PRODUCT_COLUMNS, PRODUCT_COLUMNS, type ProductColumn } from '#common/schemas/spreadsheets.js';
import { undefused } from '#server/lib/csv-files.js';
import { AppError } from '#server/lib/errors.js';
import { NUL_REFUSED } from '#server/lib/nul-characters.js';

/**
 * Reads an uploaded product CSV into rows of cells by column, each with its row number as a
 * spreadsheet shows it: the header is row 1, the first product row 2, a cell holding line breaks
 * still one row, and a blank row counted though it holds no product. Whatever is wrong with the
 * file as a whole (its text, its header, a row's number of cells) is refused here, every problem
 * listed (docs/decisions/0012-spreadsheets.md).
 *
 * The file is read as it arrives and refused at the first limit it passes (API.md "The shop's own
 * words, and details settled"; decision 0043): the 10,001st product, a row longer than
 * LIMITS.importRowBytes (the byte limit is the upload's, upload.ts). Only the product rows are
 * kept; blank lines are skipped by the parser, counted for the row numbers and never held, so a
 * file of blank lines costs no memory and is read in a fraction of a second.
 */

export interface SheetRow {
  row: number;
  /** Each column's cell; an optional column the file leaves out has none (OPTIONAL_PRODUCT_COLUMNS). */
  cells: Record<Exclude<ProductColumn, OptionalProductColumn>, string> & Partial<Record<OptionalProductColumn, string>>;
}

type OptionalProductColumn = (typeof OPTIONAL_PRODUCT_COLUMNS)[number];
const isOptional = (column: ProductColumn) => (OPTIONAL_PRODUCT_COLUMNS as readonly ProductColumn[]).includes(column);

const refuse = (problems: string | string[]) => new AppError('VALIDATION', problems);

const notUtf8 = () => refuse('File: Not UTF-8 Text, Save It As "CSV UTF-8" And Try Again..!!');

/**
 * What the parser is fed at a time. It parses a whole chunk before anyone reads a record, so a
 * chunk of a few MB (a body already in memory arrives in one piece) would be one long pause and
 * all its records at once; a small piece keeps each pause to a few milliseconds and the records few.
 */
const PIECE_BYTES = 64 * 1024;

/**
 * The file's bytes in small pieces, each checked on the way: UTF-8 only (Excel's plain "CSV" is
 * the Windows code page, which would turn Hindi into question marks), no NUL (PostgreSQL text
 * cannot hold one; in UTF-8 a zero byte is nothing else). Between two pieces the other requests
 * take their turn: a stream fed from memory would otherwise run on promises alone and never let
 * the event loop serve anyone until the file is read.
 */
async function* checkedPieces(source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const check = (bytes: Buffer, stream: boolean) => {
    try {
      decoder.decode(bytes, { stream });
    } catch {
      throw notUtf8();
    }
    if (bytes.includes(0)) throw refuse([NUL_REFUSED]);
  };
  for await (const chunk of source) {
    for (let start = 0; start < chunk.length; start += PIECE_BYTES) {
      const piece = chunk.subarray(start, start + PIECE_BYTES);
      check(piece, true);
      yield piece;
      await nextTurn();
    }
  }
  // A file that ends inside a character.
  check(Buffer.alloc(0), false);
}

const PARSE_PROBLEMS: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'A Quoted Cell Is Never Closed',
  CSV_INVALID_CLOSING_QUOTE: 'Text Follows A Closing Quote',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'Text Follows A Closing Quote',
  CSV_MAX_RECORD_SIZE: `The Row Is Longer Than ${LIMITS.importRowBytes / 1024} KB`,
};

/** The parser's own refusal (a stray quote, a row past the limit) as a line on the row it stopped in. */
function parseProblemOf(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const { code, records, empty_lines } = error as { code?: string; records?: number; empty_lines?: number };
  const problem = (code && PARSE_PROBLEMS[code]) ?? 'The CSV Could Not Be Read';
  return refuse(`Row ${(records ?? 0) + (empty_lines ?? 0) + 1}: File: ${problem}..!!`);
}

/** Which cell holds each column: the export's header, in any order, names matched without case. */
function columnsOf(header: readonly string[]): Map<ProductColumn, number> {
  const names = header.map((name) => name.trim().toLowerCase());
  const problems: string[] = [];
  const at = new Map<ProductColumn, number>();
  names.forEach((name, index) => {
    const column = PRODUCT_COLUMNS.find((known) => known === name);
    if (!column)
      problems.push(
        name ? `Row 1: Header: Unknown Column "${header[index]?.trim()}"..!!` : `Row 1: Header: Column ${index + 1} Has No Name..!!`,
      );
    else if (at.has(column)) problems.push(`Row 1: Header: Column "${column}" Appears Twice..!!`);
    else at.set(column, index);
  });
  for (const column of PRODUCT_COLUMNS) {
    if (!at.has(column) && !isOptional(column)) problems.push(`Row 1: Header: Missing Column "${column}"..!!`);
  }
  if (problems.length > 0) throw refuse(problems);
  return at;
}

/** A parsed line and where it stands: `records` and `empty_lines` so far, this one included. */
interface ParsedLine {
  record: string[];
  info: Info;
}

export async function readProductSheet(source: AsyncIterable<Buffer>): Promise<SheetRow[]> {
  const parser = parse({
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    max_record_size: LIMITS.importRowBytes,
    info: true,
  });
  let header: string[] | undefined;
  let at = new Map<ProductColumn, number>();
  const rows: SheetRow[] = [];
  const problems: string[] = [];

  function take({ record, info }: ParsedLine) {
    const row = info.records + info.empty_lines;
    if (!header) {
      // Row 1 is blank: as before the parser skipped blank lines, that is a header without names.
      header = row === 1 ? record : [''];
      at = columnsOf(header);
      return;
    }
    if (!record.some((cell) => cell.trim() !== '')) return;
    if (rows.length === LIMITS.importRows) {
      throw refuse(`File: At Most ${LIMITS.importRows} Products Per File, This One Has More..!!`);
    }
    if (record.length !== header.length) problems.push(`Row ${row}: Row: Has ${record.length} Cells, The Header Has ${header.length}..!!`);
    rows.push({
      row,
      cells: Object.fromEntries(
        PRODUCT_COLUMNS.flatMap((column) => {
          const index = at.get(column);
          return index === undefined ? [] : [[column, undefused(record[index] ?? '')]];
        }),
      ) as SheetRow['cells'],
    });
  }

  try {
    await pipeline(checkedPieces(source), parser, async (lines: AsyncIterable<ParsedLine>) => {
      for await (const line of lines) take(line);
    });
  } catch (error) {
    throw parseProblemOf(error);
  }
  if (!header) {
    if (parser.info.empty_lines > 0) columnsOf(['']);
    throw refuse('File: The File Is Empty..!!');
  }
  if (rows.length === 0) throw refuse('File: No Product Rows Under The Header..!!');
  if (problems.length > 0) throw refuseRows(problems);
  return rows;
}

/** Problem lines listed at most: past them, one line says how many more there are. */
const MAX_PROBLEMS = 200;

/** The refusal of a file with these row problems (one `Row N: Field: problem` line each, API.md). */
export function refuseRows(problems: readonly string[]): AppError {
  if (problems.length <= MAX_PROBLEMS) return refuse([...problems]);
  return refuse([...problems.slice(0, MAX_PROBLEMS), `File: And ${problems.length - MAX_PROBLEMS} More Problems..!!`]);
}
