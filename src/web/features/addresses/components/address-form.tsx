import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { ADDRESS_LABEL_MAX } from '#common/schemas/addresses.js';
import { ErrorLines } from '#web/components/error-lines.js';
import { useServerMessages, useT } from '#web/i18n/i18n.js';
import type { PlainMessageId } from '#web/i18n/messages.js';
import { type AddressDraft, type AddressField, type AddressProblems, checkDraft, hasProblems } from '../address-rules.js';

interface FieldSpec {
  name: AddressField;
  label: PlainMessageId;
  hint?: PlainMessageId;
  autoComplete: string;
  input: { type: 'text' | 'tel'; maxLength: number; inputMode?: 'numeric' | 'tel' };
}

const FIELDS: FieldSpec[] = [
  {
    name: 'label',
    label: 'addresses.label',
    autoComplete: 'off',
    hint: 'addresses.labelHint',
    input: { type: 'text', maxLength: ADDRESS_LABEL_MAX },
  },
  { name: 'address', label: 'addresses.address', autoComplete: 'street-address', input: { type: 'text', maxLength: 200 } },
  { name: 'city', label: 'addresses.city', autoComplete: 'address-level2', input: { type: 'text', maxLength: 50 } },
  { name: 'pinCode', label: 'addresses.pinCode', autoComplete: 'postal-code', input: { type: 'text', maxLength: 6, inputMode: 'numeric' } },
  // Typed as people write it ("+91 98765 43210"); the shop keeps the 10 digits.
  { name: 'mobileNumber', label: 'addresses.mobileNumber', autoComplete: 'tel', input: { type: 'tel', maxLength: 20, inputMode: 'tel' } },
];

interface AddressFormProps {
  title: string;
  initial: AddressDraft;
  /** The default address cannot be un-defaulted here: another address takes the mark instead. */
  offerDefault: boolean;
  /** The shop's refusal, sorted to the fields it names. */
  refused: AddressProblems | null;
  pending: boolean;
  onSave: (draft: AddressDraft) => void;
  onCancel: () => void;
}

/**
 * Add or edit one address. Every field is labelled and carries its own problems beside it
 * (aria-describedby), in the shop's words: the draft is checked with the shop's schema first,
 * then whatever the shop still refuses is shown the same way. The first field with a problem
 * takes the focus, so a keyboard or screen-reader user lands on what to fix.
 */
export function AddressForm({ title, initial, offerDefault, refused, pending, onSave, onCancel }: AddressFormProps) {
  const t = useT();
  const server = useServerMessages();
  const [draft, setDraft] = useState(initial);
  const [checked, setChecked] = useState<AddressProblems | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const problems = hasProblems(checked) ? checked : refused;

  useEffect(() => {
    if (!problems) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [problems]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const found = checkDraft(draft);
    setChecked(found);
    if (!hasProblems(found)) onSave(draft);
  };

  return (
    <form ref={formRef} className="address-form card" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {FIELDS.map((field) => {
        const errors = problems?.fields[field.name] ?? [];
        const inputId = `${id}-${field.name}`;
        return (
          <div className="field" key={field.name}>
            <label htmlFor={inputId}>{t(field.label)}</label>
            <input
              id={inputId}
              name={field.name}
              autoComplete={field.autoComplete}
              value={draft[field.name]}
              aria-invalid={errors.length > 0}
              aria-describedby={errors.length > 0 ? `${inputId}-error` : undefined}
              onChange={(event) => setDraft({ ...draft, [field.name]: event.target.value })}
              placeholder={field.hint && t(field.hint)}
              {...field.input}
            />
            {errors.length > 0 && (
              <p id={`${inputId}-error`} className="field__error">
                {errors.map(server.line).join(' ')}
              </p>
            )}
          </div>
        );
      })}
      {offerDefault && (
        <label className="check">
          <input type="checkbox" checked={draft.isDefault} onChange={(event) => setDraft({ ...draft, isDefault: event.target.checked })} />
          {t('addresses.setDefault')}
        </label>
      )}
      <ErrorLines messages={(problems?.other ?? []).map(server.line)} />
      <div className="button-row">
        <button type="submit" className="button" disabled={pending} aria-busy={pending}>
          {pending ? t('addresses.saving') : t('addresses.save')}
        </button>
        <button type="button" className="button button--outline" onClick={onCancel}>
          {t('addresses.cancel')}
        </button>
      </div>
    </form>
  );
}
