import { Popup } from '#web/components/popup.js';
import { adminTexts } from '#web/i18n/admin-texts.js';

interface ConfirmDeleteProps<Item> {
  /** The row the owner asked to delete; null while nothing is asked. */
  item: Item | null;
  title: string;
  /** What the dialog says about the row: its name, and what deleting it means. */
  textOf: (item: Item) => string;
  confirmLabel: string;
  onConfirm: (item: Item) => void;
  onClose: () => void;
}

/**
 * Delete asks first: a modal dialog (the shop's Popup on the native <dialog>: named by its title,
 * focus kept inside, Escape or Cancel keeps the row) naming the row, with the delete button
 * first. A tap on a row's bin alone never deletes.
 */
export function ConfirmDelete<Item>({ item, title, textOf, confirmLabel, onConfirm, onClose }: ConfirmDeleteProps<Item>) {
  return (
    <Popup
      open={item !== null}
      title={title}
      onClose={onClose}
      actions={
        <>
          <button
            type="button"
            className="button admin-danger"
            onClick={() => {
              if (item === null) return;
              onClose();
              onConfirm(item);
            }}
          >
            {confirmLabel}
          </button>
          <button type="button" className="button button--outline" onClick={onClose}>
            {adminTexts.actions.cancel}
          </button>
        </>
      }
    >
      {item !== null && <p>{textOf(item)}</p>}
    </Popup>
  );
}
