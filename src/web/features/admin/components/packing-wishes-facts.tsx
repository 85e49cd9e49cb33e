import { telHref } from '#common/phone-links.js';
import type { Order } from '#common/schemas/orders.js';
import { useOwnerPackingTexts } from '#web/i18n/owner-packing-texts.js';

/**
 * What the customer asked of the packer (API.md "Packing"): their note, and what to do with a
 * missing product, with a link to call them (the owner's order view and its packing).
 */
export function PackingWishesFacts({ order }: { order: Pick<Order, 'note' | 'ifUnavailable' | 'shippingInfo'> }) {
  const t = useOwnerPackingTexts().packing;
  const mobile = order.shippingInfo.mobileNumber;
  return (
    <dl className="packing-wishes-facts">
      <div>
        <dt>{t.note}</dt>
        <dd>{order.note ? <q>{order.note}</q> : <span className="muted">{t.noNote}</span>}</dd>
      </div>
      <div>
        <dt>{t.ifUnavailable}</dt>
        <dd>
          <strong className={order.ifUnavailable === 'call' ? 'packing-wishes-facts__call' : undefined}>
            {t.choices[order.ifUnavailable]}
          </strong>{' '}
          <a className="button button--small button--outline" href={telHref(mobile)}>
            {t.call(mobile)}
          </a>
        </dd>
      </div>
    </dl>
  );
}
