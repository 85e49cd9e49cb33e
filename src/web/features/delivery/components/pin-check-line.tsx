import { useT } from '#web/i18n/i18n.js';
import type { PinVerdict } from '../use-pin-check.js';

/**
 * The shop's answer for a typed PIN, in a polite live region: a screen reader hears it once
 * the answer comes, without the focus leaving the field. The region stays in the page (empty
 * until there is news) so its announcements are not lost.
 */
export function PinCheckLine({ verdict, id }: { verdict: PinVerdict; id?: string }) {
  const t = useT();
  const known = verdict.pinCode !== null && verdict.serviceable !== null;
  const refused = known && verdict.serviceable === false;
  return (
    <p id={id} className={`pin-check${refused ? ' pin-check--refused' : known ? ' pin-check--ok' : ''}`} aria-live="polite">
      {known && verdict.pinCode
        ? verdict.serviceable
          ? t('delivery.weDeliver', { pin: verdict.pinCode })
          : t('delivery.weDoNotDeliver', { pin: verdict.pinCode })
        : ''}
    </p>
  );
}
