import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '#web/config/paths.js';
import { useSession } from '#web/features/auth/api/get-logged-user.js';
import { useCartStore } from '#web/features/cart/cart-store.js';
import { CheckoutCart } from '#web/features/cart/components/checkout-cart.js';
import { refreshCartLines } from '#web/features/cart/refresh-cart-lines.js';
import { useFetchCurrentProduct } from '#web/features/catalog/api/get-product.js';
import { ShippingForm } from '#web/features/checkout/components/shipping-form.js';
import { texts } from '#web/i18n/texts.js';
import { useDocumentTitle } from '#web/lib/use-document-title.js';

/** Spec 2.7 Checkout (/Order/Checkout): the cart, then the shipping details; guests get a Login button. */
export default function CheckoutPage() {
  useDocumentTitle(texts.checkout.title);
  const itemCount = useCartStore((s) => s.items.length);
  const { user } = useSession();
  const navigate = useNavigate();
  const fetchProduct = useFetchCurrentProduct();

  // Show today's rates and stocks, not the ones of the day the item was added.
  useEffect(() => {
    void refreshCartLines(fetchProduct);
  }, [fetchProduct]);

  if (itemCount === 0) {
    return (
      <div className="page page--center">
        <h1>{texts.checkout.title}</h1>
        <p className="notice">{texts.cart.empty}</p>
        <Link to={paths.products} className="button">
          {texts.cart.addProducts}
        </Link>
      </div>
    );
  }

  return (
    <div className="page">
      <h1>{texts.checkout.title}</h1>
      <div className="checkout-layout">
        <CheckoutCart />
        <section className="card" aria-labelledby="shipping-title">
          <h2 id="shipping-title">{texts.checkout.shippingDetails}</h2>
          {user ? (
            <ShippingForm fullName={`${user.firstName} ${user.lastName}`} onNext={() => navigate(paths.confirmOrder)} />
          ) : (
            <div className="stack">
              <p>{texts.checkout.loginToContinue}</p>
              {/* After logging in, the shopper comes back here rather than to the home page. */}
              <Link to={paths.login} state={{ from: paths.checkout }} className="button button--block">
                {texts.checkout.login}
              </Link>
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
