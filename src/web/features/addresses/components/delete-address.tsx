import type { Address } from '#common/schemas/addresses.js';
import { ErrorLines } from '#web/components/error-lines.js';
import { Popup } from '#web/components/popup.js';
import { useServerMessages, useT } from '#web/i18n/i18n.js';
import { useDeleteAddress } from '../api/delete-address.js';

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
  const t = useT();
  const server = useServerMessages();
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
      title={t('addresses.deleteTitle')}
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
            {remove.isPending ? t('addresses.deleting') : t('addresses.delete')}
          </button>
          <button type="button" className="button button--outline" onClick={close}>
            {t('addresses.keep')}
          </button>
        </>
      }
    >
      <p>{address ? t('addresses.deleteText', { label: address.label }) : ''}</p>
      {remove.isError && <ErrorLines messages={server.of(remove.error)} />}
    </Popup>
  );
}
