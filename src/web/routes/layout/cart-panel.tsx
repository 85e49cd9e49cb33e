import { Link } from 'react-router';
import { webPaths } from '#common/web-paths.js';
import { TrashIcon } from '#web/components/icons.js';
import { CartSaving, MrpOff } from '#web/components/mrp-price.js';
import { ProductName } from '#web/components/product-name.js';
import { useCartStore } from '#web/features/cart/cart-store.js';
import { MinimumOrderNote } from '#web/features/cart/components/minimum-order-note.js';
import { useCartLines } from '#web/features/cart/use-cart-lines.js';
import { useDeliverySettings } from '#web/features/delivery/api/get-shop-settings.js';
import { useFormat } from '#web/i18n/format.js';
import { useT, useUnit } from '#web/i18n/i18n.js';
import { lineTotal } from '#web/lib/line-totals.js';

/**
 * Spec 2.2: each line with image, name, '₹ {rate×qty}/-', quantity and Remove; a total; Go To Cart.
 * Prices are the products' current ones (use-cart-lines.ts); a line out of stock says so.
 */
export function CartPanel() {
  const { money } = useFormat();
  const t = useT();
  const unit = useUnit();
  const { items, lines, ready, total, isError } = useCartLines();
  const removeItem = useCartStore((s) => s.removeItem);
  const minOrderAmount = useDeliverySettings().data?.minOrderAmount ?? 0;

  return (
    <section id="cart-panel" className="header-panel cart-panel" aria-label={t('cart.title')}>
      {items.length === 0 ? (
        <p className="cart-panel__empty">{t('cart.empty')}</p>
      ) : !ready ? (
        <p className="cart-panel__empty" role="status">
          {isError ? t('somethingWentWrong') : t('loading')}
        </p>
      ) : (
        <>
          <ul className="cart-lines">
            {lines.map((item) => (
              <li key={item.id} className="cart-line">
                <img src={item.image} alt="" width="64" height="64" loading="lazy" />
                <div className="cart-line__info">
                  <p className="cart-line__name">
                    <ProductName item={item} />
                  </p>
                  <p className="cart-line__price">
                    {money(lineTotal(item))}/-{' '}
                    <MrpOff price={item} amount={item.mrp == null ? undefined : lineTotal({ rate: item.mrp, quantity: item.quantity })} />
                  </p>
                  {item.outOfStock && <p className="out-of-stock">{t('cart.outOfStock')}</p>}
                  <p className="cart-line__qty">
                    {t('cart.quantity')}: {item.quantity} {unit(item.unit)}
                  </p>
                </div>
                <button type="button" className="button button--small button--ghost" onClick={() => removeItem(item.id)}>
                  <TrashIcon width="16" height="16" />
                  {t('cart.remove')}
                </button>
              </li>
            ))}
          </ul>
          <p className="cart-panel__total">
            {t('cart.total')}: <strong>{money(total ?? 0)}/-</strong>
          </p>
          <CartSaving lines={lines} />
          <MinimumOrderNote lines={lines} minOrderAmount={minOrderAmount} />
        </>
      )}
      <Link to={webPaths.checkout.href()} className="button button--block">
        {t('cart.goToCart')}
      </Link>
    </section>
  );
}
