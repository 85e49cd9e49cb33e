import { AddressBook } from '#web/features/addresses/components/address-book.js';
import { texts } from '#web/i18n/texts.js';
import { useDocumentTitle } from '#web/lib/use-document-title.js';

/** My Addresses (signed in; the login screen in place for a guest, like My Orders): the shopper's saved delivery addresses. */
export default function MyAddressesPage() {
  useDocumentTitle(texts.addresses.title);
  return (
    <div className="page page--addresses">
      <h1>{texts.addresses.title}</h1>
      <AddressBook />
    </div>
  );
}
