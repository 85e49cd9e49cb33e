import { useFormat } from '#web/i18n/format.js';
import { useT } from '#web/i18n/i18n.js';
import { usePricesSeenAt } from '../use-prices-seen-at.js';

/** "Prices as of 10:42 am." beside a total worked out from prices the phone kept (decision 0066); nothing when they are fresh. */
export function PricesAsOf() {
  const t = useT();
  const { time } = useFormat();
  const seenAt = usePricesSeenAt();
  if (seenAt === null) return null;
  return <p className="prices-as-of">{t('offline.pricesAsOf', { time: time(seenAt) })}</p>;
}
