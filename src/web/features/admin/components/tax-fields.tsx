import { GST_RATES, LIMITS } from '#common/constants.js';
import { useOwnerProductTexts } from '#web/i18n/owner-product-texts.js';
import type { FieldWithProblems } from '../validate-product.js';
import { FieldNotes, fieldAria } from './settings/settings-field.js';

type TaxValues = Record<FieldWithProblems, string>;

interface TaxFieldsProps {
  idPrefix: string;
  values: TaxValues;
  /** The messages about each field (the form's own checks, then the server's refusal). */
  problems: Partial<Record<FieldWithProblems, string[]>>;
  onChange: Record<FieldWithProblems, (value: string) => void>;
}

/**
 * The product's labels and tax (API.md "Tax and labels", decision 0061): MRP, HSN and the GST
 * slab, in one row on a wide screen, each with its hint and, after a refusal, the message about it.
 */
export function TaxFields({ idPrefix, values, problems, onChange }: TaxFieldsProps) {
  const t = useOwnerProductTexts();
  const id = (field: string) => `${idPrefix}-${field}`;
  return (
    <div className="admin-form__row3">
      <div className="field">
        <label htmlFor={id('mrp')}>{t.mrp}</label>
        <input
          {...fieldAria(id('mrp'), t.mrpHint, problems.mrp ?? [])}
          type="number"
          inputMode="decimal"
          placeholder={t.mrpPlaceholder}
          min="0.01"
          max={LIMITS.maxRateRupees}
          step="0.01"
          value={values.mrp}
          onChange={(e) => onChange.mrp(e.target.value)}
        />
        <FieldNotes id={id('mrp')} hint={t.mrpHint} problems={problems.mrp} />
      </div>
      <div className="field">
        <label htmlFor={id('hsn')}>{t.hsn}</label>
        <input
          {...fieldAria(id('hsn'), t.hsnHint, problems.hsn ?? [])}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={8}
          value={values.hsn}
          onChange={(e) => onChange.hsn(e.target.value)}
        />
        <FieldNotes id={id('hsn')} hint={t.hsnHint} problems={problems.hsn} />
      </div>
      <div className="field">
        <label htmlFor={id('gst-rate')}>{t.gstRate}</label>
        <select
          {...fieldAria(id('gst-rate'), undefined, problems.gstRate ?? [])}
          value={values.gstRate}
          onChange={(e) => onChange.gstRate(e.target.value)}
        >
          {GST_RATES.map((rate) => (
            <option key={rate} value={String(rate)}>
              {t.gstRates[rate]}
            </option>
          ))}
        </select>
        <FieldNotes id={id('gst-rate')} problems={problems.gstRate} />
      </div>
    </div>
  );
}
