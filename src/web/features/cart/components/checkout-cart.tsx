import { useId, useState } from 'react';
import { ChevronDownIcon, TrashIcon } from '#web/components/icons.js';
import { CartSaving, MrpOff } from '#web/components/mrp-price.js';
import { ProductName } from '#web/components/product-name.js';
import { useFormat } from '#web/i18n/format.js';
import { isKgUnit, useT, useUnit } from '#web/i18n/i18n.js';
import { lineTotal } from '#web/lib/line-totals.js';
import { useShopMaxPerOrder } from '#web/lib/shop-settings.js';
import { orderLimitOf, quantityOptions } from '../cart-line.js';
import { useCartStore } from '../cart-store.js';
import { type PricedCartLine, useCartLines } from '../use-cart-lines.js';
import { MinimumOrderNote } from './minimum-order-note.js';

/**
 * Spec 2.7 checkout cart: a toggle with the item count; each line with quantity list (in the
 * product's own unit: decision 0037), rate, line total, Remove; totals; and what is missing to the shop's minimum order, if anything. Rates,
 * weight options and limits are the products' current ones (use-cart-lines.ts).
 */
export function CheckoutCart({ minOrderAmount = 0 }: { minOrderAmount?: number }) {
  const { money } = useFormat();
  const t = useT();
  const { items, lines, ready, total, isError } = useCartLines();
  const [open, setOpen] = useState(true);
  const listId = useId();

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
        <div>
          <dt>{t('checkout.shippingCharge')}</dt>
          <dd>{t('checkout.free')}</dd>
        </div>
        <div className="totals__grand">
          <dt>{t('checkout.total')}</dt>
          <dd>{money(total ?? 0)}</dd>
        </div>
      </dl>
      {ready && <CartSaving lines={lines} />}
      <MinimumOrderNote lines={lines} minOrderAmount={minOrderAmount} />
    </section>
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
