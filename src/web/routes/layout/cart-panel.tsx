import { Link } from 'react-router';
import { formatRupees } from '#common/money.js';
import { TrashIcon } from '#web/components/icons.js';
import { paths } from '#web/config/paths.js';
import { useCartStore } from '#web/features/cart/cart-store.js';
import { MinimumOrderNote } from '#web/features/cart/components/minimum-order-note.js';
import { useDeliverySettings } from '#web/features/delivery/api/get-shop-settings.js';
import { texts } from '#web/i18n/texts.js';
import { cartTotal, lineTotal } from '#web/lib/line-totals.js';

/** Spec 2.2: each line with image, name, '₹ {rate×qty}/-', quantity and Remove; a total; Go To Cart. */
export function CartPanel() {
  const items = useCartStore((s) => s.items);
  const removeItem = useCartStore((s) => s.removeItem);
  const minOrderAmount = useDeliverySettings().data?.minOrderAmount ?? 0;

  return (
    <section id="cart-panel" className="header-panel cart-panel" aria-label={texts.cart.title}>
      {items.length === 0 ? (
        <p className="cart-panel__empty">{texts.cart.empty}</p>
      ) : (
        <>
          <ul className="cart-lines">
            {items.map((item) => (
              <li key={item.id} className="cart-line">
                <img src={item.image} alt="" width="64" height="64" loading="lazy" />
                <div className="cart-line__info">
                  <p className="cart-line__name">{item.name}</p>
                  <p className="cart-line__price">{formatRupees(lineTotal(item))}/-</p>
                  <p className="cart-line__qty">
                    {texts.cart.quantity}: {item.quantity} {item.unit}
                  </p>
                </div>
                <button type="button" className="button button--small button--ghost" onClick={() => removeItem(item.id)}>
                  <TrashIcon width="16" height="16" />
                  {texts.cart.remove}
                </button>
              </li>
            ))}
          </ul>
          <p className="cart-panel__total">
            {texts.cart.total}: <strong>{formatRupees(cartTotal(items))}/-</strong>
          </p>
          <MinimumOrderNote minOrderAmount={minOrderAmount} />
        </>
      )}
      <Link to={paths.checkout} className="button button--block">
        {texts.cart.goToCart}
      </Link>
    </section>
  );
}
