import { formatRupees } from '#common/money.js';
import type { SalesDay, TopProduct } from '#common/schemas/reports.js';
import { adminTexts } from '#web/i18n/admin-texts.js';
import { formatDay } from '../sales-range.js';

const t = adminTexts.sales;
const quantity = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 });

/** The chart's figures as a table: the text alternative behind the report's disclosure. */
export function SalesDaysTable({ days }: { days: readonly SalesDay[] }) {
  return (
    <div className="table-wrap admin-sales__table">
      <table className="table">
        <caption className="visually-hidden">{t.daysTable}</caption>
        <thead>
          <tr>
            <th scope="col">{t.date}</th>
            <th scope="col" className="num">
              {t.orders}
            </th>
            <th scope="col" className="num">
              {t.revenue}
            </th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{formatDay(day.date)}</th>
              <td className="num">{day.orders}</td>
              <td className="num">{formatRupees(day.revenue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The best sellers of the range, by revenue. */
export function TopProductsTable({ products }: { products: readonly TopProduct[] }) {
  if (products.length === 0) return <p className="muted">{t.noTop}</p>;
  return (
    <div className="table-wrap admin-sales__table">
      <table className="table" aria-labelledby="sales-top-title">
        <thead>
          <tr>
            <th scope="col" className="num">
              {t.rank}
            </th>
            <th scope="col">{t.product}</th>
            <th scope="col" className="num">
              {t.quantity}
            </th>
            <th scope="col" className="num">
              {t.revenue}
            </th>
          </tr>
        </thead>
        <tbody>
          {products.map((product, index) => (
            <tr key={product._id}>
              <td className="num">{index + 1}</td>
              <th scope="row">{product.name}</th>
              <td className="num">
                {quantity.format(product.quantity)}
                {product.unit ? ` ${product.unit}` : ''}
              </td>
              <td className="num">{formatRupees(product.revenue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
