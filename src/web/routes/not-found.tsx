import { Link } from 'react-router';
import { paths } from '../config/paths.js';
import { texts } from '../i18n/texts.js';
import { useDocumentTitle } from '../lib/use-document-title.js';

/** Spec 2.1: any other path shows '404 Page Not Found'; a Home link is the way back. */
export function NotFoundPage() {
  useDocumentTitle(texts.notFound);
  return (
    <div className="page page--center not-found">
      <h1>{texts.notFound}</h1>
      <Link to={paths.home} className="button">
        {texts.header.home}
      </Link>
    </div>
  );
}
