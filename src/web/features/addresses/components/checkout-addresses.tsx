import { useEffect, useId } from 'react';
import { ADDRESS_LABEL_MAX, type Address } from '#common/schemas/addresses.js';
import { useT } from '#web/i18n/i18n.js';
import { useAddresses } from '../api/get-addresses.js';

/**
 * The checkout's saved addresses: choosing one fills the shipping details. When the details are
 * still empty (`prefill`), the default address fills them as the list arrives.
 */
export function SavedAddressPicker({ prefill, onPick }: { prefill: boolean; onPick: (address: Address) => void }) {
  const t = useT();
  const addresses = useAddresses();
  const id = useId();
  const list = addresses.data ?? [];
  const preferred = list.find((address) => address.isDefault);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a newly arrived default fills the form, once.
  useEffect(() => {
    if (prefill && preferred) onPick(preferred);
  }, [preferred?._id]);

  if (list.length === 0) return null;
  return (
    <div className="field">
      <label htmlFor={id}>{t('addresses.savedAddress')}</label>
      <select
        id={id}
        value=""
        onChange={(event) => {
          const picked = list.find((address) => address._id === event.target.value);
          if (picked) onPick(picked);
        }}
      >
        <option value="">{t('addresses.chooseSaved')}</option>
        {list.map((address) => (
          <option key={address._id} value={address._id}>
            {`${address.label}: ${address.address}, ${address.city} ${address.pinCode}`}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * "Save this address for next time", with the name to keep it under. Ticking the box offers the
 * usual name ("Home"), which the shopper may change; a name left empty is saved as that name too,
 * so a ticked box never saves nothing (docs/decisions/0040-checkout-details.md).
 */
export function SaveAddressOption({
  save,
  label,
  onChange,
}: {
  save: boolean;
  label: string;
  onChange: (choice: { save: boolean; label: string }) => void;
}) {
  const t = useT();
  const labelId = useId();
  const hintId = useId();
  const usual = t('addresses.defaultLabel');
  return (
    <div className="save-address">
      <label className="check">
        <input
          type="checkbox"
          checked={save}
          onChange={(event) => onChange({ save: event.target.checked, label: event.target.checked && !label.trim() ? usual : label })}
        />
        {t('addresses.saveThis')}
      </label>
      {save && (
        <div className="field">
          <label htmlFor={labelId}>{t('addresses.saveAs')}</label>
          <input
            id={labelId}
            type="text"
            value={label}
            maxLength={ADDRESS_LABEL_MAX}
            placeholder={t('addresses.labelHint')}
            aria-describedby={hintId}
            onChange={(event) => onChange({ save, label: event.target.value })}
          />
          <p id={hintId} className="field__hint">
            {t('addresses.saveAsHint', { name: usual })}
          </p>
        </div>
      )}
    </div>
  );
}
