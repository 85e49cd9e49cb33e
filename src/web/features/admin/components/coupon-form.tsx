import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { Coupon } from '#common/schemas/coupons.js';
import { ErrorLines } from '#web/components/error-lines.js';
import { useOwnerCouponTexts } from '#web/i18n/owner-coupon-texts.js';
import type { CouponEdit } from '../api/save-coupon.js';
import { type CouponDraft, type CouponKey, couponChangesOf, couponDraftOf } from '../coupon-draft.js';
import { FieldNotes, fieldAria, SettingsField } from './settings/settings-field.js';

interface CouponFormProps {
  /** The coupon being edited; none: a new one. */
  saved?: Coupon | undefined;
  busy: boolean;
  /** The server's messages of the last refusal: listed at the top, and beside their field. */
  problems: readonly string[];
  byField: Partial<Record<CouponKey, string[]>>;
  onSubmit: (fields: CouponEdit) => void;
  onCancel: () => void;
}

const KINDS = ['percent', 'flat'] as const;

/**
 * Add or edit one coupon (API.md "Offers and the delivery charge"). As the Settings form, the
 * browser checks nothing itself (noValidate): the server's schema is the one judge and its
 * messages stand beside the field they name. The cap is asked only of a percent coupon. Its
 * heading takes the focus when it opens, so a keyboard or screen reader starts at the form.
 */
export function CouponForm({ saved, busy, problems, byField, onSubmit, onCancel }: CouponFormProps) {
  const t = useOwnerCouponTexts().form;
  const [draft, setDraft] = useState<CouponDraft>(() => couponDraftOf(saved));
  const set = <K extends keyof CouponDraft>(key: K, value: CouponDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(couponChangesOf(draft, saved));
  };

  const input = (
    key: Exclude<CouponKey, 'kind' | 'active'>,
    label: string,
    props: { type?: string; hint?: string; inputMode?: 'numeric' | 'decimal'; step?: string; autoCapitalize?: string } = {},
  ) => (
    <SettingsField id={`coupon-${key}`} label={label} hint={props.hint} problems={byField[key]}>
      {(aria) => (
        <input
          type={props.type ?? 'text'}
          inputMode={props.inputMode}
          step={props.step}
          autoCapitalize={props.autoCapitalize}
          value={draft[key]}
          onChange={(e) => set(key, e.target.value)}
          {...aria}
        />
      )}
    </SettingsField>
  );
  const kindAria = fieldAria('coupon-kind', undefined, byField.kind ?? []);

  return (
    <form className="admin-form coupon-form" onSubmit={submit} noValidate aria-busy={busy} aria-labelledby="coupon-form-title">
      <h2 id="coupon-form-title" tabIndex={-1} ref={heading}>
        {saved ? t.editTitle(saved.code) : t.addTitle}
      </h2>
      <ErrorLines messages={problems} id="coupon-problems" />
      <div className="admin-form__grid">
        {input('code', t.code, { hint: t.codeHint, autoCapitalize: 'characters' })}
        <fieldset
          className="settings-group coupon-kind"
          aria-describedby={kindAria['aria-describedby']}
          aria-invalid={kindAria['aria-invalid']}
        >
          <legend>{t.kind}</legend>
          {KINDS.map((kind) => (
            <label key={kind} className="coupon-form__option">
              <input type="radio" name="coupon-kind" value={kind} checked={draft.kind === kind} onChange={() => set('kind', kind)} />
              {t[kind]}
            </label>
          ))}
          <FieldNotes id="coupon-kind" problems={byField.kind ?? []} />
        </fieldset>
        {input('value', t.value, {
          type: 'number',
          inputMode: 'decimal',
          step: '0.01',
          hint: draft.kind === 'percent' ? t.valuePercentHint : t.valueFlatHint,
        })}
        {input('minAmount', t.minAmount, { type: 'number', inputMode: 'decimal', step: '0.01', hint: t.minAmountHint })}
        {draft.kind === 'percent' &&
          input('maxDiscount', t.maxDiscount, { type: 'number', inputMode: 'decimal', step: '0.01', hint: t.maxDiscountHint })}
        {input('validFrom', t.validFrom, { type: 'date', hint: t.datesHint })}
        {input('validTo', t.validTo, { type: 'date', hint: t.datesHint })}
        {input('perShopper', t.perShopper, { type: 'number', inputMode: 'numeric', step: '1', hint: t.perShopperHint })}
        {input('totalUses', t.totalUses, { type: 'number', inputMode: 'numeric', step: '1', hint: t.totalUsesHint })}
      </div>
      <label className="coupon-form__option">
        <input type="checkbox" checked={draft.active} onChange={(e) => set('active', e.target.checked)} />
        {t.active}
      </label>
      <div className="coupon-form__buttons">
        <button type="submit" className="button" disabled={busy}>
          {saved ? t.save : t.add}
        </button>
        <button type="button" className="button button--outline" onClick={onCancel}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}
