import type { ClipboardEvent, KeyboardEvent } from 'react';
import { CloseIcon } from '#web/components/icons.js';
import { adminTexts } from '#web/i18n/admin-texts.js';
import { withPinCodes } from '../../settings-draft.js';
import { FieldNotes, fieldAria } from './settings-field.js';

const t = adminTexts.settings;
const id = 'settings-pin-codes';

interface PinCodeChipsProps {
  pinCodes: string[];
  /** Typed but not yet a chip (saved with the chips all the same). */
  text: string;
  problems?: string[];
  onChange: (pinCodes: string[], text: string) => void;
}

/**
 * The serviceable PIN codes as removable chips. Several typed or pasted at once (a column from a
 * spreadsheet, a line with commas) become one chip each; an empty list is said in words, since
 * it means the shop delivers everywhere.
 */
export function PinCodeChips({ pinCodes, text, problems = [], onChange }: PinCodeChipsProps) {
  const commit = (typed: string) => onChange(withPinCodes(pinCodes, typed), '');

  const type = (value: string) => {
    // A separator typed after a code completes it; the code being typed stays in the box.
    const parts = value.split(/[\s,;]+/);
    const rest = parts.pop() ?? '';
    onChange(withPinCodes(pinCodes, parts.join(' ')), rest);
  };
  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    commit(`${text} ${event.clipboardData.getData('text')}`);
  };
  const key = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault(); // Enter adds the codes; it does not save the whole form
    commit(text);
  };
  const remove = (pin: string) => {
    onChange(
      pinCodes.filter((code) => code !== pin),
      text,
    );
    document.getElementById(id)?.focus();
  };

  return (
    <fieldset className="settings-group">
      <legend>{t.pinCodes}</legend>
      <p className="settings-summary" aria-live="polite">
        {pinCodes.length === 0 ? t.everywhere : t.pinCount(pinCodes.length)}
      </p>
      {pinCodes.length > 0 && (
        <ul className="settings-chips" aria-label={t.pinCodes}>
          {pinCodes.map((pin) => (
            <li key={pin} className="settings-chip">
              {pin}
              <button type="button" className="settings-chip__remove" aria-label={t.removePin(pin)} onClick={() => remove(pin)}>
                <CloseIcon width="14" height="14" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="field">
        <label htmlFor={id}>{t.addPinCodes}</label>
        <input
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={text}
          onChange={(e) => type(e.target.value)}
          onPaste={paste}
          onKeyDown={key}
          onBlur={() => text.trim() && commit(text)}
          {...fieldAria(id, t.pinCodesHint, problems)}
        />
        <FieldNotes id={id} hint={t.pinCodesHint} problems={problems} />
      </div>
    </fieldset>
  );
}
