import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useOwnerRiderTexts } from '#web/i18n/owner-rider-texts.js';
import { useOwnerTexts } from '#web/i18n/owner-texts.js';
import { riderName, useRiders } from '../api/get-riders.js';
import type { RiderRun } from '../use-assign-riders.js';
import type { OrderSelection } from '../use-order-selection.js';
import { NoRidersYet, RiderOptions } from './rider-choices.js';

/** The select's value for taking the orders back from their riders. */
const NO_RIDER = 'none';

interface AssignRidersBarProps {
  selection: OrderSelection;
  run: RiderRun;
  /** Gives the chosen orders to this rider (null: to none). */
  onAssign: (riderId: string | null) => void;
}

/**
 * Above the orders list (API.md "The delivery run"): "Select all on this page", how many are
 * chosen, the rider to give them to (or No rider) and Assign rider; then, in a live region, how
 * far the run is and what it did: how many were assigned, and each order that was not with the
 * server's reason. Only Processing and Shipped orders have a box to tick.
 */
export function AssignRidersBar({ selection, run, onAssign }: AssignRidersBarProps) {
  const t = useOwnerRiderTexts();
  const { status } = useOwnerTexts().orders;
  const riders = useRiders();
  const list = riders.data?.riders ?? [];
  const [choice, setChoice] = useState('');
  const [problem, setProblem] = useState('');
  const [ranFor, setRanFor] = useState<string | null>(null);
  const id = useId();
  const allBox = useRef<HTMLInputElement>(null);
  const running = run.phase === 'running';
  const count = selection.selected.length;

  // "Some chosen" is the box's third state, which only script can set.
  useEffect(() => {
    if (allBox.current) allBox.current.indeterminate = selection.someChosen;
  }, [selection.someChosen]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (count === 0) return setProblem(t.list.noOrders);
    if (!choice) return setProblem(t.list.noChoice);
    setProblem('');
    const rider = list.find((r) => r._id === choice);
    const name = rider ? riderName(rider) : null;
    setRanFor(name);
    onAssign(rider ? rider._id : null);
  };

  if (selection.choosableCount === 0 && run.phase === 'idle') return null;

  return (
    <form className="assign-riders" aria-label={t.list.assign} onSubmit={submit}>
      <div className="assign-riders__row">
        <label className="assign-riders__all">
          <input
            ref={allBox}
            type="checkbox"
            checked={selection.allChosen}
            disabled={selection.choosableCount === 0 || running}
            onChange={selection.toggleAll}
          />
          {t.list.selectAll}
        </label>
        <span className="assign-riders__count" aria-live="polite">
          {t.list.chosen(count)}
        </span>
      </div>
      <div className="assign-riders__row assign-riders__choose">
        <div className="assign-riders__field">
          <label htmlFor={`${id}-rider`}>{t.rider}</label>
          <select
            id={`${id}-rider`}
            value={choice}
            disabled={running}
            aria-describedby={`${id}-hint`}
            onChange={(event) => setChoice(event.target.value)}
          >
            <RiderOptions riders={list} />
            <option value={NO_RIDER}>{t.list.noRider}</option>
          </select>
        </div>
        <button type="submit" className="button button--small assign-riders__go" disabled={running}>
          {t.list.assign}
        </button>
      </div>
      <p id={`${id}-hint`} className="field__hint assign-riders__hint">
        {riders.isSuccess && list.length === 0 ? <NoRidersYet /> : t.list.hint(status.Processing, status.Shipped)}
      </p>
      <div className="assign-riders__result" aria-live="polite">
        {problem && <p className="field__error">{problem}</p>}
        {run.phase === 'running' && <p className="assign-riders__progress">{t.list.progress(run.done, run.total)}</p>}
        {run.phase === 'finished' && <RunResult run={run} name={ranFor} />}
      </div>
    </form>
  );
}

function RunResult({ run, name }: { run: Extract<RiderRun, { phase: 'finished' }>; name: string | null }) {
  const t = useOwnerRiderTexts().list;
  return (
    <>
      {run.assigned > 0 && (
        <p className="admin-success assign-riders__done">
          {run.riderId && name ? t.assigned(run.assigned, name) : t.unassigned(run.assigned)}
        </p>
      )}
      {run.failures.length > 0 && (
        <div className="assign-riders__failed">
          <p>{t.failed(run.failures.length)}</p>
          <ul>
            {run.failures.map((failure) => (
              <li key={failure.id}>{t.failedOrder(failure.orderNumber, failure.message)}</li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
