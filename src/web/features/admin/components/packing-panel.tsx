import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { adminWebPaths } from '#common/admin-web-paths.js';
import { toMilli } from '#common/money.js';
import { inPickOrder } from '#common/pick-order.js';
import type { Order } from '#common/schemas/orders.js';
import { heaviestMilli, isKgUnit } from '#common/units.js';
import { ErrorLines } from '#web/components/error-lines.js';
import { useFormat } from '#web/i18n/format.js';
import { useOwnerPackingTexts } from '#web/i18n/owner-packing-texts.js';
import { messagesOf } from '#web/lib/api-client.js';
import { usePickList } from '../api/get-pick-list.js';
import { useSettingsAdmin } from '../api/get-settings-admin.js';
import { usePackOrder } from '../api/pack-order.js';
import { nextToPack, packingDayOf } from '../next-to-pack.js';
import { amountDueOf, type DraftLine, draftOf, packingItems, readDraft } from '../packing-draft.js';
import { usePackingUnits } from '../use-packing-units.js';
import { SuccessLine } from './error-headings.js';
import { PackingWishesFacts } from './packing-wishes-facts.js';

/**
 * Packing a Processing order beside the scale (API.md "Packing"), made for a phone: the
 * customer's note and wish (with a call link), then each line with what was ordered, the packed
 * quantity ("1.08" or "1080 g" on a Kg line) and Not available, the lines in the pick list's
 * order (common/pick-order.ts); the amount due as typed, figured as the server will
 * (common/amount-due.ts); Save sends every line. Each refusal is shown by the Save button, in the
 * server's words; once saved, the way to the day's next order still to pack (decision 0053).
 */
export function PackingPanel({ order, onSaved }: { order: Order; onSaved?: () => void }) {
  const id = useId();
  const t = useOwnerPackingTexts().packing;
  const { money, dateTime } = useFormat();
  const { unitOf } = usePackingUnits();
  const [draft, setDraft] = useState<DraftLine[]>(() => draftOf(order));
  const [tried, setTried] = useState(false);
  const pack = usePackOrder();
  const tolerance = useSettingsAdmin().data?.weightTolerancePercent;
  const read = readDraft(order, draft);
  const amountDue = amountDueOf(order, read);

  const change = (index: number, line: Partial<DraftLine>) =>
    setDraft((lines) => lines.map((old, at) => (at === index ? { ...old, ...line } : old)));

  const save = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const items = packingItems(order, read);
    if (!items) return;
    pack.reset();
    pack.mutate(
      { id: order._id, items },
      {
        onSuccess: (packed) => {
          setDraft(draftOf(packed));
          setTried(false);
          onSaved?.();
        },
      },
    );
  };

  return (
    <section className="card packing" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="admin-order__title">
        {t.title}
      </h2>
      <PackingWishesFacts order={order} />
      <p className="muted packing__hint">{t.hint}</p>
      {order.packedAt && <p className="packing__when">{t.packedAt(dateTime(order.packedAt))}</p>}
      <form onSubmit={save} noValidate>
        <ul className="packing__lines">
          {inPickOrder(order.orderItems.map((item, index) => ({ ...item, index }))).map(({ index, ...item }) => {
            const line = draft[index] ?? { text: '', missing: false };
            const reading = read[index];
            const problem = tried && reading && !reading.ok ? t.quantityProblems[reading.problem] : null;
            const inputId = `${id}-qty-${index}`;
            return (
              <li key={item._id} className={`packing__line${line.missing ? ' packing__line--missing' : ''}`}>
                <p className="packing__name">{item.name}</p>
                <p className="packing__ordered">
                  {t.ordered}:{' '}
                  <strong>
                    {item.quantity} {unitOf(item.unit)}
                  </strong>
                  {tolerance !== undefined && isKgUnit(item.unit) && (
                    <span className="muted">
                      {' '}
                      · {t.upTo(`${heaviestMilli(toMilli(item.quantity), tolerance) / 1000} ${unitOf(item.unit)}`)}
                    </span>
                  )}
                </p>
                <div className="packing__inputs">
                  <div className="field packing__quantity">
                    <label htmlFor={inputId}>{t.packedIn(unitOf(item.unit))}</label>
                    <input
                      id={inputId}
                      type="text"
                      inputMode="decimal"
                      autoComplete="off"
                      value={line.missing ? '' : line.text}
                      disabled={line.missing}
                      onChange={(e) => change(index, { text: e.target.value })}
                      aria-invalid={problem ? true : undefined}
                      aria-describedby={problem ? `${inputId}-problem` : undefined}
                    />
                  </div>
                  <label className="packing__missing">
                    <input type="checkbox" checked={line.missing} onChange={(e) => change(index, { missing: e.target.checked })} />
                    {t.notAvailable}
                  </label>
                </div>
                {problem && (
                  <p id={`${inputId}-problem`} className="packing__problem" role="alert">
                    {problem}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
        <dl className="packing__amounts">
          <div>
            <dt>{t.orderedTotal}</dt>
            <dd>{money(order.total)}</dd>
          </div>
          <div>
            <dt>{t.amountDue}</dt>
            <dd className="packing__due" aria-live="polite">
              {amountDue === null ? '–' : money(amountDue)}
            </dd>
          </div>
        </dl>
        {tried && amountDue === null && <p className="packing__problem">{t.fixLines}</p>}
        {pack.isError && <ErrorLines messages={messagesOf(pack.error)} />}
        <SuccessLine message={pack.isSuccess && !tried ? t.saved : ''} />
        {pack.isSuccess && !tried && <NextToPack order={order} />}
        <button type="submit" className="button button--block" disabled={pack.isPending}>
          {pack.isPending ? t.saving : t.save}
        </button>
      </form>
    </section>
  );
}

/**
 * After a Save, the way to the next order of the same day still to pack, from the day's pick list
 * (its order: by window, then number); or that none is left.
 */
function NextToPack({ order }: { order: Order }) {
  const t = useOwnerPackingTexts().packing;
  const { slotDay } = useFormat();
  const day = packingDayOf(order);
  const list = usePickList(day, '');
  if (!list.data) return null;
  const next = nextToPack(list.data.orders, order._id);
  return (
    <p className="packing__next">
      {next ? (
        <Link className="button button--outline button--block" to={adminWebPaths.updateOrder.href(next._id)}>
          {t.next(next.orderNumber, next.customer)}
        </Link>
      ) : (
        t.noneLeft(slotDay(day))
      )}
    </p>
  );
}
