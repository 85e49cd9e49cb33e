import { formatRupees } from '#common/money.js';
import type { Order } from '#common/schemas/orders.js';
import { texts } from '#web/i18n/texts.js';
import { lineTotal } from '#web/lib/line-totals.js';

/**
 * An order's items (spec 2.7 Order Details, 2.9 Admin Order Details): image, name, quantity in
 * KG, rate per Kg and the line's amount. `amountLabel` names the amount for screen readers.
 */
export function OrderItems({ items, amountLabel }: { items: Order['orderItems']; amountLabel?: string }) {
  const t = texts.orders;
  return (
    <ul className="order-items">
      {items.map((item) => (
        <li key={item._id} className="card order-item">
          <img src={item.image} alt="" width="80" height="80" loading="lazy" />
          <div>
            <p className="order-item__name">{item.name}</p>
            <p>{t.quantityKg(item.quantity)}</p>
            <p>{t.ratePerKg(formatRupees(item.rate))}</p>
          </div>
          <p className="order-item__total">
            {amountLabel && <span className="visually-hidden">{amountLabel}: </span>}
            {formatRupees(lineTotal(item))}
          </p>
        </li>
      ))}
    </ul>
  );
}
