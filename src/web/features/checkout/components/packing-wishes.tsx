import { useId } from 'react';
import { IF_UNAVAILABLE, ORDER_NOTE_MAX } from '#common/constants.js';
import { useT } from '#web/i18n/i18n.js';
import { noteTooLong, usePackingWishesStore } from '../packing-wishes-store.js';

const CHOICES = { remove: 'checkout.ifUnavailableRemove', call: 'checkout.ifUnavailableCall' } as const;

/**
 * What the shopper asks of the packer (API.md "Packing"): an optional note, at most 200
 * characters with a counter and a message past it, and what to do with a product that is not
 * there (leave it out, the default, or call). Kept across a reload (packing-wishes-store.ts).
 */
export function PackingWishes() {
  const t = useT();
  const id = useId();
  const note = usePackingWishesStore((s) => s.note);
  const ifUnavailable = usePackingWishesStore((s) => s.ifUnavailable);
  const { setNote, setIfUnavailable } = usePackingWishesStore.getState();
  const tooLong = noteTooLong(note);
  const count = note.trim().length;
  return (
    <div className="packing-wishes">
      <div className="field">
        <label htmlFor={`${id}-note`}>{t('checkout.note')}</label>
        <textarea
          id={`${id}-note`}
          name="note"
          rows={2}
          value={note}
          placeholder={t('checkout.notePlaceholder')}
          onChange={(e) => setNote(e.target.value)}
          aria-invalid={tooLong || undefined}
          aria-describedby={`${id}-count${tooLong ? ` ${id}-error` : ''}`}
        />
        <p id={`${id}-count`} className={`packing-wishes__count${tooLong ? ' packing-wishes__count--over' : ''}`}>
          {t('checkout.noteCount', { count, max: ORDER_NOTE_MAX })}
        </p>
        {tooLong && (
          <p id={`${id}-error`} className="error-box" role="alert">
            {t('checkout.noteTooLong', { max: ORDER_NOTE_MAX, over: count - ORDER_NOTE_MAX })}
          </p>
        )}
      </div>
      <fieldset className="payment-choice">
        <legend>{t('checkout.ifUnavailable')}</legend>
        {IF_UNAVAILABLE.map((choice) => (
          <label key={choice} className="payment-choice__option">
            <input
              type="radio"
              name="ifUnavailable"
              value={choice}
              checked={ifUnavailable === choice}
              onChange={() => setIfUnavailable(choice)}
            />
            <span className="payment-choice__text">
              <span className="payment-choice__label">{t(CHOICES[choice])}</span>
            </span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}
