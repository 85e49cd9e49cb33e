import type { Coupon } from '#common/schemas/coupons.js';
import { TrashIcon } from '#web/components/icons.js';
import { useOwnerCouponTexts } from '#web/i18n/owner-coupon-texts.js';

export interface CouponActionsProps {
  onEdit: (coupon: Coupon) => void;
  onToggle: (coupon: Coupon) => void;
  onDelete: (coupon: Coupon) => void;
  busy: boolean;
}

/**
 * A coupon's Edit, Pause or Resume, and Delete, each named with the code (a list of look-alike
 * buttons read aloud says which coupon each is for). Delete asks first (the page's dialog).
 */
export function CouponActions({ coupon, onEdit, onToggle, onDelete, busy }: CouponActionsProps & { coupon: Coupon }) {
  const t = useOwnerCouponTexts().list;
  return (
    <div className="admin-actions coupon-actions">
      <button
        type="button"
        className="button button--outline button--small"
        aria-label={t.editNamed(coupon.code)}
        onClick={() => onEdit(coupon)}
      >
        {t.edit}
      </button>
      <button
        type="button"
        className="button button--outline button--small"
        aria-label={coupon.active ? t.pauseNamed(coupon.code) : t.resumeNamed(coupon.code)}
        onClick={() => onToggle(coupon)}
        disabled={busy}
      >
        {coupon.active ? t.pause : t.resume}
      </button>
      <button
        type="button"
        className="icon-button admin-action admin-action--delete"
        aria-label={t.deleteNamed(coupon.code)}
        title={t.deleteNamed(coupon.code)}
        onClick={() => onDelete(coupon)}
        disabled={busy}
      >
        <TrashIcon width="20" height="20" />
      </button>
    </div>
  );
}
