import { Link } from 'react-router';
import { webPaths } from '#common/web-paths.js';
import { useServerMessages, useT } from '#web/i18n/i18n.js';
import type { ApiError } from '#web/lib/api-client.js';

/**
 * The shop would not take the order this way (409): too much already unpaid on its way
 * (UNPAID_LIMIT: the shop's words name the amount open and the limit; paying one of them by UPI
 * from its page frees room), the khata would pass the shopper's credit limit (CREDIT_LIMIT: what
 * they owe and their limit; their khata, or another way to pay), or a way to pay the shop no
 * longer takes (back to the choice).
 */
export function PaymentRefusal({ error }: { error: ApiError }) {
  const t = useT();
  const server = useServerMessages();
  const unpaid = error.code === 'UNPAID_LIMIT';
  const credit = error.code === 'CREDIT_LIMIT';
  return (
    <div className="conflict-notice" role="alert">
      {server.of(error).map((line) => (
        <p key={line}>{line}</p>
      ))}
      <p>{unpaid ? t('confirm.unpaidLimitHint') : credit ? t('confirm.creditLimitHint') : t('confirm.methodUnavailableHint')}</p>
      <div className="button-row">
        {credit && (
          <Link to={webPaths.myKhata.href()} className="button button--small button--outline">
            {t('confirm.seeMyKhata')}
          </Link>
        )}
        <Link to={unpaid ? webPaths.myOrders.href() : webPaths.checkout.href()} className="button button--small">
          {unpaid ? t('confirm.seeMyOrders') : t('confirm.choosePayment')}
        </Link>
      </div>
    </div>
  );
}
