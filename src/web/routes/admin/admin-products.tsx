import { useDeleteProduct } from '#web/features/admin/api/delete-product.js';
import { AdminListPage } from '#web/features/admin/components/admin-list-page.js';
import { ProductsTable } from '#web/features/admin/components/products-table.js';
import { useNotice } from '#web/features/admin/use-notice.js';
import { useProducts } from '#web/features/catalog/api/get-products.js';
import { adminTexts } from '#web/i18n/admin-texts.js';

const t = adminTexts.product;

/** Spec 2.9 All Products (/admin/view/products); a failed delete shows its message above the table for 5 s (spec 8). */
export function AdminProductsPage() {
  const products = useProducts({ kind: 'all' });
  const remove = useDeleteProduct();
  const { notice, done, failed } = useNotice();

  const list = products.data?.products ?? [];
  return (
    <AdminListPage
      title={t.listTitle}
      list={products}
      rowCount={list.length}
      loadingLabel={t.fetching}
      emptyText={t.none}
      busyLabel={remove.isPending ? t.deleting : null}
      notice={notice}
      table={
        <ProductsTable
          products={list}
          onDelete={(product) => remove.mutate(product._id, { onSuccess: () => done(t.deleted), onError: failed })}
          deleting={remove.isPending}
        />
      }
    />
  );
}
