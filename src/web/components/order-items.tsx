import type { Order } from '#common/schemas/orders.js';
import { useFormat } from '#web/i18n/format.js';
import { useT } from '#web/i18n/i18n.js';
import { lineTotal } from '#web/lib/line-totals.js';
import { ProductName } from './product-name.js';

/**
 * An order's items (spec 2.7 Order Details, 2.9 Admin Order Details): image, name, quantity in
 * KG, rate per Kg and the line's amount. `amountLabel` names the amount for screen readers.
 */
export function OrderItems({ items, amountLabel }: { items: Order['orderItems']; amountLabel?: string }) {
  const { money } = useFormat();
  const t = useT();
  return (
    <ul className="order-items">
      {items.map((item) => (
        <li key={item._id} className="card order-item">
          <img src={item.image} alt="" width="80" height="80" loading="lazy" />
          <div>
            <p className="order-item__name">
              <ProductName item={item} />
            </p>
            <p>{t('orders.quantityKg', { quantity: item.quantity })}</p>
            <p>{t('orders.ratePerKg', { rate: money(item.rate) })}</p>
          </div>
          <p className="order-item__total">
            {amountLabel && <span className="visually-hidden">{amountLabel}: </span>}
            {money(lineTotal(item))}
          </p>
        </li>
      ))}
    </ul>
  );
}
