import { adminWebPaths } from '#common/admin-web-paths.js';
import { formatRupees } from '#common/money.js';
import type { Product } from '#common/schemas/catalog.js';
import { OtherNames } from '#web/components/product-name.js';
import { adminTexts } from '#web/i18n/admin-texts.js';
import { AdminTable, IdCell } from './admin-table.js';
import { DeleteButton, EditLink, RowActions } from './row-actions.js';

const t = adminTexts.product;

/** Navigation state of the edit link (spec 2.9: the product travels with it). */
export interface ProductEditState {
  product: Product;
}

/**
 * Spec 2.9 All Products: Name, Image, Rate, Category, Stock, Status, Id, edit and delete. The name
 * leads (the owner looks for a product by it); the id, for a spreadsheet's `id` column, comes last (decision 0041).
 */
export function ProductsTable({
  products,
  onDelete,
  deleting,
}: {
  products: readonly Product[];
  onDelete: (product: Product) => void;
  deleting: boolean;
}) {
  const c = t.columns;
  return (
    <AdminTable columns={[c.name, c.image, c.rate, c.category, c.stock, c.status, c.id, c.actions]}>
      {products.map((product) => {
        const out = product.stocks <= 0;
        const state: ProductEditState = { product };
        return (
          <tr key={product._id}>
            <th scope="row">
              {product.name}
              <OtherNames item={product} />
            </th>
            <td>
              <img className="admin-thumb" src={product.thumbnailUrl || product.url} alt="" width="48" height="48" loading="lazy" />
            </td>
            <td className="admin-nowrap">{t.ratePerUnit(formatRupees(product.rate), product.unit)}</td>
            <td>{product.category?.categoryName ?? t.noCategory}</td>
            <td>{product.stocks}</td>
            <td className={out ? 'stock--out' : 'stock--in'}>{out ? t.outOfStock : t.inStock}</td>
            <IdCell id={product._id} />
            <RowActions>
              <EditLink to={adminWebPaths.updateProduct.href(product._id)} state={state} />
              <DeleteButton onClick={() => onDelete(product)} disabled={deleting} />
            </RowActions>
          </tr>
        );
      })}
    </AdminTable>
  );
}
