import { parse } from 'csv-parse/sync';
import { LIMITS } from '#common/constants.js';
import { PRODUCT_COLUMNS, type ProductColumn } from '#common/schemas/spreadsheets.js';
import { undefused } from '#server/lib/csv-files.js';
import { AppError } from '#server/lib/errors.js';
import { NUL_REFUSED } from '#server/lib/nul-characters.js';

/**
 * Reads an uploaded product CSV into rows of cells by column, each with its row number as a
 * spreadsheet shows it: the header is row 1, the first product row 2, a cell holding line breaks
 * still one row, and a blank row counted though it holds no product. Whatever is wrong with the
 * file as a whole (its text, its header, a row's number of cells) is refused here, every problem
 * listed (docs/decisions/0012-spreadsheets.md).
 */

export interface SheetRow {
  row: number;
  cells: Record<ProductColumn, string>;
}

const refuse = (problems: string | string[]) => new AppError('VALIDATION', problems);

/** UTF-8 only: Excel's plain "CSV" is the Windows code page, which would turn Hindi into question marks. */
function textOf(file: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(file);
  } catch {
    throw refuse('File: Not UTF-8 Text, Save It As "CSV UTF-8" And Try Again..!!');
  }
}

const PARSE_PROBLEMS: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'A Quoted Cell Is Never Closed',
  CSV_INVALID_CLOSING_QUOTE: 'Text Follows A Closing Quote',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'Text Follows A Closing Quote',
};

function recordsOf(text: string): string[][] {
  try {
    return parse(text, { bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: false });
  } catch (error) {
    const { code, records } = error as { code?: string; records?: number };
    const problem = (code && PARSE_PROBLEMS[code]) ?? 'The CSV Could Not Be Read';
    throw refuse(`Row ${(records ?? 0) + 1}: File: ${problem}..!!`);
  }
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
  for (const column of PRODUCT_COLUMNS) if (!at.has(column)) problems.push(`Row 1: Header: Missing Column "${column}"..!!`);
  if (problems.length > 0) throw refuse(problems);
  return at;
}

export function readProductSheet(file: Buffer): SheetRow[] {
  const text = textOf(file);
  if (text.includes('\u0000')) throw refuse([NUL_REFUSED]);
  const [header, ...records] = recordsOf(text);
  if (!header) throw refuse('File: The File Is Empty..!!');
  const at = columnsOf(header);
  const filled = records
    .map((record, index) => ({ record, row: index + 2 }))
    .filter(({ record }) => record.some((cell) => cell.trim() !== ''));
  if (filled.length === 0) throw refuse('File: No Product Rows Under The Header..!!');
  if (filled.length > LIMITS.importRows) {
    throw refuse(`File: At Most ${LIMITS.importRows} Products Per File, This One Has ${filled.length}..!!`);
  }
  const problems = filled
    .filter(({ record }) => record.length !== header.length)
    .map(({ record, row }) => `Row ${row}: Row: Has ${record.length} Cells, The Header Has ${header.length}..!!`);
  if (problems.length > 0) throw refuseRows(problems);
  return filled.map(({ record, row }) => ({
    row,
    cells: Object.fromEntries(
      PRODUCT_COLUMNS.map((column) => [column, undefused(record[at.get(column) as number] ?? '')]),
    ) as SheetRow['cells'],
  }));
}

/** Problem lines listed at most: past them, one line says how many more there are. */
const MAX_PROBLEMS = 200;

/** The refusal of a file with these row problems (one `Row N: Field: problem` line each, API.md). */
export function refuseRows(problems: readonly string[]): AppError {
  if (problems.length <= MAX_PROBLEMS) return refuse([...problems]);
  return refuse([...problems.slice(0, MAX_PROBLEMS), `File: And ${problems.length - MAX_PROBLEMS} More Problems..!!`]);
}
