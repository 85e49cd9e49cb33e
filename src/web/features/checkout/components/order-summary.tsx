import { formatRupees } from '#common/money.js';
import type { ShippingInfo } from '#common/schemas/orders.js';
import { texts } from '#web/i18n/texts.js';
import { cartTotal, lineTotal, type PricedLine } from '#web/lib/line-totals.js';

/** What the summary shows of a cart line. */
interface SummaryLine extends PricedLine {
  id: string;
  name: string;
  unit: string;
}

/** Spec 2.7 Confirm Order: Order Summary table, Shipping Info table, Subtotal, 'Free Shipping For You', Total. */
export function OrderSummary({
  items,
  shipping,
  fullName,
  delivery,
}: {
  items: readonly SummaryLine[];
  shipping: ShippingInfo;
  fullName: string;
  /** The chosen delivery slot as words ("Wed 25 Nov, 07:00–10:00"), when the shop delivers in slots. */
  delivery?: string;
}) {
  const total = cartTotal(items);
  const t = texts.confirm;
  return (
    <div className="order-summary">
      <section className="card" aria-labelledby="summary-title">
        <h2 id="summary-title">{t.orderSummary}</h2>
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t.name}</th>
                <th scope="col">{t.quantityKg}</th>
                <th scope="col">{t.rate}</th>
                <th scope="col">{t.subtotal}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id}>
                  <th scope="row">{item.name}</th>
                  <td>
                    {item.quantity} {item.unit}
                  </td>
                  <td>{formatRupees(item.rate)}</td>
                  <td>{formatRupees(lineTotal(item))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section className="card" aria-labelledby="shipping-info-title">
        <h2 id="shipping-info-title">{t.shippingInfo}</h2>
        <table className="table table--pairs">
          <tbody>
            <tr>
              <th scope="row">{t.name}</th>
              <td>{fullName}</td>
            </tr>
            <tr>
              <th scope="row">{t.address}</th>
              <td>{shipping.address}</td>
            </tr>
            <tr>
              <th scope="row">{t.city}</th>
              <td>{shipping.city}</td>
            </tr>
            <tr>
              <th scope="row">{t.pinCode}</th>
              <td>{shipping.pinCode}</td>
            </tr>
            <tr>
              <th scope="row">{t.mobileNumber}</th>
              <td>{shipping.mobileNumber}</td>
            </tr>
            {delivery && (
              <tr>
                <th scope="row">{texts.delivery.delivery}</th>
                <td>{delivery}</td>
              </tr>
            )}
          </tbody>
        </table>
      </section>
      <dl className="totals card">
        <div>
          <dt>{t.subtotal}</dt>
          <dd>{formatRupees(total)}</dd>
        </div>
        <div>
          <dt>{t.freeShipping}</dt>
          <dd>{formatRupees(0)}</dd>
        </div>
        <div className="totals__grand">
          <dt>{t.total}</dt>
          <dd>{formatRupees(total)}</dd>
        </div>
      </dl>
    </div>
  );
}
