import { type FormEvent, useState } from 'react';
import type { Settings } from '#common/schemas/settings.js';
import { SOCIAL_NETWORKS } from '#common/shop-words.js';
import { ErrorLines } from '#web/components/error-lines.js';
import { adminTexts } from '#web/i18n/admin-texts.js';
import { useOwnerCouponTexts } from '#web/i18n/owner-coupon-texts.js';
import { useOwnerPaymentTexts } from '#web/i18n/owner-payment-texts.js';
import type { SettingsEdit } from '../../api/update-settings.js';
import { changesOf, draftOf, type SettingsDraft, type SettingsKey } from '../../settings-draft.js';
import { PaymentMethodBoxes } from './payment-method-boxes.js';
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
  /** The delivery windows the refusal names (rows from 0), when it names them. */
  slotRows?: readonly number[] | undefined;
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
  | 'weightTolerancePercent'
  | 'slotDays'
  | 'cutoffMinutes'
  | 'upiId'
  | 'upiName'
  | 'maxUnpaidAmount'
  | 'deliveryCharge'
  | 'freeDeliveryAbove';

/**
 * Every field of the shop's settings (API.md "Delivery area, slots, settings, addresses"). The
 * browser checks nothing itself (noValidate): the server's schema is the one judge, and its
 * messages are shown in its words; only overlapping delivery windows are found by the page
 * before sending, with the schema's own rule. English (decision 0004) but for the Payments
 * section and the delivery charge, in the owner's language (decisions 0047, 0064).
 */
export function SettingsForm({ saved, busy, problems, byField, slotRows, onSubmit }: SettingsFormProps) {
  const pay = useOwnerPaymentTexts().settings;
  const charge = useOwnerCouponTexts().settings;
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
          {input('weightTolerancePercent', t.weightTolerancePercent, {
            type: 'number',
            inputMode: 'numeric',
            step: '1',
            hint: t.weightTolerancePercentHint,
          })}
        </div>
      </fieldset>

      <fieldset className="settings-section">
        <legend>{pay.payments}</legend>
        <PaymentMethodBoxes
          methods={draft.paymentMethods}
          problems={byField.paymentMethods}
          onChange={(methods) => set('paymentMethods', methods)}
        />
        <div className="admin-form__grid">
          {input('upiId', pay.upiId, { hint: pay.upiIdHint })}
          {input('upiName', pay.upiName, { hint: pay.upiNameHint })}
          {input('maxUnpaidAmount', pay.maxUnpaidAmount, {
            type: 'number',
            inputMode: 'decimal',
            step: '0.01',
            hint: pay.maxUnpaidAmountHint,
          })}
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
        <SlotRows slots={draft.slots} problems={byField.slots} invalidRows={slotRows} onChange={(slots) => set('slots', slots)} />
        <div className="admin-form__grid">
          {input('slotDays', t.slotDays, { type: 'number', inputMode: 'numeric', step: '1', hint: t.slotDaysHint })}
          {input('cutoffMinutes', t.cutoffMinutes, { type: 'number', inputMode: 'numeric', step: '1', hint: t.cutoffMinutesHint })}
          {input('deliveryCharge', charge.deliveryCharge, {
            type: 'number',
            inputMode: 'decimal',
            step: '0.01',
            hint: charge.deliveryChargeHint,
          })}
          {input('freeDeliveryAbove', charge.freeDeliveryAbove, {
            type: 'number',
            inputMode: 'decimal',
            step: '0.01',
            hint: charge.freeDeliveryAboveHint,
          })}
        </div>
      </fieldset>

      <fieldset className="settings-section" aria-describedby="settings-words-hint">
        <legend>{t.words}</legend>
        <p id="settings-words-hint" className="field__hint">
          {t.wordsHint}
        </p>
        <SettingsField id="settings-aboutText" label={t.aboutText} hint={t.aboutTextHint} problems={byField.aboutText}>
          {(aria) => <textarea rows={6} value={draft.aboutText} onChange={(e) => set('aboutText', e.target.value)} {...aria} />}
        </SettingsField>
        <SettingsField id="settings-footerText" label={t.footerText} hint={t.footerTextHint} problems={byField.footerText}>
          {(aria) => <textarea rows={3} value={draft.footerText} onChange={(e) => set('footerText', e.target.value)} {...aria} />}
        </SettingsField>
        <fieldset className="settings-group" aria-describedby="settings-social-hint">
          <legend>{t.social}</legend>
          <p id="settings-social-hint" className="field__hint">
            {t.socialHint}
          </p>
          <div className="admin-form__grid">
            {SOCIAL_NETWORKS.map(({ key, name }) => (
              <SettingsField
                key={key}
                id={`settings-social-${key}`}
                label={name}
                problems={byField.social?.filter((problem) => problem.startsWith(`${name}:`) || problem.startsWith('Social Links:'))}
              >
                {(aria) => (
                  <input
                    type="url"
                    inputMode="url"
                    autoComplete="url"
                    placeholder="https://"
                    value={draft.social[key]}
                    onChange={(e) => setDraft((d) => ({ ...d, social: { ...d.social, [key]: e.target.value } }))}
                    {...aria}
                  />
                )}
              </SettingsField>
            ))}
          </div>
        </fieldset>
      </fieldset>

      <button type="submit" className="button button--large" disabled={busy}>
        {busy ? t.saving : t.save}
      </button>
    </form>
  );
}
