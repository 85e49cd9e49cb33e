import type { ReactNode } from 'react';
import { type MrpPriced, mrpAboveRate, percentOff, savingOf } from '#common/mrp.js';
import { useFormat } from '#web/i18n/format.js';
import { useT } from '#web/i18n/i18n.js';

/**
 * The printed MRP struck through and "N% off", beside a price (API.md "Tax and labels";
 * decision 0061); nothing when the product has no MRP above its rate. `amount` is the MRP to
 * strike when it is not the unit's (a cart line's MRP × quantity). Screen readers hear
 * "MRP ₹ 60" rather than a bare struck number.
 */
export function MrpOff({ price, amount }: { price: MrpPriced; amount?: number | undefined }) {
  const { money } = useFormat();
  const t = useT();
  const mrp = mrpAboveRate(price);
  const percent = percentOff(price);
  if (mrp === null || percent === null) return null;
  const struck = money(amount ?? mrp);
  return (
    <span className="mrp">
      <s className="mrp__struck" aria-hidden="true">
        {struck}
      </s>
      <span className="visually-hidden">{t('products.mrp', { amount: struck })}</span>
      {percent > 0 && <span className="mrp__off">{t('products.percentOff', { percent })}</span>}
    </span>
  );
}

/** A price line with its MRP beside it: the price element as it was, and the MRP after it on the same row. */
export function PriceWithMrp({ price, children }: { price: MrpPriced; children: ReactNode }) {
  if (mrpAboveRate(price) === null) return children;
  return (
    <div className="price-row">
      {children}
      <MrpOff price={price} />
    </div>
  );
}

/** "You save ₹ 20" under a cart's total, when any of its lines is sold under its MRP. */
export function CartSaving({ lines, className }: { lines: readonly (MrpPriced & { quantity: number })[]; className?: string }) {
  const { money } = useFormat();
  const t = useT();
  const saving = savingOf(lines);
  if (saving <= 0) return null;
  return <p className={className ? `cart-saving ${className}` : 'cart-saving'}>{t('cart.youSave', { amount: money(saving) })}</p>;
}
