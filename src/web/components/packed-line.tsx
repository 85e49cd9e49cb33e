import type { Order } from '#common/schemas/orders.js';
import { isKgUnit, useT, useUnit } from '#web/i18n/i18n.js';

/**
 * What went into the bag for one line, once the order is packed other than ordered (API.md
 * "Packing"): "Packed: 0.95 KG", or "Not available" for a line packed as 0. Nothing otherwise.
 */
export function PackedLine({ item }: { item: Order['orderItems'][number] }) {
  const t = useT();
  const unit = useUnit();
  const packed = item.packedQuantity;
  if (packed === null || packed === item.quantity) return null;
  if (packed === 0) return <p className="order-item__packed order-item__packed--missing">{t('orders.notAvailable')}</p>;
  const quantity = isKgUnit(item.unit)
    ? t('orders.quantityKg', { quantity: packed })
    : t('orders.quantityUnit', { quantity: packed, unit: unit(item.unit ?? '') });
  return <p className="order-item__packed">{t('orders.packedQuantity', { quantity })}</p>;
}
