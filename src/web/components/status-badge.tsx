/**
 * Spec 4: styles processing, shipping, delivered; a cancelled order has its own style (never
 * the delivered green). Any other value is styled as delivered.
 */
const STYLES: Record<string, string> = { Processing: 'processing', Shipped: 'shipping', Delivered: 'delivered', Cancelled: 'cancelled' };

export function StatusBadge({ status }: { status: string }) {
  return <span className={`status status--${STYLES[status] ?? 'delivered'}`}>{status}</span>;
}
