import { Link } from 'react-router';
import { adminWebPaths } from '#common/admin-web-paths.js';
import { telHref } from '#common/phone-links.js';
import { inPickOrder } from '#common/pick-order.js';
import type { PickListAnswer, PickOrder } from '#common/schemas/packing.js';
import { useOwnerPackingTexts } from '#web/i18n/owner-packing-texts.js';
import { formatSlotHours } from '#web/lib/delivery-slot.js';
import { usePackingUnits } from '../use-packing-units.js';

/**
 * The day's pick list (API.md "Packing"), to read on screen or print: the products summed over
 * the orders (what to take off the shelves), then each order with its window, customer, note,
 * wish for a missing product, its packing slip and its lines in the same pick order (packed ones
 * marked).
 */
export function PickListSheet({ list }: { list: PickListAnswer }) {
  const t = useOwnerPackingTexts().pickList;
  const { amountOf } = usePackingUnits();
  if (list.orders.length === 0) return <p className="notice">{t.none}</p>;
  return (
    <>
      <section aria-labelledby="pick-products">
        <h2 id="pick-products">{t.products}</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">{t.product}</th>
              <th scope="col" className="pick-list__number">
                {t.quantity}
              </th>
              <th scope="col" className="pick-list__number">
                {t.orders}
              </th>
            </tr>
          </thead>
          <tbody>
            {list.products.map((product) => (
              <tr key={product._id}>
                <td>{product.name}</td>
                <td className="pick-list__number">{amountOf(product.quantity, product.unit)}</td>
                <td className="pick-list__number">{product.orders}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section aria-labelledby="pick-orders">
        <h2 id="pick-orders">{t.ordersTitle}</h2>
        <ol className="pick-list__orders">
          {list.orders.map((order) => (
            <PickListOrder key={order._id} order={order} />
          ))}
        </ol>
      </section>
    </>
  );
}

function PickListOrder({ order }: { order: PickOrder }) {
  const texts = useOwnerPackingTexts();
  const t = texts.pickList;
  const { amountOf } = usePackingUnits();
  return (
    <li className="pick-list__order">
      <h3>
        <Link to={adminWebPaths.updateOrder.href(order._id)}>#{order.orderNumber}</Link> · {order.customer}
      </h3>
      <p className="pick-list__meta">
        {order.deliverySlot ? formatSlotHours(order.deliverySlot) : t.noSlot} ·{' '}
        <a href={telHref(order.mobileNumber)}>{order.mobileNumber}</a> ·{' '}
        {order.packedAt ? <span className="pick-list__packed">{t.packed}</span> : t.notPacked}
      </p>
      <p className="pick-list__meta">
        {t.ifUnavailable}:{' '}
        <span className={order.ifUnavailable === 'call' ? 'pick-list__call' : undefined}>{texts.packing.choices[order.ifUnavailable]}</span>
      </p>
      {order.note && (
        <p className="pick-list__note">
          {t.note}: <q>{order.note}</q>
        </p>
      )}
      <ul>
        {inPickOrder(order.items).map((item) => (
          <li key={item._id}>
            {item.name}: {amountOf(item.quantity, item.unit)}
            {item.packedQuantity !== null && item.packedQuantity !== item.quantity && (
              <> ({item.packedQuantity === 0 ? texts.packing.notAvailable : `${t.packed} ${amountOf(item.packedQuantity, item.unit)}`})</>
            )}
          </li>
        ))}
      </ul>
      <p className="pick-list__slip no-print">
        <Link
          className="button button--outline button--small"
          to={adminWebPaths.packingSlip.href(order._id)}
          aria-label={t.slipOf(order.orderNumber)}
        >
          {t.slip}
        </Link>
      </p>
    </li>
  );
}
