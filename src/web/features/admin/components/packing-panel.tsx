import { type FormEvent, useId, useState } from 'react';
import { formatRupees, toMilli } from '#common/money.js';
import type { Order } from '#common/schemas/orders.js';
import { heaviestMilli, isKgUnit } from '#common/units.js';
import { ErrorLines } from '#web/components/error-lines.js';
import { adminTexts } from '#web/i18n/admin-texts.js';
import { messagesOf } from '#web/lib/api-client.js';
import { formatOrderTime } from '#web/lib/format-order-date.js';
import { useSettingsAdmin } from '../api/get-settings-admin.js';
import { usePackOrder } from '../api/pack-order.js';
import { amountDueOf, type DraftLine, draftOf, packingItems, readDraft } from '../packing-draft.js';
import { SuccessLine } from './error-headings.js';
import { PackingWishesFacts } from './packing-wishes-facts.js';

const t = adminTexts.packing;

/** A line's unit as the packer reads it: Kg for a weighed line (or one from before units were kept). */
const unitOf = (item: Order['orderItems'][number]) => (isKgUnit(item.unit) ? 'Kg' : (item.unit ?? ''));

/**
 * Packing a Processing order beside the scale (API.md "Packing"), made for a phone: the
 * customer's note and wish (with a call link), then each line with what was ordered, the packed
 * quantity ("1.08" or "1080 g" on a Kg line) and Not available; the amount due as typed, figured
 * as the server will (common/amount-due.ts); Save sends every line. Each refusal is shown by the
 * Save button, in the server's words.
 */
export function PackingPanel({ order, onSaved }: { order: Order; onSaved?: () => void }) {
  const id = useId();
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
      {order.packedAt && <p className="packing__when">{t.packedAt(formatOrderTime(order.packedAt))}</p>}
      <form onSubmit={save} noValidate>
        <ul className="packing__lines">
          {order.orderItems.map((item, index) => {
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
                    {item.quantity} {unitOf(item)}
                  </strong>
                  {tolerance !== undefined && isKgUnit(item.unit) && (
                    <span className="muted"> · {t.upTo(`${heaviestMilli(toMilli(item.quantity), tolerance) / 1000} Kg`)}</span>
                  )}
                </p>
                <div className="packing__inputs">
                  <div className="field packing__quantity">
                    <label htmlFor={inputId}>{t.packedIn(unitOf(item))}</label>
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
            <dd>{formatRupees(order.total)}</dd>
          </div>
          <div>
            <dt>{t.amountDue}</dt>
            <dd className="packing__due" aria-live="polite">
              {amountDue === null ? '–' : formatRupees(amountDue)}
            </dd>
          </div>
        </dl>
        {tried && amountDue === null && <p className="packing__problem">{t.fixLines}</p>}
        {pack.isError && <ErrorLines messages={messagesOf(pack.error)} />}
        <SuccessLine message={pack.isSuccess && !tried ? t.saved : ''} />
        <button type="submit" className="button button--block" disabled={pack.isPending}>
          {pack.isPending ? t.saving : t.save}
        </button>
      </form>
    </section>
  );
}
