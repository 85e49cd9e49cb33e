import { isRouteErrorResponse, useRouteError } from 'react-router';
import { texts } from '#web/i18n/texts.js';
import { NotFoundPage } from '../not-found.js';

/** The router's error boundary: a failed screen (or a chunk that no longer exists after a deploy) offers a reload. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <div className="page page--center">
      <h1>{texts.somethingWentWrong}</h1>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {texts.tryAgain}
      </button>
    </div>
  );
}
