import { useState } from 'react';
import { Link } from 'react-router';
import { webPaths } from '#common/web-paths.js';
import { Popup } from '../components/popup.js';
import { useSession } from '../features/auth/api/get-logged-user.js';
import { AddReviewForm } from '../features/reviews/components/add-review-form.js';
import { useT } from '../i18n/i18n.js';
import { useDocumentTitle } from '../lib/use-document-title.js';

/** Spec 2.8 Add Review (/review/add, signed in): success popup with the server's message. */
export default function AddReviewPage() {
  const t = useT();
  useDocumentTitle(t('reviews.addTitle'));
  const { user } = useSession();
  const [message, setMessage] = useState<string | null>(null);

  return (
    <div className="page page--narrow">
      <AddReviewForm fullName={user ? `${user.firstName} ${user.lastName}` : ''} onAdded={setMessage} />
      <Popup
        open={message !== null}
        title={t('reviews.addTitle')}
        onClose={() => setMessage(null)}
        actions={
          <Link to={webPaths.reviews.href()} className="button">
            {t('reviews.title')}
          </Link>
        }
      >
        <p>{message}</p>
      </Popup>
    </div>
  );
}
