import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useT } from '../i18n/i18n.js';
import { CloseIcon } from './icons.js';

interface PopupProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  /** Buttons or links under the message. */
  actions?: ReactNode;
  onClose: () => void;
}

/** A modal message (spec's success popups) on the native <dialog>: focus is trapped and Escape closes it. */
export function Popup({ open, title, children, actions, onClose }: PopupProps) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog ref={ref} className="popup" aria-labelledby={titleId} onClose={onClose} onCancel={onClose}>
      <button type="button" className="popup__close icon-button" aria-label={t('close')} onClick={onClose}>
        <CloseIcon />
      </button>
      <h2 id={titleId} className="popup__title">
        {title}
      </h2>
      {children}
      {actions && <div className="popup__actions">{actions}</div>}
    </dialog>
  );
}
