import { useId } from 'react';
import { Link } from 'react-router';
import type { KhataAnswer, KhataEntry } from '#common/schemas/khata.js';
import { useFormat } from '#web/i18n/format.js';
import { useT } from '#web/i18n/i18n.js';
import { OrderFact } from './order-facts.js';

type Figures = Pick<KhataAnswer, 'balance' | 'limit' | 'available' | 'onOrder'>;

/**
 * A khata's figures (API.md "Getting paid"), as the shopper and the owner both read them: what
 * is owed, the credit limit, the credit still free and what open Credit orders will add.
 */
export function KhataSummary({ khata }: { khata: Figures }) {
  const t = useT();
  const { money } = useFormat();
  return (
    <dl className="order-stats order-stats--four khata-summary">
      <OrderFact label={t('khata.balance')}>
        <span className={khata.balance > 0 ? 'khata-owed' : undefined}>{money(khata.balance)}</span>
      </OrderFact>
      <OrderFact label={t('khata.limit')}>{money(khata.limit)}</OrderFact>
      <OrderFact label={t('khata.available')}>{money(khata.available)}</OrderFact>
      <OrderFact label={t('khata.onOrder')}>{money(khata.onOrder)}</OrderFact>
    </dl>
  );
}

/** What an entry was: an order (a link to it where it still exists) or a payment, with its reference. */
function EntryText({ entry, orderHref }: { entry: KhataEntry; orderHref: (orderId: string) => string }) {
  const t = useT();
  if (entry.kind === 'payment') {
    return (
      <>
        {t(entry.method === 'UPI' ? 'khata.paymentEntry.UPI' : 'khata.paymentEntry.Cash')}
        {entry.reference && <span className="khata-ledger__reference">{t('khata.reference', { reference: entry.reference })}</span>}
      </>
    );
  }
  const name = entry.orderNumber === null ? t('khata.orderEntryUnknown') : t('khata.orderEntry', { number: entry.orderNumber });
  return entry.orderId ? <Link to={orderHref(entry.orderId)}>{name}</Link> : name;
}

/** The khata's entries under their heading, or a line saying there are none yet: the shopper's page and the owner's read the same. */
export function KhataEntries({ entries, orderHref }: { entries: readonly KhataEntry[]; orderHref: (orderId: string) => string }) {
  const t = useT();
  const titleId = useId();
  return (
    <section className="card khata-entries" aria-labelledby={titleId}>
      <h2 id={titleId} className="khata-entries__title">
        {t('khata.entries')}
      </h2>
      {entries.length === 0 ? (
        <p className="muted">{t('khata.none')}</p>
      ) : (
        <KhataLedger entries={entries} orderHref={orderHref} titleId={titleId} />
      )}
    </section>
  );
}

/**
 * The khata's entries, newest first, as a paper khata reads: each order added (+) and payment
 * taken off (−), with the balance after it. Three columns, the date under the entry, so the
 * table fits a 360 px phone without scrolling sideways.
 */
function KhataLedger({
  entries,
  orderHref,
  titleId,
}: {
  entries: readonly KhataEntry[];
  /** Where an order entry links: the shopper's order page, or the owner's. */
  orderHref: (orderId: string) => string;
  /** The id of the heading that names the table. */
  titleId: string;
}) {
  const t = useT();
  const { money, date } = useFormat();
  return (
    <div className="table-wrap khata-ledger">
      <table className="table" aria-labelledby={titleId}>
        <thead>
          <tr>
            <th scope="col">{t('khata.entry')}</th>
            <th scope="col" className="khata-ledger__money">
              {t('khata.amount')}
            </th>
            <th scope="col" className="khata-ledger__money">
              {t('khata.runningBalance')}
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry._id} className={`khata-ledger__row khata-ledger__row--${entry.kind}`}>
              <th scope="row">
                <EntryText entry={entry} orderHref={orderHref} />
                <time className="khata-ledger__date" dateTime={entry.at}>
                  {date(entry.at)}
                </time>
              </th>
              <td className="khata-ledger__money khata-ledger__amount">
                {entry.kind === 'order' ? '+' : '−'} {money(entry.amount)}
              </td>
              <td className="khata-ledger__money">{money(entry.balance)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
