import type { ReactNode } from 'react';
import { toPaise, toRupees } from '#common/money.js';
import type { CashUpAnswer } from '#common/schemas/khata.js';
import { useCashUpTexts } from '#web/i18n/cash-up-texts.js';
import { useFormat } from '#web/i18n/format.js';

type Tally = CashUpAnswer['refunded'];

function Figure({
  label,
  tally,
  count,
  tone,
  children,
}: {
  label: string;
  tally: Tally;
  count: string;
  tone: string;
  children?: ReactNode;
}) {
  const { money } = useFormat();
  return (
    <div className={`admin-stat cash-up-figure cash-up-figure--${tone}`}>
      <dt className="admin-stat__label">{label}</dt>
      <dd className="cash-up-figure__value">
        <span className="admin-stat__value">{money(tally.amount)}</span>
        <span className="cash-up-figure__count">{count}</span>
        {children}
      </dd>
    </div>
  );
}

/**
 * The day's money (API.md "Getting paid"): cash and UPI received (orders and credit paid back,
 * that part named), the refunds given, what that nets, and the orders given on credit, money
 * still to come. The net is worked out in paise, as the server sums.
 */
export function CashUpTotals({ answer }: { answer: CashUpAnswer }) {
  const t = useCashUpTexts();
  const { money } = useFormat();
  const { received, khataPayments, refunded, onCredit } = answer;
  const netPaise = toPaise(received.Cash.amount) + toPaise(received.UPI.amount) - toPaise(refunded.amount);
  const net = { count: received.Cash.count + received.UPI.count, amount: toRupees(netPaise) };
  const khataLine = (tally: Tally) =>
    tally.count > 0 && <span className="cash-up-figure__khata">{t.fromKhata(money(tally.amount), tally.count)}</span>;
  return (
    <section aria-label={t.totals}>
      <dl className="admin-stats cash-up-figures">
        <Figure label={t.cash} tally={received.Cash} count={t.payments(received.Cash.count)} tone="cash">
          {khataLine(khataPayments.Cash)}
        </Figure>
        <Figure label={t.upi} tally={received.UPI} count={t.payments(received.UPI.count)} tone="upi">
          {khataLine(khataPayments.UPI)}
        </Figure>
        <Figure label={t.refunded} tally={refunded} count={t.orders(refunded.count)} tone="refunded" />
        <Figure label={t.net} tally={net} count={t.netNote} tone="net" />
        <Figure label={t.onCredit} tally={onCredit} count={t.orders(onCredit.count)} tone="credit" />
      </dl>
    </section>
  );
}
