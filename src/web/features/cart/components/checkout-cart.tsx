import { useId, useState } from 'react';
import { ChevronDownIcon, TrashIcon } from '#web/components/icons.js';
import { CartSaving, MrpOff } from '#web/components/mrp-price.js';
import { ProductName } from '#web/components/product-name.js';
import { useFormat } from '#web/i18n/format.js';
import { isKgUnit, useT, useUnit } from '#web/i18n/i18n.js';
import { lineTotal } from '#web/lib/line-totals.js';
import { type OfferTotals, offerTotals } from '#web/lib/offer-totals.js';
import { useShopMaxPerOrder } from '#web/lib/shop-settings.js';
import { orderLimitOf, quantityOptions } from '../cart-line.js';
import { useCartStore } from '../cart-store.js';
import { type PricedCartLine, useCartLines } from '../use-cart-lines.js';
import { MinimumOrderNote } from './minimum-order-note.js';

/**
 * Spec 2.7 checkout cart: a toggle with the item count; each line with quantity list (in the
 * product's own unit: decision 0037), rate, line total, Remove; totals; and what is missing to the shop's minimum order, if anything. Rates,
 * weight options and limits are the products' current ones (use-cart-lines.ts). In a shop that
 * charges for delivery, the charge and how much more goes free (decision 0063); a shop that does
 * not shows the specification's "Free".
 */
export function CheckoutCart({
  minOrderAmount = 0,
  totals: offer,
}: {
  minOrderAmount?: number;
  /** The items with the delivery charge and any coupon (offer-totals.ts); by default the items alone, delivered free. */
  totals?: OfferTotals;
}) {
  const { money } = useFormat();
  const t = useT();
  const { items, lines, ready, total, isError } = useCartLines();
  const [open, setOpen] = useState(true);
  const listId = useId();
  const totals = offer ?? offerTotals(lines);

  return (
    <section className="checkout-cart card" aria-label={t('cart.title')}>
      <button
        type="button"
        className="checkout-cart__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        <span>{t('checkout.items', { count: items.length })}</span>
        <ChevronDownIcon className={open ? 'rotate' : ''} />
      </button>
      <ul id={listId} className="checkout-lines" hidden={!open}>
        {lines.map((item) => (
          <CheckoutLine key={item.id} item={item} />
        ))}
      </ul>
      {!ready && (
        <p className="notice" role="status">
          {isError ? t('somethingWentWrong') : t('loading')}
        </p>
      )}
      <dl className="totals">
        <div>
          <dt>{t('checkout.subtotal')}</dt>
          <dd>{money(total ?? 0)}</dd>
        </div>
        {totals.discount > 0 && (
          <div className="totals__discount">
            <dt>{t('offers.discount')}</dt>
            <dd>{t('offers.minus', { amount: money(totals.discount) })}</dd>
          </div>
        )}
        <div>
          <dt>{t('checkout.shippingCharge')}</dt>
          <dd>{totals.charge > 0 ? money(totals.charge) : t('checkout.free')}</dd>
        </div>
        <div className="totals__grand">
          <dt>{t('checkout.total')}</dt>
          <dd>{money(totals.charges || totals.discount > 0 ? totals.total : (total ?? 0))}</dd>
        </div>
      </dl>
      {ready && totals.charges && <FreeDeliveryNote shortOfFree={totals.shortOfFree} charge={totals.charge} />}
      {ready && <CartSaving lines={lines} />}
      <MinimumOrderNote lines={lines} minOrderAmount={minOrderAmount} />
    </section>
  );
}

/**
 * "Add ₹ 40 more for free delivery" while the items (after any discount) are below the shop's
 * free-delivery amount, "Free delivery" once they reach it; nothing in a shop that never waives
 * its charge. A polite live region, so a changed quantity is heard.
 */
function FreeDeliveryNote({ shortOfFree, charge }: { shortOfFree: number; charge: number }) {
  const { money } = useFormat();
  const t = useT();
  const text = shortOfFree > 0 ? t('offers.addForFree', { more: money(shortOfFree) }) : charge === 0 ? t('offers.freeDelivery') : '';
  return (
    <p className={`free-delivery-note${shortOfFree > 0 ? ' notice' : ''}`} aria-live="polite">
      {text}
    </p>
  );
}

function CheckoutLine({ item }: { item: PricedCartLine }) {
  const { money } = useFormat();
  const t = useT();
  const unit = useUnit();
  const updateItem = useCartStore((s) => s.updateItem);
  const removeItem = useCartStore((s) => s.removeItem);
  const selectId = useId();
  const noteId = useId();
  // Nothing over what one order takes (API.md "Guards against abuse"); a line already over it
  // (a cart from before the limit) keeps its quantity in the list, with the limit beside it.
  const limit = orderLimitOf(item, useShopMaxPerOrder());
  const overLimit = item.quantity > limit;
  const options = quantityOptions({ kilogramOption: item.kilogramOption.length ? item.kilogramOption : [item.quantity] }, limit);
  const choices = options.includes(item.quantity) ? options : [...options, item.quantity].sort((a, b) => a - b);

  return (
    <li className="checkout-line">
      <img src={item.image} alt="" width="72" height="72" loading="lazy" />
      <div className="checkout-line__info">
        <p className="checkout-line__name">
          <ProductName item={item} />
        </p>
        <p className="checkout-line__rate">
          {t('products.ratePerUnit', { amount: money(item.rate), unit: unit(item.unit) })} <MrpOff price={item} />
        </p>
        {item.outOfStock && <p className="out-of-stock">{t('cart.outOfStock')}</p>}
        <div className="checkout-line__qty">
          <label htmlFor={selectId}>
            {isKgUnit(item.unit) ? t('checkout.quantityKg') : t('checkout.quantityIn', { unit: unit(item.unit) })}
          </label>
          <select
            id={selectId}
            value={String(item.quantity)}
            aria-describedby={overLimit ? noteId : undefined}
            onChange={(e) => updateItem(item.id, { quantity: Number(e.target.value) })}
          >
            {choices.map((q) => (
              <option key={q} value={String(q)}>
                {q} {unit(item.unit)}
              </option>
            ))}
          </select>
        </div>
        {overLimit && (
          <p id={noteId} className="checkout-line__limit" role="alert">
            {t('cart.overLimit', { max: limit, unit: unit(item.unit) })}
          </p>
        )}
      </div>
      <div className="checkout-line__end">
        <p className="checkout-line__total">{money(lineTotal(item))}</p>
        <button type="button" className="button button--small button--ghost" onClick={() => removeItem(item.id)}>
          <TrashIcon width="16" height="16" />
          {t('cart.remove')}
        </button>
      </div>
    </li>
  );
}
