import { AddressBook } from '#web/features/addresses/components/address-book.js';
import { useT } from '#web/i18n/i18n.js';
import { useDocumentTitle } from '#web/lib/use-document-title.js';

/** My Addresses (signed in; the login screen in place for a guest, like My Orders): the shopper's saved delivery addresses. */
export default function MyAddressesPage() {
  const t = useT();
  useDocumentTitle(t('addresses.title'));
  return (
    <div className="page page--addresses">
      <h1>{t('addresses.title')}</h1>
      <AddressBook />
    </div>
  );
}
