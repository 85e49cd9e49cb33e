import { useT } from '#web/i18n/i18n.js';
import type { PlainMessageId } from '#web/i18n/messages.js';

/**
 * Spec 4: styles processing, shipping, delivered; a cancelled order has its own style (never
 * the delivered green). Any other value is styled as delivered. The status reads in the shopper's language.
 */
const STATUSES: Record<string, { style: string; label: PlainMessageId }> = {
  Processing: { style: 'processing', label: 'status.Processing' },
  Shipped: { style: 'shipping', label: 'status.Shipped' },
  Delivered: { style: 'delivered', label: 'status.Delivered' },
  Cancelled: { style: 'cancelled', label: 'status.Cancelled' },
};

export function StatusBadge({ status }: { status: string }) {
  const t = useT();
  const known = STATUSES[status];
  return <span className={`status status--${known?.style ?? 'delivered'}`}>{known ? t(known.label) : status}</span>;
}
