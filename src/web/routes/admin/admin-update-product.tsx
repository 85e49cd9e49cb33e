import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useParams } from 'react-router';
import type { Product } from '#common/schemas/catalog.js';
import { LoadingOverlay } from '#web/components/loading-overlay.js';
import { namesOf } from '#web/components/product-name.js';
import { useUpdateProduct } from '#web/features/admin/api/update-product.js';
import { NoticeLines } from '#web/features/admin/components/notice-lines.js';
import { type ProductDraft, ProductForm } from '#web/features/admin/components/product-form.js';
import type { ProductEditState } from '#web/features/admin/components/products-table.js';
import { weightsOf } from '#web/features/admin/components/weight-options.js';
import { useNotice } from '#web/features/admin/use-notice.js';
import { useCategories } from '#web/features/catalog/api/get-categories.js';
import { productQueryOptions } from '#web/features/catalog/api/get-product.js';
import { adminTexts } from '#web/i18n/admin-texts.js';
import { ApiError, messagesOf } from '#web/lib/api-client.js';
import { useDocumentTitle } from '#web/lib/use-document-title.js';

const t = adminTexts.product;

/** The product's aliases, when the answer carries them. */
function aliasesOfProduct(product: Product): string[] {
  const aliases = (product as { aliases?: unknown }).aliases;
  return Array.isArray(aliases) ? aliases.filter((alias): alias is string => typeof alias === 'string') : [];
}

/** The current stock a 409 STOCK_CHANGED carries. */
function stockChangedTo(error: unknown): number | undefined {
  if (!(error instanceof ApiError) || error.code !== 'STOCK_CHANGED') return undefined;
  const stocks = (error.items[0] as { stocks?: unknown } | undefined)?.stocks;
  return typeof stocks === 'number' ? stocks : undefined;
}

function draftOf(product: Product): ProductDraft {
  const { checked, extra } = weightsOf(product.kilogramOption, product.unit);
  return {
    name: product.name,
    nameHi: namesOf(product)?.hi ?? '',
    nameMr: namesOf(product)?.mr ?? '',
    aliases: aliasesOfProduct(product).join(', '),
    unit: product.unit,
    rate: String(product.rate),
    stocks: String(product.stocks),
    lowStockThreshold: product.lowStockThreshold === null ? '' : String(product.lowStockThreshold),
    maxPerOrder: product.maxPerOrder === null ? '' : String(product.maxPerOrder),
    // Sent back as they are unless changed (decision 0061).
    mrp: product.mrp === null ? '' : String(product.mrp),
    hsn: product.hsn,
    gstRate: String(product.gstRate),
    category: product.category?._id ?? '',
    weights: checked,
    extraWeights: extra,
    imageUrl: product.thumbnailUrl || product.url,
  };
}

/**
 * Spec 2.9 Update Product (/admin/update/products/:productId): prefilled from the product the
 * edit link carried until the saved one has been fetched (also when the address was opened
 * directly). The image is optional.
 */
export function AdminUpdateProductPage() {
  useDocumentTitle(t.updateTitle);
  const { productId = '' } = useParams();
  const carried = (useLocation().state as ProductEditState | null)?.product;
  const fromState = carried?._id === productId ? carried : undefined;
  // The carried product shows at once; the saved one replaces it (the state survives a reload, stale).
  const fetched = useQuery({ ...productQueryOptions(productId), placeholderData: fromState });
  const product = fetched.data;
  const categories = useCategories();
  const update = useUpdateProduct();
  const { notice, done, failed, clear } = useNotice();
  // Orders changed the stock since the form opened: the shop's figure, for the form to show.
  const [currentStock, setCurrentStock] = useState<{ stocks: number }>();
  const missing = fetched.error instanceof ApiError && (fetched.error.status === 404 || fetched.error.status === 400);

  return (
    <section className="admin-page">
      {((!product && fetched.isFetching) || categories.isPending) && <LoadingOverlay label={t.loadingOne} />}
      {update.isPending && <LoadingOverlay label={t.updating} />}
      <h1>{t.updateTitle}</h1>
      <NoticeLines notice={notice} />
      {fetched.isError && !product && <p className="notice notice--error">{missing ? t.notFound : adminTexts.orders.loadFailed}</p>}
      {product && categories.data && (
        <ProductForm
          // A new form only when the values differ (a stale carried product, or the saved update).
          key={JSON.stringify(draftOf(product))}
          idPrefix="update-product"
          initial={draftOf(product)}
          categories={categories.data}
          submitLabel={t.updateButton}
          imageRequired={false}
          busy={update.isPending}
          refusal={update.isError ? messagesOf(update.error) : []}
          onMissingCategory={() => window.alert(t.selectCategory)}
          guardStock
          currentStock={currentStock}
          onSubmit={(input) => {
            clear();
            update.mutate(
              { id: product._id, input },
              {
                onSuccess: (answer) => done(answer.message || t.updated),
                onError: (error) => {
                  const stocks = stockChangedTo(error);
                  if (stocks !== undefined) setCurrentStock({ stocks });
                  failed(error);
                },
              },
            );
          }}
        />
      )}
    </section>
  );
}
