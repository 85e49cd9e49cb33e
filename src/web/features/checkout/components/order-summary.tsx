import type { ShippingInfo } from '#common/schemas/orders.js';
import { ProductName } from '#web/components/product-name.js';
import { useFormat } from '#web/i18n/format.js';
import { isKgUnit, useT, useUnit } from '#web/i18n/i18n.js';
import { lineTotal, type PricedLine } from '#web/lib/line-totals.js';
import { type OfferTotals, offerTotals } from '#web/lib/offer-totals.js';

/** What the summary shows of a cart line. */
interface SummaryLine extends PricedLine {
  id: string;
  name: string;
  unit: string;
}

/**
 * Spec 2.7 Confirm Order: Order Summary table, Shipping Info table, Subtotal, 'Free Shipping For You', Total.
 * The quantity header is the specification's "Quantity (Kg)" when every line is sold by the Kg,
 * else "Quantity"; each line names its unit (decision 0037). A coupon's discount and the shop's
 * delivery charge join the totals when there are any (decision 0063); without them the
 * specification's 'Free Shipping For You' stays.
 */
export function OrderSummary({
  items,
  shipping,
  fullName,
  delivery,
  totals = offerTotals(items),
  coupon = null,
}: {
  items: readonly SummaryLine[];
  shipping: ShippingInfo;
  fullName: string;
  /** The chosen delivery slot as words ("Wed 25 Nov, 07:00–10:00"), when the shop delivers in slots. */
  delivery?: string;
  /** The items, discount, charge and total (offer-totals.ts); by default the items alone, delivered free. */
  totals?: OfferTotals;
  /** The applied coupon's code, once it applies. */
  coupon?: string | null;
}) {
  const { money } = useFormat();
  const t = useT();
  const unit = useUnit();
  return (
    <div className="order-summary">
      <section className="card" aria-labelledby="summary-title">
        <h2 id="summary-title">{t('confirm.orderSummary')}</h2>
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('confirm.name')}</th>
                <th scope="col">{items.every((item) => isKgUnit(item.unit)) ? t('confirm.quantityKg') : t('confirm.quantity')}</th>
                <th scope="col">{t('confirm.rate')}</th>
                <th scope="col">{t('confirm.subtotal')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id}>
                  <th scope="row">
                    <ProductName item={item} />
                  </th>
                  <td>
                    {item.quantity} {unit(item.unit)}
                  </td>
                  <td>{money(item.rate)}</td>
                  <td>{money(lineTotal(item))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section className="card" aria-labelledby="shipping-info-title">
        <h2 id="shipping-info-title">{t('confirm.shippingInfo')}</h2>
        <table className="table table--pairs">
          <tbody>
            <tr>
              <th scope="row">{t('confirm.name')}</th>
              <td>{fullName}</td>
            </tr>
            <tr>
              <th scope="row">{t('confirm.address')}</th>
              <td>{shipping.address}</td>
            </tr>
            <tr>
              <th scope="row">{t('confirm.city')}</th>
              <td>{shipping.city}</td>
            </tr>
            <tr>
              <th scope="row">{t('confirm.pinCode')}</th>
              <td>{shipping.pinCode}</td>
            </tr>
            <tr>
              <th scope="row">{t('confirm.mobileNumber')}</th>
              <td>{shipping.mobileNumber}</td>
            </tr>
            {delivery && (
              <tr>
                <th scope="row">{t('delivery.delivery')}</th>
                <td>{delivery}</td>
              </tr>
            )}
          </tbody>
        </table>
      </section>
      <dl className="totals card">
        <div>
          <dt>{t('confirm.subtotal')}</dt>
          <dd>{money(totals.items)}</dd>
        </div>
        {coupon && totals.discount > 0 && (
          <div className="totals__discount">
            <dt>{t('offers.coupon', { code: coupon })}</dt>
            <dd>{t('offers.minus', { amount: money(totals.discount) })}</dd>
          </div>
        )}
        {totals.charge > 0 ? (
          <div>
            <dt>{t('checkout.shippingCharge')}</dt>
            <dd>{money(totals.charge)}</dd>
          </div>
        ) : (
          <div>
            <dt>{t('confirm.freeShipping')}</dt>
            <dd>{money(0)}</dd>
          </div>
        )}
        <div className="totals__grand">
          <dt>{t('confirm.total')}</dt>
          <dd>{money(totals.total)}</dd>
        </div>
      </dl>
    </div>
  );
}
