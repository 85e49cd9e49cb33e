import type { Address } from '#common/schemas/addresses.js';
import { useT } from '#web/i18n/i18n.js';

interface AddressListProps {
  addresses: Address[];
  busy: boolean;
  onEdit: (address: Address) => void;
  onDelete: (address: Address) => void;
  onMakeDefault: (address: Address) => void;
}

/** The saved addresses as the shop answers them (the default first): each with its Default mark and its buttons, named by its label. */
export function AddressList({ addresses, busy, onEdit, onDelete, onMakeDefault }: AddressListProps) {
  const t = useT();
  return (
    <ul className="address-list" aria-label={t('addresses.listLabel')}>
      {addresses.map((address) => (
        <li key={address._id} className="address-card card" aria-label={address.label}>
          <div className="address-card__head">
            <h2 className="address-card__label">{address.label}</h2>
            {address.isDefault && <span className="address-card__default">{t('addresses.defaultMark')}</span>}
          </div>
          <p className="address-card__lines">
            {address.address}
            <br />
            {address.city} · {t('addresses.pin')} {address.pinCode}
          </p>
          <p className="address-card__mobile">
            {t('addresses.mobile')}: {address.mobileNumber}
          </p>
          <div className="address-card__actions">
            <button
              type="button"
              className="button button--small button--outline"
              aria-label={t('addresses.editNamed', { label: address.label })}
              onClick={() => onEdit(address)}
            >
              {t('addresses.edit')}
            </button>
            {!address.isDefault && (
              <button
                type="button"
                className="button button--small button--outline"
                aria-label={t('addresses.makeDefaultNamed', { label: address.label })}
                disabled={busy}
                onClick={() => onMakeDefault(address)}
              >
                {t('addresses.makeDefault')}
              </button>
            )}
            <button
              type="button"
              className="button button--small button--ghost"
              aria-label={t('addresses.deleteNamed', { label: address.label })}
              onClick={() => onDelete(address)}
            >
              {t('addresses.delete')}
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
