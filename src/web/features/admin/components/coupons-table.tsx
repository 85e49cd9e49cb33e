import type { Coupon } from '#common/schemas/coupons.js';
import { useFormat } from '#web/i18n/format.js';
import { useOwnerCouponTexts } from '#web/i18n/owner-coupon-texts.js';
import { couponFactsOf } from '../coupon-facts.js';
import { AdminTable } from './admin-table.js';
import { CouponActions, type CouponActionsProps } from './coupon-actions.js';

/** The coupons on a wide screen: one row each, its code first, Active or Paused, and its actions. */
export function CouponsTable({ coupons, ...actions }: { coupons: readonly Coupon[] } & CouponActionsProps) {
  const t = useOwnerCouponTexts().list;
  const { date } = useFormat();
  const c = t.columns;
  return (
    <AdminTable columns={[c.code, c.discount, c.minimum, c.maxDiscount, c.valid, c.perShopper, c.uses, c.status, c.actions]}>
      {coupons.map((coupon) => {
        const facts = couponFactsOf(coupon, t, date);
        return (
          <tr key={coupon._id} className={coupon.active ? undefined : 'coupon--paused'}>
            <th scope="row" className="coupon-code">
              {coupon.code}
            </th>
            <td>{facts.discount}</td>
            <td>{facts.minimum}</td>
            <td>{facts.maxDiscount}</td>
            <td>{facts.valid}</td>
            <td>{facts.perShopper}</td>
            <td>{facts.uses}</td>
            <td>
              <span className={`coupon-status coupon-status--${coupon.active ? 'active' : 'paused'}`}>{facts.status}</span>
            </td>
            <td>
              <CouponActions coupon={coupon} {...actions} />
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}
