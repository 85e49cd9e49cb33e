import { Link } from 'react-router';
import { adminWebPaths } from '#common/admin-web-paths.js';
import { useOwnerRiderTexts } from '#web/i18n/owner-rider-texts.js';
import { riderName, type ShopRider } from '../api/get-riders.js';

/** The riders a select offers, after its "Choose a rider" (the assign bar, an order's Rider section). */
export function RiderOptions({ riders }: { riders: readonly ShopRider[] }) {
  const t = useOwnerRiderTexts().list;
  return (
    <>
      <option value="">{t.chooseRider}</option>
      {riders.map((rider) => (
        <option key={rider._id} value={rider._id}>
          {riderName(rider)}
        </option>
      ))}
    </>
  );
}

/** A shop without riders is told how to make one: a Rider is an account the owner makes so in Users. */
export function NoRidersYet() {
  const t = useOwnerRiderTexts();
  return (
    <>
      {t.list.noRiders} <Link to={adminWebPaths.users.href()}>{t.report.toUsers}</Link>
    </>
  );
}
