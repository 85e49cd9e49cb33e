import { texts } from '../i18n/texts.js';
import { useDocumentTitle } from '../lib/use-document-title.js';

export function NotFoundPage() {
  useDocumentTitle(texts.notFound);
  return (
    <div className="page page--center not-found">
      <h1>{texts.notFound}</h1>
    </div>
  );
}
