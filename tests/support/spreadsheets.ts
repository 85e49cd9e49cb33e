import { parse } from 'csv-parse/sync';
import type { TestShop } from './app.js';
import { multipartBody } from './multipart.js';

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** A CSV download as the owner's spreadsheet reads it: the raw answer, its text and its rows (header first). */
export async function downloadCsv(shop: TestShop, url: string, cookie: string) {
  const response = await shop.app.inject({ method: 'GET', url, headers: { cookie } });
  const bytes = response.rawPayload;
  const startsWithBom = bytes.subarray(0, 3).equals(BOM);
  const text = bytes.subarray(startsWithBom ? 3 : 0).toString('utf8');
  const rows: string[][] = response.statusCode === 200 ? parse(text, { relax_column_count: true }) : [];
  return { response, bytes, startsWithBom, text, rows };
}

/** The rows of a CSV as objects by column (the header row gives the names). */
export function recordsOf(rows: string[][]): Record<string, string>[] {
  const [header = [], ...body] = rows;
  return body.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i] ?? ''])));
}

/** POST /api/admin/products/import with `csv` as the file part `file` (optionally only a preview). */
export function importCsv(
  shop: TestShop,
  cookie: string,
  csv: string | Buffer,
  { preview = false, filename = 'products.csv' }: { preview?: boolean; filename?: string } = {},
) {
  const data = typeof csv === 'string' ? Buffer.from(csv, 'utf8') : csv;
  const { payload, headers } = multipartBody({ file: { filename, contentType: 'text/csv', data } });
  return shop.app.inject({
    method: 'POST',
    url: `/api/admin/products/import${preview ? '?preview=true' : ''}`,
    payload,
    headers: { ...headers, cookie },
  });
}

/** The header of files from before the shop kept MRP, HSN and GST: they still import. */
const PRODUCT_HEADER = 'id,name,name_hi,name_mr,aliases,category,unit,rate,stocks,kilogram_options,low_stock_threshold';

/** The export's header today. */
export const TAX_HEADER = `${PRODUCT_HEADER},mrp,hsn,gst_rate`;

/** One CSV cell as a spreadsheet writes it: quoted when it holds a comma, a quote or a line break. */
const cell = (value: string | number) => {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export interface SheetProduct {
  id?: string;
  name: string;
  name_hi?: string;
  name_mr?: string;
  aliases?: string;
  category: string;
  unit?: string;
  rate?: string | number;
  stocks?: string | number;
  kilogram_options?: string;
  low_stock_threshold?: string | number;
  mrp?: string | number;
  hsn?: string;
  gst_rate?: string | number;
}

/** A product CSV of these rows under a header: the export's of before (the default) or TAX_HEADER. */
export function productSheet(products: readonly SheetProduct[], header = PRODUCT_HEADER): string {
  const lines = products.map((p) =>
    [
      p.id ?? '',
      p.name,
      p.name_hi ?? '',
      p.name_mr ?? '',
      p.aliases ?? '',
      p.category,
      p.unit ?? 'Kg',
      p.rate ?? 40,
      p.stocks ?? 10,
      p.kilogram_options ?? '0.5|1',
      p.low_stock_threshold ?? '',
      ...(header === TAX_HEADER ? [p.mrp ?? '', p.hsn ?? '', p.gst_rate ?? 0] : []),
    ]
      .map(cell)
      .join(','),
  );
  return `${[header, ...lines].join('\r\n')}\r\n`;
}
