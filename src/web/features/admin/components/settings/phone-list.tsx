import { useEffect, useRef } from 'react';
import { CloseIcon } from '#web/components/icons.js';
import { adminTexts } from '#web/i18n/admin-texts.js';
import { FieldNotes } from './settings-field.js';

const t = adminTexts.settings;
/** The settings hold at most five phones (SettingsFields). */
const MAX_PHONES = 5;

/** The shop's phones: one labelled input each, added and removed as rows. */
export function PhoneList({ phones, problems, onChange }: { phones: string[]; problems?: string[]; onChange: (phones: string[]) => void }) {
  const listRef = useRef<HTMLUListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const added = useRef(false);

  // A new row takes the focus, so the number can be typed at once.
  useEffect(() => {
    if (!added.current) return;
    added.current = false;
    listRef.current?.querySelector<HTMLInputElement>('li:last-child input')?.focus();
  });

  // The server names no row ("Phone: Digits Only..!!"): every phone points at the one message.
  const aria = problems?.length ? { 'aria-invalid': true as const, 'aria-describedby': 'settings-phones-problems' } : {};
  const set = (index: number, value: string) => onChange(phones.map((phone, i) => (i === index ? value : phone)));
  const remove = (index: number) => {
    onChange(phones.filter((_, i) => i !== index));
    addRef.current?.focus();
  };
  const add = () => {
    added.current = true;
    onChange([...phones, '']);
  };

  return (
    <fieldset className="settings-group">
      <legend>{t.phones}</legend>
      <ul className="settings-rows" ref={listRef}>
        {phones.map((phone, index) => {
          const n = index + 1;
          const id = `settings-phone-${n}`;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a row is its place in the list; two phones may be typed alike
            <li key={index} className="settings-row">
              <label htmlFor={id}>{t.phone(n)}</label>
              <input
                id={id}
                type="tel"
                autoComplete="off"
                maxLength={20}
                value={phone}
                onChange={(e) => set(index, e.target.value)}
                {...aria}
              />
              <button type="button" className="icon-button" aria-label={t.removePhone(n)} onClick={() => remove(index)}>
                <CloseIcon width="18" height="18" />
              </button>
            </li>
          );
        })}
      </ul>
      <FieldNotes id="settings-phones" problems={problems} />
      <button
        type="button"
        className="button button--outline button--small"
        ref={addRef}
        disabled={phones.length >= MAX_PHONES}
        onClick={add}
      >
        {t.addPhone}
      </button>
    </fieldset>
  );
}
