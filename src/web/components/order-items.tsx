import type { Order } from '#common/schemas/orders.js';
import { useFormat } from '#web/i18n/format.js';
import { isKgUnit, useT, useUnit } from '#web/i18n/i18n.js';
import { lineTotal } from '#web/lib/line-totals.js';
import { PackedLine } from './packed-line.js';
import { ProductName } from './product-name.js';

/**
 * An order's items (spec 2.7 Order Details, 2.9 Admin Order Details): image, name, quantity and
 * rate in the item's own unit (the specification's "KG" and "/Kg" for products sold by the Kg:
 * decision 0037), what was packed once the order is packed, and the line's amount (as packed). `amountLabel` names the amount for screen readers.
 */
export function OrderItems({ items, amountLabel }: { items: Order['orderItems']; amountLabel?: string }) {
  const { money } = useFormat();
  const t = useT();
  const unit = useUnit();
  return (
    <ul className="order-items">
      {items.map((item) => (
        <li key={item._id} className="card order-item">
          <img src={item.image} alt="" width="80" height="80" loading="lazy" />
          <div>
            <p className="order-item__name">
              <ProductName item={item} />
            </p>
            {isKgUnit(item.unit) ? (
              <>
                <p>{t('orders.quantityKg', { quantity: item.quantity })}</p>
                <p>{t('orders.ratePerKg', { rate: money(item.rate) })}</p>
              </>
            ) : (
              <>
                <p>{t('orders.quantityUnit', { quantity: item.quantity, unit: unit(item.unit ?? '') })}</p>
                <p>{t('products.ratePerUnit', { amount: money(item.rate), unit: unit(item.unit ?? '') })}</p>
              </>
            )}
            <PackedLine item={item} />
          </div>
          <p className="order-item__total">
            {amountLabel && <span className="visually-hidden">{amountLabel}: </span>}
            {money(lineTotal({ rate: item.rate, quantity: item.packedQuantity ?? item.quantity }))}
          </p>
        </li>
      ))}
    </ul>
  );
}
