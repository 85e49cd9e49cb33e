import { LoadingOverlay } from '#web/components/loading-overlay.js';
import { useSession } from '#web/features/auth/api/get-logged-user.js';
import { RiderRunView } from '#web/features/rider/components/rider-run-view.js';
import { useRiderTexts } from '#web/i18n/rider-texts.js';
import { useDocumentTitle } from '#web/lib/use-document-title.js';
import '../styles/rider.css';

/**
 * /rider (a Rider only: routes/guards.tsx RiderArea; API.md "The delivery run", decision 0058):
 * the day's stops, made for a phone in one hand. Its own chunk: shoppers never download it.
 */
export default function RiderPage() {
  const t = useRiderTexts();
  useDocumentTitle(t.title);
  const { user } = useSession();
  if (!user) return <LoadingOverlay label={t.loading} />;
  return <RiderRunView riderId={user._id} />;
}
