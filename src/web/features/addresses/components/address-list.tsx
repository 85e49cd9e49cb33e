import type { Address } from '#common/schemas/addresses.js';
import { texts } from '#web/i18n/texts.js';

const t = texts.addresses;

interface AddressListProps {
  addresses: Address[];
  busy: boolean;
  onEdit: (address: Address) => void;
  onDelete: (address: Address) => void;
  onMakeDefault: (address: Address) => void;
}

/** The saved addresses as the shop answers them (the default first): each with its Default mark and its buttons, named by its label. */
export function AddressList({ addresses, busy, onEdit, onDelete, onMakeDefault }: AddressListProps) {
  return (
    <ul className="address-list" aria-label={t.listLabel}>
      {addresses.map((address) => (
        <li key={address._id} className="address-card card" aria-label={address.label}>
          <div className="address-card__head">
            <h2 className="address-card__label">{address.label}</h2>
            {address.isDefault && <span className="address-card__default">{t.defaultMark}</span>}
          </div>
          <p className="address-card__lines">
            {address.address}
            <br />
            {address.city} · {t.pin} {address.pinCode}
          </p>
          <p className="address-card__mobile">
            {t.mobile}: {address.mobileNumber}
          </p>
          <div className="address-card__actions">
            <button
              type="button"
              className="button button--small button--outline"
              aria-label={t.editNamed(address.label)}
              onClick={() => onEdit(address)}
            >
              {t.edit}
            </button>
            {!address.isDefault && (
              <button
                type="button"
                className="button button--small button--outline"
                aria-label={t.makeDefaultNamed(address.label)}
                disabled={busy}
                onClick={() => onMakeDefault(address)}
              >
                {t.makeDefault}
              </button>
            )}
            <button
              type="button"
              className="button button--small button--ghost"
              aria-label={t.deleteNamed(address.label)}
              onClick={() => onDelete(address)}
            >
              {t.delete}
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
