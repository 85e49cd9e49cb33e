import { ErrorLines } from '#web/components/error-lines.js';
import { LoadingOverlay } from '#web/components/loading-overlay.js';
import { useDeleteProduct } from '#web/features/admin/api/delete-product.js';
import { NoticeLines } from '#web/features/admin/components/notice-lines.js';
import { ProductsTable } from '#web/features/admin/components/products-table.js';
import { useNotice } from '#web/features/admin/use-notice.js';
import { useProducts } from '#web/features/catalog/api/get-products.js';
import { adminTexts } from '#web/i18n/admin-texts.js';
import { messagesOf } from '#web/lib/api-client.js';
import { useDocumentTitle } from '#web/lib/use-document-title.js';

const t = adminTexts.product;

/** Spec 2.9 All Products (/admin/view/products); a failed delete shows its message above the table for 5 s (spec 8). */
export function AdminProductsPage() {
  useDocumentTitle(t.listTitle);
  const products = useProducts({ kind: 'all' });
  const remove = useDeleteProduct();
  const { notice, done, failed } = useNotice();

  const list = products.data?.products ?? [];
  return (
    <section className="admin-page">
      {products.isPending && <LoadingOverlay label={t.fetching} />}
      {remove.isPending && <LoadingOverlay label={t.deleting} />}
      <h1>{t.listTitle}</h1>
      <NoticeLines notice={notice} />
      {products.isError && <ErrorLines messages={messagesOf(products.error)} />}
      {products.isSuccess && list.length === 0 && <p className="notice">{t.none}</p>}
      {list.length > 0 && (
        <ProductsTable
          products={list}
          onDelete={(product) => remove.mutate(product._id, { onSuccess: () => done(t.deleted), onError: failed })}
          deleting={remove.isPending}
        />
      )}
    </section>
  );
}
