import { useEffect, useRef } from 'react';
import { useFormat } from '#web/i18n/format.js';
import { useT } from '#web/i18n/i18n.js';
import { formatSlotHours } from '#web/lib/delivery-slot.js';
import type { Slot } from '../api/get-slots.js';
import { groupSlotsByDay } from '../group-slots.js';
import { useSlotChoiceStore } from '../slot-choice-store.js';

/**
 * The delivery slot as a native radio group (arrow keys move between the open windows, full
 * ones are disabled and say so), one fieldset per IST day. When the shop refused the last
 * choice, the note says so and the focus comes here so the shopper picks again.
 */
export function SlotPicker({ slots, isPending, isError }: { slots: readonly Slot[] | undefined; isPending: boolean; isError: boolean }) {
  const t = useT();
  const chosen = useSlotChoiceStore((s) => s.slot);
  const refused = useSlotChoiceStore((s) => s.refused);
  const choose = useSlotChoiceStore((s) => s.choose);
  const section = useRef<HTMLElement>(null);

  useEffect(() => {
    if (refused) section.current?.focus();
  }, [refused]);

  const { slotDay } = useFormat();
  const days = groupSlotsByDay(slots ?? [], { today: t('delivery.today'), tomorrow: t('delivery.tomorrow'), day: slotDay });
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
      ) : days.length === 0 ? (
        <p className="notice">{t('delivery.noSlots')}</p>
      ) : (
        days.map((day) => (
          <fieldset key={day.date} className="slot-day">
            <legend>{day.label}</legend>
            <div className="slot-day__options">
              {day.slots.map((slot) => (
                <label key={slot._id} className={`slot-option${slot.full ? ' slot-option--full' : ''}`}>
                  <input
                    type="radio"
                    name="delivery-slot"
                    value={slot._id}
                    checked={chosen?._id === slot._id}
                    disabled={slot.full}
                    onChange={() => choose(slot)}
                  />
                  <span className="slot-option__hours">{formatSlotHours(slot)}</span>
                  <span className="slot-option__room">
                    {slot.full ? t('delivery.full') : t('delivery.left', { count: slot.available })}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        ))
      )}
    </section>
  );
}
