import type { IfUnavailable } from '#common/constants.js';
import { useT } from '#web/i18n/i18n.js';

const CHOICES = { remove: 'checkout.ifUnavailableRemove', call: 'checkout.ifUnavailableCall' } as const;

/**
 * What the shopper asked of the packer (API.md "Packing"), in their language: the note, when
 * there is one, and what the shop does with a missing product. On the confirm page and the
 * shopper's order details.
 */
export function OrderWishes({ note, ifUnavailable }: { note: string | null; ifUnavailable: IfUnavailable }) {
  const t = useT();
  return (
    <dl className="order-wishes">
      {note && (
        <div>
          <dt>{t('orders.note')}</dt>
          <dd>{note}</dd>
        </div>
      )}
      <div>
        <dt>{t('checkout.ifUnavailable')}</dt>
        <dd>{t(CHOICES[ifUnavailable])}</dd>
      </div>
    </dl>
  );
}
