import type { Coupon } from '#common/schemas/coupons.js';
import { useFormat } from '#web/i18n/format.js';
import { useOwnerCouponTexts } from '#web/i18n/owner-coupon-texts.js';
import { couponFactsOf } from '../coupon-facts.js';
import { CouponActions, type CouponActionsProps } from './coupon-actions.js';

/**
 * The coupons on a phone: one card each instead of the table's nine columns (as the orders and
 * khata lists do), so nothing scrolls sideways at 360 px. The code and its discount lead, then
 * Active or Paused, the limits as label and value, and the actions.
 */
export function CouponCards({ coupons, ...actions }: { coupons: readonly Coupon[] } & CouponActionsProps) {
  const t = useOwnerCouponTexts().list;
  const { date } = useFormat();
  const c = t.columns;
  return (
    <ul className="order-cards coupon-cards">
      {coupons.map((coupon) => {
        const facts = couponFactsOf(coupon, t, date);
        return (
          <li key={coupon._id} className={`order-card${coupon.active ? '' : ' coupon--paused'}`}>
            <div className="order-card__head">
              <h2 className="order-card__number coupon-code">{coupon.code}</h2>
              <span className={`coupon-status coupon-status--${coupon.active ? 'active' : 'paused'}`}>{facts.status}</span>
            </div>
            <dl className="coupon-card__facts">
              <dt>{c.discount}</dt>
              <dd>{facts.discount}</dd>
              <dt>{c.minimum}</dt>
              <dd>{facts.minimum}</dd>
              {coupon.kind === 'percent' && (
                <>
                  <dt>{c.maxDiscount}</dt>
                  <dd>{facts.maxDiscount}</dd>
                </>
              )}
              <dt>{c.valid}</dt>
              <dd>{facts.valid}</dd>
              <dt>{c.perShopper}</dt>
              <dd>{facts.perShopper}</dd>
              <dt>{c.uses}</dt>
              <dd>{facts.uses}</dd>
            </dl>
            <CouponActions coupon={coupon} {...actions} />
          </li>
        );
      })}
    </ul>
  );
}
