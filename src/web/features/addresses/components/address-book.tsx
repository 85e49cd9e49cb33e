import { useEffect, useRef, useState } from 'react';
import type { Address } from '#common/schemas/addresses.js';
import { ErrorLines } from '#web/components/error-lines.js';
import { LoadingOverlay } from '#web/components/loading-overlay.js';
import { useServerMessages, useT } from '#web/i18n/i18n.js';
import { linesOf } from '#web/lib/api-client.js';
import { type AddressDraft, draftOf, emptyDraft, problemsOf } from '../address-rules.js';
import { useAddresses } from '../api/get-addresses.js';
import { useAddAddress, useUpdateAddress } from '../api/save-address.js';
import { AddressForm } from './address-form.js';
import { AddressList } from './address-list.js';
import { DeleteAddress } from './delete-address.js';

type Editing = { kind: 'none' } | { kind: 'add' } | { kind: 'edit'; address: Address };

/**
 * The My Addresses page's body: the list, Add Address, Edit, Delete (asked first) and Make
 * Default. What happened is said in a live region that takes the focus, since the button the
 * shopper pressed may be gone (a deleted card, a closed form).
 */
export function AddressBook() {
  const t = useT();
  const server = useServerMessages();
  const addresses = useAddresses();
  const add = useAddAddress();
  const update = useUpdateAddress();
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const [deleting, setDeleting] = useState<Address | null>(null);
  const [news, setNews] = useState('');
  const newsRef = useRef<HTMLParagraphElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const formSlot = useRef<HTMLDivElement>(null);

  // An opened form takes the focus on its first field.
  useEffect(() => {
    if (editing.kind !== 'none') formSlot.current?.querySelector('input')?.focus();
  }, [editing]);

  // The news takes the focus once the page has settled: after the delete dialog has closed
  // (a child's effect runs first), which would otherwise hand the focus back to a gone button.
  const [newsCount, setNewsCount] = useState(0);
  useEffect(() => {
    if (newsCount > 0) newsRef.current?.focus();
  }, [newsCount]);
  const announce = (text: string) => {
    setNews(text);
    setNewsCount((n) => n + 1);
  };
  const open = (next: Editing) => {
    add.reset();
    update.reset();
    setNews('');
    setEditing(next);
  };
  const closeForm = () => {
    open({ kind: 'none' });
    requestAnimationFrame(() => addRef.current?.focus());
  };

  const save = (draft: AddressDraft) => {
    const done = (message: string) => {
      setEditing({ kind: 'none' });
      announce(message);
    };
    if (editing.kind === 'edit')
      update.mutate(
        { id: editing.address._id, change: draft },
        { onSuccess: (saved) => done(t('addresses.updated', { label: saved.label })) },
      );
    else add.mutate(draft, { onSuccess: (saved) => done(t('addresses.added', { label: saved.label })) });
  };
  const makeDefault = (address: Address) => {
    setNews('');
    update.mutate(
      { id: address._id, change: { isDefault: true } },
      { onSuccess: (saved) => announce(t('addresses.madeDefault', { label: saved.label })) },
    );
  };

  const saving = editing.kind === 'edit' ? update : add;
  const list = addresses.data ?? [];
  return (
    <>
      {addresses.isPending && <LoadingOverlay label={t('addresses.loading')} />}
      <p ref={newsRef} tabIndex={-1} role="status" className="address-book__news">
        {news}
      </p>
      {addresses.isError && <p className="notice notice--error">{t('addresses.loadFailed')}</p>}
      {editing.kind === 'none' && update.isError && <ErrorLines messages={server.of(update.error)} />}
      <div ref={formSlot}>
        {editing.kind === 'none' ? (
          <button ref={addRef} type="button" className="button" onClick={() => open({ kind: 'add' })} disabled={addresses.isPending}>
            {t('addresses.add')}
          </button>
        ) : (
          <AddressForm
            key={editing.kind === 'edit' ? editing.address._id : 'new'}
            title={editing.kind === 'edit' ? t('addresses.editTitle', { label: editing.address.label }) : t('addresses.addTitle')}
            initial={editing.kind === 'edit' ? draftOf(editing.address) : emptyDraft}
            offerDefault={editing.kind === 'add' ? list.length > 0 : !editing.address.isDefault}
            refused={saving.isError ? problemsOf(linesOf(saving.error)) : null}
            pending={saving.isPending}
            onSave={save}
            onCancel={closeForm}
          />
        )}
      </div>
      {addresses.data && list.length === 0 && <p className="muted">{t('addresses.none')}</p>}
      {list.length > 0 && (
        <AddressList
          addresses={list}
          busy={update.isPending}
          onEdit={(address) => open({ kind: 'edit', address })}
          onDelete={(address) => setDeleting(address)}
          onMakeDefault={makeDefault}
        />
      )}
      <DeleteAddress
        address={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(address) => {
          setDeleting(null);
          if (editing.kind === 'edit' && editing.address._id === address._id) setEditing({ kind: 'none' });
          announce(t('addresses.deleted', { label: address.label }));
        }}
      />
    </>
  );
}
