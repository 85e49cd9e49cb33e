import { toRupees } from '#common/money.js';
import { type MoneyAtTheDoor, moneyAtTheDoorOf } from '#common/money-at-the-door.js';
import { inPickOrder } from '#common/pick-order.js';
import type { Order } from '#common/schemas/orders.js';
import { type Formats, useFormat } from '#web/i18n/format.js';
import { type OwnerPackingTexts, useOwnerPackingTexts } from '#web/i18n/owner-packing-texts.js';
import { formatSlotHours } from '#web/lib/delivery-slot.js';
import { lineTotal } from '#web/lib/line-totals.js';
import { useShopDetails } from '#web/lib/shop-settings.js';
import { usePackingUnits } from '../use-packing-units.js';

/** The payment line: what to collect at the door, or how it was paid (common/money-at-the-door.ts, the bill's rule too). */
function paymentLineOf(money: MoneyAtTheDoor, t: OwnerPackingTexts['slip'], format: Formats['money']): string | null {
  const rupees = (paise: number) => format(toRupees(paise));
  switch (money.kind) {
    case 'collect':
      return t.collect[money.method](rupees(money.duePaise));
    case 'paid':
      if (money.balancePaise > 0) return `${t.paidBy[money.method]}, ${t.stillToCollect(rupees(money.balancePaise))}`;
      if (money.balancePaise < 0) return `${t.paidBy[money.method]}, ${t.toGiveBack(rupees(-money.balancePaise))}`;
      return t.paidBy[money.method];
    case 'credit':
      return t.onCredit;
    case 'refundDue':
      return t.refundDue;
    case 'refunded':
      return t.refunded;
    case 'nothing':
      return null;
  }
}

/**
 * One order's packing slip for the bag (API.md "Packing", decision 0053): the shop, the order's
 * number, who it goes to and when, the customer's note and wish for a missing product, each line
 * as packed (else as ordered) in pick order with its amount, an unavailable line struck through,
 * and the amount to pay with how it is paid. Made to print on A4 or an 80 mm receipt printer.
 */
export function PackingSlip({ order }: { order: Order }) {
  const texts = useOwnerPackingTexts();
  const t = texts.slip;
  const { money, date, slotDay } = useFormat();
  const { amountOf } = usePackingUnits();
  const { shopName } = useShopDetails();
  const ship = order.shippingInfo;
  const payment = paymentLineOf(moneyAtTheDoorOf(order), t, money);
  return (
    <article className="packing-slip" aria-labelledby="packing-slip-title">
      <header className="packing-slip__head">
        <p className="packing-slip__shop">{shopName}</p>
        <h1 id="packing-slip-title">
          {t.title} <span className="packing-slip__number">{t.order(order.orderNumber)}</span>
        </h1>
      </header>
      {order.status === 'Cancelled' && <p className="packing-slip__alert">{t.cancelled}</p>}
      <dl className="packing-slip__facts">
        <div>
          <dt>{t.customer}</dt>
          <dd>
            <strong>
              {order.user.firstName} {order.user.lastName}
            </strong>
          </dd>
        </div>
        <div>
          <dt>{t.mobile}</dt>
          <dd>{ship.mobileNumber}</dd>
        </div>
        <div>
          <dt>{t.delivery}</dt>
          <dd>
            {order.deliverySlot
              ? `${slotDay(order.deliverySlot.date)}, ${formatSlotHours(order.deliverySlot)}`
              : t.placedOn(date(order.orderDate))}
          </dd>
        </div>
        <div className="packing-slip__wide">
          <dt>{t.address}</dt>
          <dd>
            {ship.address}, {ship.city} - {ship.pinCode}
          </dd>
        </div>
        <div className="packing-slip__wide">
          <dt>{texts.packing.note}</dt>
          <dd>{order.note ? <q className="packing-slip__note">{order.note}</q> : texts.packing.noNote}</dd>
        </div>
        <div className="packing-slip__wide">
          <dt>{texts.packing.ifUnavailable}</dt>
          <dd>
            <strong>{texts.packing.choices[order.ifUnavailable]}</strong>
          </dd>
        </div>
      </dl>
      {order.packedAt === null && <p className="packing-slip__unpacked">{t.notPacked}</p>}
      <table className="packing-slip__lines">
        <thead>
          <tr>
            <th scope="col">{t.item}</th>
            <th scope="col" className="packing-slip__figure">
              {texts.pickList.quantity}
            </th>
            <th scope="col" className="packing-slip__figure">
              {t.amount}
            </th>
          </tr>
        </thead>
        <tbody>
          {inPickOrder(order.orderItems).map((item) => {
            const packed = item.packedQuantity;
            const missing = packed === 0;
            return (
              <tr key={item._id} className={missing ? 'packing-slip__line--missing' : undefined}>
                <td className="packing-slip__name">{item.name}</td>
                <td className="packing-slip__figure">
                  {missing ? texts.packing.notAvailable : amountOf(packed ?? item.quantity, item.unit)}
                  {packed !== null && packed !== item.quantity && (
                    <span className="packing-slip__ordered">{t.ordered(amountOf(item.quantity, item.unit))}</span>
                  )}
                </td>
                <td className="packing-slip__figure">{money(lineTotal({ rate: item.rate, quantity: packed ?? item.quantity }))}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <dl className="packing-slip__money">
        <div>
          <dt>{t.amountToPay}</dt>
          <dd className="packing-slip__due">{money(order.amountDue)}</dd>
        </div>
        {payment && (
          <div>
            <dt>{t.payment}</dt>
            <dd className="packing-slip__payment">{payment}</dd>
          </div>
        )}
      </dl>
    </article>
  );
}
