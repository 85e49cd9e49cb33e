import { useId, useState } from 'react';
import type { Product } from '#common/schemas/catalog.js';
import { useLocalName } from '#web/components/product-name.js';
import { useT, useUnit } from '#web/i18n/i18n.js';
import { useShopMaxPerOrder } from '#web/lib/shop-settings.js';
import { initialQuantity, orderLimitOf, quantityOptions, toCartItem } from '../cart-line.js';
import { useCartStore } from '../cart-store.js';

/**
 * Spec 2.5: a quantity dropdown from kilogramOption (0.5 preselected) and "Add to cart";
 * '{quantity} {unit} in cart' once the product is in the cart. The catalogue's card and page
 * show OUT OF STOCK instead of this when stocks <= 0. The dropdown offers nothing over what one
 * order takes of the product (API.md "Guards against abuse"); `showLimit` (the product page)
 * says that limit.
 */
export function AddToCart({ product, showLimit = false }: { product: Product; showLimit?: boolean }) {
  const t = useT();
  const unit = useUnit();
  const localName = useLocalName();
  const inCart = useCartStore((s) => s.items.find((item) => item.id === product._id));
  const addItem = useCartStore((s) => s.addItem);
  const limit = orderLimitOf(product, useShopMaxPerOrder());
  const options = quantityOptions(product, limit);
  const [chosen, setQuantity] = useState(() => initialQuantity(options, inCart?.quantity));
  // The shop's limit may arrive after the first render: never keep a choice it no longer offers.
  const quantity = options.includes(chosen) ? chosen : initialQuantity(options);
  const selectId = useId();
  const limitNote = showLimit && <p className="order-limit-note">{t('products.maxPerOrder', { max: limit, unit: unit(product.unit) })}</p>;

  if (options.length === 0) return <div className="add-to-cart">{limitNote}</div>;
  return (
    <div className="add-to-cart">
      {limitNote}
      <div className="add-to-cart__row">
        <label htmlFor={selectId} className="visually-hidden">
          {t('products.quantityOf', { name: localName(product) })}
        </label>
        <select id={selectId} value={String(quantity)} onChange={(e) => setQuantity(Number(e.target.value))}>
          {options.map((option) => (
            <option key={option} value={String(option)}>
              {option} {unit(product.unit)}
            </option>
          ))}
        </select>
        <button type="button" className="button" onClick={() => addItem(toCartItem(product, quantity))}>
          {t('cart.addToCart')}
        </button>
      </div>
      <p className="in-cart" role="status">
        {inCart ? t('cart.inCart', { quantity: inCart.quantity, unit: unit(inCart.unit) }) : ''}
      </p>
    </div>
  );
}
