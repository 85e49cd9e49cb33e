import { useEffect, useRef, useState } from 'react';
import { useFormat } from '#web/i18n/format.js';
import { useT } from '#web/i18n/i18n.js';
import type { Slot } from '../api/get-slots.js';
import { groupSlotsByDay, type SlotDay } from '../group-slots.js';
import { useSlotChoiceStore } from '../slot-choice-store.js';

/**
 * The delivery slot as a compact choice (docs/decisions/0040-checkout-details.md): the days in one
 * row of native radios, then the shown day's windows as a second radio group whose legend is that
 * day ("Tomorrow"), the hours as shoppers say them ("5–8 pm"). Arrow keys move within each group;
 * full windows are disabled and say so. A slot chosen on another day than the one shown is named
 * under the times. When the shop refused the last choice, the note says so and the focus comes
 * here so the shopper picks again.
 */
export function SlotPicker({ slots, isPending, isError }: { slots: readonly Slot[] | undefined; isPending: boolean; isError: boolean }) {
  const t = useT();
  const chosen = useSlotChoiceStore((s) => s.slot);
  const refused = useSlotChoiceStore((s) => s.refused);
  const choose = useSlotChoiceStore((s) => s.choose);
  const section = useRef<HTMLElement>(null);
  const [picked, setPicked] = useState<string | null>(null);

  useEffect(() => {
    if (refused) section.current?.focus();
  }, [refused]);

  const { slotDay, slotHours } = useFormat();
  const days = groupSlotsByDay(slots ?? [], { today: t('delivery.today'), tomorrow: t('delivery.tomorrow'), day: slotDay });
  // The day the shopper looked at last, else the chosen slot's, else the first with room.
  const shown: SlotDay | undefined =
    days.find((day) => day.date === picked) ??
    days.find((day) => day.date === chosen?.date) ??
    days.find((day) => day.slots.some((slot) => !slot.full)) ??
    days[0];
  const chosenElsewhere = chosen && shown && chosen.date !== shown.date ? days.find((day) => day.date === chosen.date) : undefined;

  return (
    <section ref={section} tabIndex={-1} className="slot-picker" aria-labelledby="slot-picker-title">
      <h3 id="slot-picker-title">{t('delivery.slotTitle')}</h3>
      {refused && (
        <p className="notice notice--error" role="alert">
          {t('delivery.slotGone')}
        </p>
      )}
      {isPending ? (
        <p className="muted">{t('delivery.slotsLoading')}</p>
      ) : isError ? (
        <p className="notice notice--error">{t('delivery.slotsFailed')}</p>
      ) : !shown ? (
        <p className="notice">{t('delivery.noSlots')}</p>
      ) : (
        <>
          <fieldset className="slot-group">
            <legend className="visually-hidden">{t('delivery.day')}</legend>
            <div className="slot-chips">
              {days.map((day) => (
                <label key={day.date} className="slot-chip slot-chip--day">
                  <input
                    type="radio"
                    name="delivery-day"
                    value={day.date}
                    checked={day.date === shown.date}
                    onChange={() => setPicked(day.date)}
                  />
                  <span>{day.label}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset className="slot-group">
            <legend className="visually-hidden">{shown.label}</legend>
            <div className="slot-chips slot-chips--times">
              {shown.slots.map((slot) => (
                <label key={slot._id} className="slot-chip slot-chip--time">
                  <input
                    type="radio"
                    name="delivery-slot"
                    value={slot._id}
                    checked={chosen?._id === slot._id}
                    disabled={slot.full}
                    onChange={() => choose(slot)}
                  />
                  <span className="slot-chip__hours">{slotHours(slot)}</span>
                  <span className="slot-chip__room">{slot.full ? t('delivery.full') : t('delivery.left', { count: slot.available })}</span>
                </label>
              ))}
            </div>
          </fieldset>
          {chosenElsewhere && chosen && (
            <p className="slot-picker__chosen">
              {t('delivery.delivery')}: <strong>{`${chosenElsewhere.label}, ${slotHours(chosen)}`}</strong>
            </p>
          )}
        </>
      )}
    </section>
  );
}
