import { isKgUnit } from '#common/units.js';
import { useUnit } from '#web/i18n/i18n.js';

/**
 * A line's unit and quantity as the packing screens write them (the Pack section, the pick list,
 * the packing slip): a weighed line in Kg, any other in its own unit, in the language shown
 * ("2.5 Kg", "2.5 किलो", "3 Packet").
 */
export function usePackingUnits() {
  const unit = useUnit();
  const unitOf = (written: string | null) => unit(isKgUnit(written) ? 'Kg' : (written ?? ''));
  return {
    unitOf,
    amountOf: (quantity: number, written: string | null) => `${quantity} ${unitOf(written)}`.trim(),
  };
}
