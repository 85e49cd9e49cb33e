import type { ReactNode } from 'react';
import { formatIndianNumber, toPaise, toRupees } from '#common/money.js';
import type { GstHsnRow, GstRateRow } from '#common/schemas/gst-report.js';
import { useGstTexts } from '#web/i18n/gst-texts.js';

type Amounts = Pick<GstRateRow, 'taxable' | 'cgst' | 'sgst' | 'total'>;
const AMOUNTS = ['taxable', 'cgst', 'sgst', 'total'] as const;

/** A table's rows added up in paise, so the totals row is exact (rupees are not added as floats). */
export function totalOf(rows: readonly Amounts[]): Amounts {
  const sum = (key: (typeof AMOUNTS)[number]) => toRupees(rows.reduce((paise, row) => paise + toPaise(row[key]), 0));
  return { taxable: sum('taxable'), cgst: sum('cgst'), sgst: sum('sgst'), total: sum('total') };
}

const quantityFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 });

function AmountHeads() {
  const t = useGstTexts();
  return AMOUNTS.map((key) => (
    <th key={key} scope="col" className="num">
      {t[key]}
    </th>
  ));
}

/** "₹ 1,234.50": a tax figure always with its paise, as the bills and the returns write them. */
export function taxRupees(rupees: number): string {
  const [whole, paise = ''] = formatIndianNumber(rupees, 2).split('.');
  return `₹ ${whole}.${paise.padEnd(2, '0')}`;
}

function AmountCells({ row }: { row: Amounts }) {
  return AMOUNTS.map((key) => (
    <td key={key} className="num">
      {taxRupees(row[key])}
    </td>
  ));
}

/**
 * A table in a box that scrolls sideways on a phone: focusable and named, so a keyboard can scroll
 * it and a screen reader says what it holds.
 */
function Wrap({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to be scrolled by keyboard.
    <section className="table-wrap gst-report__wrap" aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}

/** The lines per GST rate, lowest first, and their total. */
export function GstRatesTable({ rows }: { rows: readonly GstRateRow[] }) {
  const t = useGstTexts();
  return (
    <Wrap label={t.ratesTitle}>
      <table className="table gst-report__table">
        <caption className="visually-hidden">{t.ratesTitle}</caption>
        <thead>
          <tr>
            <th scope="col">{t.gstRate}</th>
            <AmountHeads />
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.gstRate}>
              <th scope="row">{t.percent(row.gstRate)}</th>
              <AmountCells row={row} />
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="gst-report__totals">
            <th scope="row">{t.total}</th>
            <AmountCells row={totalOf(rows)} />
          </tr>
        </tfoot>
      </table>
    </Wrap>
  );
}

/** The lines per HSN code and rate (lines without a code last), and their total. */
export function GstHsnTable({ rows }: { rows: readonly GstHsnRow[] }) {
  const t = useGstTexts();
  return (
    <Wrap label={t.hsnTitle}>
      <table className="table gst-report__table">
        <caption className="visually-hidden">{t.hsnTitle}</caption>
        <thead>
          <tr>
            <th scope="col">{t.hsn}</th>
            <th scope="col" className="num">
              {t.gstRate}
            </th>
            <th scope="col" className="num">
              {t.quantity}
            </th>
            <AmountHeads />
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.hsn}|${row.gstRate}`}>
              <th scope="row">{row.hsn || t.noHsn}</th>
              <td className="num">{t.percent(row.gstRate)}</td>
              <td className="num">{quantityFormat.format(row.quantity)}</td>
              <AmountCells row={row} />
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="gst-report__totals">
            <th scope="row" colSpan={3}>
              {t.total}
            </th>
            <AmountCells row={totalOf(rows)} />
          </tr>
        </tfoot>
      </table>
    </Wrap>
  );
}
