import { useEffect } from 'react';
import { useFormat } from '#web/i18n/format.js';
import { useT } from '#web/i18n/i18n.js';
import { forgetCachedAnswers } from '#web/lib/cached-answers.js';
import { useOnline } from '../use-online.js';
import { usePricesSeenAt } from '../use-prices-seen-at.js';

/**
 * Says, under the header, that the shop on screen is the one last seen (decision 0066): without a
 * network, or when the catalogue came from the phone's copy because the network was too slow;
 * with the time its prices were seen. Nothing while every answer on screen is fresh.
 */
export function OfflineBanner() {
  const t = useT();
  const { time } = useFormat();
  const online = useOnline();
  const seenAt = usePricesSeenAt();

  // Back online, every query on screen is read again: the cached answers stop counting.
  useEffect(() => {
    if (online) forgetCachedAnswers();
  }, [online]);

  if (online && seenAt === null) return null;
  return (
    <div className="offline-banner" role="status">
      <strong>{online ? t('offline.slowNetwork') : t('offline.noNetwork')}</strong>{' '}
      {seenAt ? t('offline.pricesAsOf', { time: time(seenAt) }) : t('offline.lastSeen')}
    </div>
  );
}
