import { Link, useParams } from 'react-router';
import { webPaths } from '#common/web-paths.js';
import { LoadingOverlay } from '../components/loading-overlay.js';
import { useLocalName } from '../components/product-name.js';
import { AddToCart } from '../features/cart/components/add-to-cart.js';
import { useProduct } from '../features/catalog/api/get-product.js';
import { ProductDetails } from '../features/catalog/components/product-details.js';
import { ProductPinCheck } from '../features/delivery/components/product-pin-check.js';
import { useT } from '../i18n/i18n.js';
import { ApiError } from '../lib/api-client.js';
import { useDocumentTitle } from '../lib/use-document-title.js';

/** /product/:productId, where the home page's View Product leads; the shopper can check delivery to their PIN here. */
export default function ProductDetailPage() {
  const t = useT();
  const { productId = '' } = useParams();
  const product = useProduct(productId);
  const localName = useLocalName();
  useDocumentTitle(product.data ? localName(product.data) : t('products.products'));

  if (product.isPending) return <LoadingOverlay label={t('products.productLoading')} />;
  if (product.isError) {
    const missing = product.error instanceof ApiError && (product.error.status === 404 || product.error.status === 400);
    return (
      <div className="page page--center">
        <p className="notice notice--error">{missing ? t('products.productNotFound') : t('products.loadFailed')}</p>
        <Link to={webPaths.products.href()} className="button">
          {t('products.backToProducts')}
        </Link>
      </div>
    );
  }
  return (
    <div className="page">
      <ProductDetails product={product.data}>
        <AddToCart product={product.data} showLimit />
        <ProductPinCheck />
      </ProductDetails>
    </div>
  );
}
