import { useId, useState } from 'react';
import { formatRupees } from '#common/money.js';
import { ChevronDownIcon, TrashIcon } from '#web/components/icons.js';
import { texts } from '#web/i18n/texts.js';
import { cartTotal, lineTotal } from '#web/lib/line-totals.js';
import { type CartItem, useCartStore } from '../cart-store.js';
import { MinimumOrderNote } from './minimum-order-note.js';

/**
 * Spec 2.7 checkout cart: a toggle with the item count; each line with quantity list, rate, line
 * total, Remove; totals; and what is missing to the shop's minimum order, if anything.
 */
export function CheckoutCart({ minOrderAmount = 0 }: { minOrderAmount?: number }) {
  const items = useCartStore((s) => s.items);
  const [open, setOpen] = useState(true);
  const listId = useId();
  const total = cartTotal(items);

  return (
    <section className="checkout-cart card" aria-label={texts.cart.title}>
      <button
        type="button"
        className="checkout-cart__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        <span>{texts.checkout.items(items.length)}</span>
        <ChevronDownIcon className={open ? 'rotate' : ''} />
      </button>
      <ul id={listId} className="checkout-lines" hidden={!open}>
        {items.map((item) => (
          <CheckoutLine key={item.id} item={item} />
        ))}
      </ul>
      <dl className="totals">
        <div>
          <dt>{texts.checkout.subtotal}</dt>
          <dd>{formatRupees(total)}</dd>
        </div>
        <div>
          <dt>{texts.checkout.shippingCharge}</dt>
          <dd>{texts.checkout.free}</dd>
        </div>
        <div className="totals__grand">
          <dt>{texts.checkout.total}</dt>
          <dd>{formatRupees(total)}</dd>
        </div>
      </dl>
      <MinimumOrderNote minOrderAmount={minOrderAmount} />
    </section>
  );
}

function CheckoutLine({ item }: { item: CartItem }) {
  const updateItem = useCartStore((s) => s.updateItem);
  const removeItem = useCartStore((s) => s.removeItem);
  const selectId = useId();
  const options = item.kilogramOption.length ? item.kilogramOption : [item.quantity];
  const choices = options.includes(item.quantity) ? options : [...options, item.quantity].sort((a, b) => a - b);

  return (
    <li className="checkout-line">
      <img src={item.image} alt="" width="72" height="72" loading="lazy" />
      <div className="checkout-line__info">
        <p className="checkout-line__name">{item.name}</p>
        <p className="checkout-line__rate">{texts.products.ratePerUnit(formatRupees(item.rate), item.unit)}</p>
        <div className="checkout-line__qty">
          <label htmlFor={selectId}>{texts.checkout.quantityKg}</label>
          <select id={selectId} value={String(item.quantity)} onChange={(e) => updateItem(item.id, { quantity: Number(e.target.value) })}>
            {choices.map((q) => (
              <option key={q} value={String(q)}>
                {q} {item.unit}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="checkout-line__end">
        <p className="checkout-line__total">{formatRupees(lineTotal(item))}</p>
        <button type="button" className="button button--small button--ghost" onClick={() => removeItem(item.id)}>
          <TrashIcon width="16" height="16" />
          {texts.cart.remove}
        </button>
      </div>
    </li>
  );
}
