import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useT } from '#web/i18n/i18n.js';
import { NotFoundPage } from '../not-found.js';

/** The router's error boundary: a failed screen (or a chunk that no longer exists after a deploy) offers a reload. */
export function RouteError() {
  const t = useT();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <div className="page page--center">
      <h1>{t('somethingWentWrong')}</h1>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {t('tryAgain')}
      </button>
    </div>
  );
}
