/** Spec 4: styles processing, shipping, delivered; any other value is styled as delivered. */
export function StatusBadge({ status }: { status: string }) {
  const style = status === 'Processing' ? 'processing' : status === 'Shipped' ? 'shipping' : 'delivered';
  return <span className={`status status--${style}`}>{status}</span>;
}
