import { useEffect, useRef } from 'react';
import { adminTexts } from '#web/i18n/admin-texts.js';
import type { SlotDraft } from '../../settings-draft.js';
import { FieldNotes } from './settings-field.js';

const t = adminTexts.settings;
/** The settings hold at most 24 windows a day (SettingsFields). */
const MAX_SLOTS = 24;

/** The daily delivery windows: start, end and how many orders each takes, as rows. */
export function SlotRows({
  slots,
  problems,
  invalidRows,
  onChange,
}: {
  slots: SlotDraft[];
  problems?: string[];
  /** The rows (from 0) the problems name, e.g. two windows that overlap; without it, every row. */
  invalidRows?: readonly number[] | undefined;
  onChange: (slots: SlotDraft[]) => void;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const added = useRef(false);

  useEffect(() => {
    if (!added.current) return;
    added.current = false;
    listRef.current?.querySelector<HTMLInputElement>('.settings-slot:last-child input')?.focus();
  });

  const set = (index: number, field: keyof SlotDraft, value: string) =>
    onChange(slots.map((slot, i) => (i === index ? { ...slot, [field]: value } : slot)));
  const remove = (index: number) => {
    onChange(slots.filter((_, i) => i !== index));
    addRef.current?.focus();
  };
  const add = () => {
    added.current = true;
    onChange([...slots, { start: '', end: '', capacity: '' }]);
  };
  // The server names no row ("Slot: The End Must Be After The Start..!!"): every window points at
  // the message, unless the problem names its rows (windows that overlap).
  const ariaOf = (index: number) =>
    problems?.length && (!invalidRows || invalidRows.includes(index))
      ? { 'aria-invalid': true as const, 'aria-describedby': 'settings-slots-problems' }
      : {};

  return (
    <fieldset className="settings-group">
      <legend>{t.slots}</legend>
      {slots.length === 0 && <p className="settings-summary">{t.noSlots}</p>}
      <div className="settings-slots" ref={listRef}>
        {slots.map((slot, index) => {
          const n = index + 1;
          const id = (field: string) => `settings-slot-${n}-${field}`;
          const aria = ariaOf(index);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a row is its place in the list; a new row is empty like another
            <fieldset key={index} className={`settings-slot${aria['aria-invalid'] ? ' settings-slot--invalid' : ''}`}>
              <legend className="settings-slot__name">{t.slot(n)}</legend>
              <div className="field">
                <label htmlFor={id('start')}>
                  <span className="visually-hidden">{t.slot(n)} </span>
                  {t.slotStart}
                </label>
                <input id={id('start')} type="time" value={slot.start} onChange={(e) => set(index, 'start', e.target.value)} {...aria} />
              </div>
              <div className="field">
                <label htmlFor={id('end')}>
                  <span className="visually-hidden">{t.slot(n)} </span>
                  {t.slotEnd}
                </label>
                <input id={id('end')} type="time" value={slot.end} onChange={(e) => set(index, 'end', e.target.value)} {...aria} />
              </div>
              <div className="field">
                <label htmlFor={id('capacity')}>
                  <span className="visually-hidden">{t.slot(n)} </span>
                  {t.slotCapacity}
                </label>
                <input
                  id={id('capacity')}
                  type="number"
                  inputMode="numeric"
                  min="0"
                  step="1"
                  value={slot.capacity}
                  onChange={(e) => set(index, 'capacity', e.target.value)}
                  {...aria}
                />
              </div>
              <button type="button" className="button button--outline button--small" onClick={() => remove(index)}>
                {t.removeSlot(n)}
              </button>
            </fieldset>
          );
        })}
      </div>
      <FieldNotes id="settings-slots" problems={problems} />
      <button
        type="button"
        className="button button--outline button--small"
        ref={addRef}
        disabled={slots.length >= MAX_SLOTS}
        onClick={add}
      >
        {t.addSlot}
      </button>
    </fieldset>
  );
}
