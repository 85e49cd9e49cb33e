import { useState } from 'react';
import { Link } from 'react-router';
import { adminWebPaths } from '#common/admin-web-paths.js';
import type { Product } from '#common/schemas/catalog.js';
import { ListPager } from '#web/components/list-pager.js';
import { useDeleteProduct } from '#web/features/admin/api/delete-product.js';
import { useProductPage } from '#web/features/admin/api/get-product-page.js';
import { AdminListPage } from '#web/features/admin/components/admin-list-page.js';
import { ConfirmDelete } from '#web/features/admin/components/confirm-delete.js';
import { ListSearch } from '#web/features/admin/components/lists/list-search.js';
import { ListSummary } from '#web/features/admin/components/lists/list-summary.js';
import { ProductsTable } from '#web/features/admin/components/products-table.js';
import { useListAddress } from '#web/features/admin/use-list-address.js';
import { useNotice } from '#web/features/admin/use-notice.js';
import { ExportLink } from '#web/features/spreadsheets/components/export-link.js';
import { productsCsvHref } from '#web/features/spreadsheets/sheet-links.js';
import { adminTexts } from '#web/i18n/admin-texts.js';
import '../../styles/admin-lists.css';

const t = adminTexts.product;
const s = adminTexts.spreadsheets;
const l = adminTexts.lists.products;
const { pastLast } = adminTexts.lists;
const FILTERS = ['q'] as const;

/**
 * Spec 2.9 All Products (/admin/view/products), newest first, 25 a page, searched as the
 * storefront searches (decision 0011); the search and page live in the address. Deleting asks
 * first; a failed delete shows its message above the table for 5 s (spec 8).
 */
export function AdminProductsPage() {
  const { filters, page, show } = useListAddress(FILTERS);
  const products = useProductPage({ keyword: filters.q, page });
  const remove = useDeleteProduct();
  const { notice, done, failed } = useNotice();
  const [asking, setAsking] = useState<Product | null>(null);

  const answer = products.data;
  const list = answer?.products ?? [];
  return (
    <AdminListPage
      title={t.listTitle}
      list={products}
      rowCount={list.length}
      loadingLabel={t.fetching}
      emptyText={answer && page > answer.pages ? pastLast(answer.pages) : filters.q ? l.noneMatch : t.none}
      busyLabel={remove.isPending ? t.deleting : null}
      notice={notice}
      filters={
        <>
          <div className="list-tools">
            <ListSearch label={l.search} hint={l.searchHint} value={filters.q} onSearch={(q) => show({ q }, { replace: true })} />
            <ExportLink href={productsCsvHref} label={s.exportProducts} description={s.exportProductsLabel} />
            <Link className="button button--outline button--small" to={adminWebPaths.importProducts.href()}>
              {s.importTitle}
            </Link>
          </div>
          <ListSummary text={answer ? l.found(answer.matched, answer.page, answer.pages) : ''} />
        </>
      }
      table={
        <div className="list-results" aria-busy={products.isPlaceholderData}>
          <ProductsTable products={list} onDelete={setAsking} deleting={remove.isPending} />
        </div>
      }
    >
      {answer && (answer.pages > 1 || page > 1) && (
        <ListPager page={page} pages={answer.pages} onPage={(next) => show({ ...filters, page: next })} />
      )}
      <ConfirmDelete
        item={asking}
        title={t.confirmTitle}
        textOf={(product) => t.confirmText(product.name)}
        confirmLabel={t.confirmButton}
        onConfirm={(product) => remove.mutate(product._id, { onSuccess: () => done(t.deleted), onError: failed })}
        onClose={() => setAsking(null)}
      />
    </AdminListPage>
  );
}
