import { useId, useRef, useState } from 'react';
import type { Collected } from '#common/constants.js';
import { telHref } from '#common/phone-links.js';
import type { RiderOrder } from '#common/schemas/riders.js';
import { useFormat } from '#web/i18n/format.js';
import { useServerMessages, useUnit } from '#web/i18n/i18n.js';
import { type RiderTexts, useRiderTexts } from '#web/i18n/rider-texts.js';
import type { ApiError } from '#web/lib/api-client.js';
import { atTheDoor, formatDoorAmount } from '../at-the-door.js';
import { mapsHref } from '../maps-link.js';
import { DeliverStep } from './deliver-step.js';

/** The amount line in large type: "Collect ₹ 123.50", "Paid", "On credit: collect nothing". */
function amountText(order: RiderOrder, t: RiderTexts): string {
  const door = atTheDoor(order);
  if (door === 'paid') return t.paid;
  if (door === 'credit') return t.onCredit;
  return t.collect(formatDoorAmount(order.amountDue));
}

/**
 * One stop of the run (decision 0058): who and where (the address opens the maps app, Call the
 * shopper's phone), what to hand over (as packed, the lines not available marked), the shopper's
 * wishes, the money in large type, and the delivery: offered once the order is Shipped.
 */
export function RiderStop({
  order,
  waiting,
  problem,
  onDeliver,
}: {
  order: RiderOrder;
  /** Confirmed offline: will be sent when online. */
  waiting: boolean;
  problem: ApiError | undefined;
  onDeliver: (order: RiderOrder, code: string, collected: Collected) => Promise<unknown>;
}) {
  const t = useRiderTexts();
  const server = useServerMessages();
  const { deliveryWindow } = useFormat();
  const id = useId();
  const [delivering, setDelivering] = useState(false);
  const deliveredRef = useRef<HTMLButtonElement>(null);
  const { shippingInfo } = order;
  const door = atTheDoor(order);
  const shipped = order.status === 'Shipped';

  const close = () => {
    setDelivering(false);
    // Back where the rider was: the step's button.
    requestAnimationFrame(() => deliveredRef.current?.focus());
  };

  return (
    <article className="rider-stop" aria-labelledby={`${id}-title`}>
      <header className="rider-stop__head">
        <h2 id={`${id}-title`}>{t.order(order.orderNumber)}</h2>
        <p className="rider-stop__slot">{order.deliverySlot ? deliveryWindow(order.deliverySlot) : t.noSlot}</p>
      </header>
      <p className={`rider-stop__amount rider-stop__amount--${door}`}>{amountText(order, t)}</p>
      <p className="rider-stop__customer">{order.customer}</p>
      <p className="rider-stop__address">
        <a href={mapsHref(shippingInfo)} target="_blank" rel="noopener noreferrer" aria-label={`${t.openMap}: ${addressOf(order)}`}>
          {addressOf(order)}
        </a>
      </p>
      <div className="rider-stop__contact">
        <a className="button button--outline" href={telHref(shippingInfo.mobileNumber)} aria-label={t.callName(order.customer)}>
          {t.call}
        </a>
        <a className="button button--outline" href={mapsHref(shippingInfo)} target="_blank" rel="noopener noreferrer">
          {t.map}
        </a>
      </div>
      <StopItems order={order} />
      <dl className="rider-stop__wishes">
        {order.note && (
          <div>
            <dt>{t.note}</dt>
            <dd>{order.note}</dd>
          </div>
        )}
        <div>
          <dt>{t.ifUnavailable}</dt>
          <dd>{t.choices[order.ifUnavailable]}</dd>
        </div>
      </dl>
      {!shipped ? (
        <p className="rider-stop__state">{t.beingPacked}</p>
      ) : order.locked ? (
        <p className="rider-stop__state rider-stop__state--alert">{t.locked}</p>
      ) : waiting ? (
        <p className="rider-stop__state">{t.waiting}</p>
      ) : delivering ? (
        <DeliverStep order={order} problem={problem} onDeliver={(code, collected) => onDeliver(order, code, collected)} onClose={close} />
      ) : (
        <>
          {problem && (
            <p className="rider-stop__state rider-stop__state--alert" role="alert">
              {t.problem}
              {server.of(problem).join(' ')}
            </p>
          )}
          <button
            ref={deliveredRef}
            type="button"
            className="button button--large button--block rider-stop__deliver"
            onClick={() => setDelivering(true)}
          >
            {t.delivered}
          </button>
        </>
      )}
    </article>
  );
}

const addressOf = (order: RiderOrder) => {
  const { address, city, pinCode } = order.shippingInfo;
  return `${address}, ${city}, ${pinCode}`;
};

/** The lines to hand over: as packed once packed; a line packed as 0 is marked not available. */
function StopItems({ order }: { order: RiderOrder }) {
  const t = useRiderTexts();
  const unit = useUnit();
  // An item from before units were kept was sold by the Kg.
  const quantityOf = (quantity: number, itemUnit: string | null) => `${quantity} ${unit(itemUnit ?? 'Kg')}`;
  return (
    <section className="rider-stop__items" aria-label={t.items}>
      <h3 className="visually-hidden">{t.items}</h3>
      <ul>
        {order.items.map((item) => {
          const packed = item.packedQuantity;
          const missing = packed === 0;
          return (
            <li key={item._id} className={missing ? 'is-missing' : undefined}>
              <span className="rider-stop__item-name">{item.name}</span>
              <span className="rider-stop__item-quantity">{missing ? t.notAvailable : quantityOf(packed ?? item.quantity, item.unit)}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
