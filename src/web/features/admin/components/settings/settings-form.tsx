import { type FormEvent, useState } from 'react';
import type { Settings } from '#common/schemas/settings.js';
import { ErrorLines } from '#web/components/error-lines.js';
import { adminTexts } from '#web/i18n/admin-texts.js';
import type { SettingsEdit } from '../../api/update-settings.js';
import { changesOf, draftOf, type SettingsDraft, type SettingsKey } from '../../settings-draft.js';
import { PhoneList } from './phone-list.js';
import { PinCodeChips } from './pin-code-chips.js';
import { SettingsField } from './settings-field.js';
import { SlotRows } from './slot-rows.js';

const t = adminTexts.settings;

interface SettingsFormProps {
  /** What the server holds; the form starts from it (remounted after each save). */
  saved: Settings;
  busy: boolean;
  /** The server's messages of the last refusal: listed at the top, and beside their field. */
  problems: readonly string[];
  byField: Partial<Record<SettingsKey, string[]>>;
  onSubmit: (change: SettingsEdit) => void;
}

type TextKey =
  | 'shopName'
  | 'email'
  | 'whatsapp'
  | 'gstin'
  | 'fssai'
  | 'notifyEmail'
  | 'minOrderAmount'
  | 'lowStockThreshold'
  | 'maxQuantityPerProduct'
  | 'maxOpenOrders'
  | 'slotDays'
  | 'cutoffMinutes';

/**
 * Every field of the shop's settings (API.md "Delivery area, slots, settings, addresses"). The
 * browser checks nothing itself (noValidate): the server's schema is the one judge, and its
 * messages are shown in its words.
 */
export function SettingsForm({ saved, busy, problems, byField, onSubmit }: SettingsFormProps) {
  const [draft, setDraft] = useState<SettingsDraft>(() => draftOf(saved));
  const set = <K extends keyof SettingsDraft>(key: K, value: SettingsDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(changesOf(draft, saved));
  };

  /** A one-line input of the form, tied to its hint and problems. */
  const input = (
    key: TextKey,
    label: string,
    props: { type?: string; hint?: string; inputMode?: 'numeric' | 'decimal' | 'email'; step?: string } = {},
  ) => (
    <SettingsField id={`settings-${key}`} label={label} hint={props.hint} problems={byField[key]}>
      {(aria) => (
        <input
          type={props.type ?? 'text'}
          inputMode={props.inputMode}
          step={props.step}
          value={draft[key]}
          onChange={(e) => set(key, e.target.value)}
          {...aria}
        />
      )}
    </SettingsField>
  );

  return (
    <form className="admin-form settings-form" onSubmit={submit} noValidate aria-busy={busy}>
      <ErrorLines messages={problems} id="settings-problems" />

      <fieldset className="settings-section">
        <legend>{t.shop}</legend>
        <div className="admin-form__grid">
          {input('shopName', t.shopName)}
          {input('email', t.email, { type: 'email', inputMode: 'email' })}
          {input('whatsapp', t.whatsapp, { type: 'tel', hint: t.whatsappHint })}
          {input('notifyEmail', t.notifyEmail, { type: 'email', inputMode: 'email', hint: t.notifyEmailHint })}
          {input('gstin', t.gstin, { hint: t.optionalHint })}
          {input('fssai', t.fssai, { inputMode: 'numeric', hint: t.optionalHint })}
        </div>
        <SettingsField id="settings-address" label={t.address} problems={byField.address}>
          {(aria) => <textarea rows={3} value={draft.address} onChange={(e) => set('address', e.target.value)} {...aria} />}
        </SettingsField>
        <PhoneList phones={draft.phones} problems={byField.phones} onChange={(phones) => set('phones', phones)} />
      </fieldset>

      <fieldset className="settings-section">
        <legend>{t.ordersAndStock}</legend>
        <div className="admin-form__grid">
          {input('minOrderAmount', t.minOrderAmount, { type: 'number', inputMode: 'decimal', step: '0.01', hint: t.minOrderAmountHint })}
          {input('lowStockThreshold', t.lowStockThreshold, {
            type: 'number',
            inputMode: 'decimal',
            step: '0.001',
            hint: t.lowStockThresholdHint,
          })}
          {input('maxQuantityPerProduct', t.maxQuantityPerProduct, {
            type: 'number',
            inputMode: 'decimal',
            step: '0.001',
            hint: t.maxQuantityPerProductHint,
          })}
          {input('maxOpenOrders', t.maxOpenOrders, { type: 'number', inputMode: 'numeric', step: '1', hint: t.maxOpenOrdersHint })}
        </div>
      </fieldset>

      <fieldset className="settings-section">
        <legend>{t.delivery}</legend>
        <PinCodeChips
          pinCodes={draft.pinCodes}
          text={draft.pinText}
          problems={byField.pinCodes}
          onChange={(pinCodes, pinText) => setDraft((d) => ({ ...d, pinCodes, pinText }))}
        />
        <SlotRows slots={draft.slots} problems={byField.slots} onChange={(slots) => set('slots', slots)} />
        <div className="admin-form__grid">
          {input('slotDays', t.slotDays, { type: 'number', inputMode: 'numeric', step: '1', hint: t.slotDaysHint })}
          {input('cutoffMinutes', t.cutoffMinutes, { type: 'number', inputMode: 'numeric', step: '1', hint: t.cutoffMinutesHint })}
        </div>
      </fieldset>

      <button type="submit" className="button button--large" disabled={busy}>
        {busy ? t.saving : t.save}
      </button>
    </form>
  );
}
