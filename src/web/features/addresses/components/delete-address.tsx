import type { Address } from '#common/schemas/addresses.js';
import { ErrorLines } from '#web/components/error-lines.js';
import { Popup } from '#web/components/popup.js';
import { texts } from '#web/i18n/texts.js';
import { messagesOf } from '#web/lib/api-client.js';
import { useDeleteAddress } from '../api/delete-address.js';

const t = texts.addresses;

/** Delete asks first (the shop's Popup: focus kept inside, Escape keeps the address). */
export function DeleteAddress({
  address,
  onClose,
  onDeleted,
}: {
  address: Address | null;
  onClose: () => void;
  onDeleted: (address: Address) => void;
}) {
  const remove = useDeleteAddress();
  const close = () => {
    remove.reset();
    onClose();
  };
  const confirm = () => {
    if (!address || remove.isPending) return;
    remove.mutate(address._id, {
      onSuccess: () => {
        remove.reset();
        onDeleted(address);
      },
    });
  };

  return (
    <Popup
      open={address !== null}
      title={t.deleteTitle}
      onClose={close}
      actions={
        <>
          <button
            type="button"
            className="button button--danger"
            onClick={confirm}
            disabled={remove.isPending}
            aria-busy={remove.isPending}
          >
            {remove.isPending ? t.deleting : t.delete}
          </button>
          <button type="button" className="button button--outline" onClick={close}>
            {t.keep}
          </button>
        </>
      }
    >
      <p>{address ? t.deleteText(address.label) : ''}</p>
      {remove.isError && <ErrorLines messages={messagesOf(remove.error)} />}
    </Popup>
  );
}
