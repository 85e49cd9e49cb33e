import { Link } from 'react-router';
import { webPaths } from '#common/web-paths.js';
import { useT } from '../i18n/i18n.js';
import { useDocumentTitle } from '../lib/use-document-title.js';

/** Spec 2.1: any other path shows '404 Page Not Found'; a Home link is the way back. */
export function NotFoundPage() {
  const t = useT();
  useDocumentTitle(t('notFound'));
  return (
    <div className="page page--center not-found">
      <h1>{t('notFound')}</h1>
      <Link to={webPaths.home.href()} className="button">
        {t('header.home')}
      </Link>
    </div>
  );
}
