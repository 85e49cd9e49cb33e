import { formatRupees } from '../../../../common/money.js';
import type { Product } from '../../../../common/schemas/catalog.js';
import { adminTexts } from '../../../i18n/admin-texts.js';
import { adminPaths } from '../admin-paths.js';
import { DeleteButton, EditLink } from './row-actions.js';

const t = adminTexts.product;

/** Navigation state of the edit link (spec 2.9: the product travels with it). */
export interface ProductEditState {
  product: Product;
}

/** Spec 2.9 All Products: Id, Name, Image, Rate, Category, Stock, Status, edit and delete. */
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
    <div className="table-wrap admin-table-wrap">
      <table className="table admin-table">
        <thead>
          <tr>
            <th scope="col">{c.id}</th>
            <th scope="col">{c.name}</th>
            <th scope="col">{c.image}</th>
            <th scope="col">{c.rate}</th>
            <th scope="col">{c.category}</th>
            <th scope="col">{c.stock}</th>
            <th scope="col">{c.status}</th>
            <th scope="col">{c.actions}</th>
          </tr>
        </thead>
        <tbody>
          {products.map((product) => {
            const out = product.stocks <= 0;
            const state: ProductEditState = { product };
            return (
              <tr key={product._id}>
                <td className="admin-id" title={product._id}>
                  {product._id}
                </td>
                <th scope="row">{product.name}</th>
                <td>
                  <img className="admin-thumb" src={product.thumbnailUrl || product.url} alt="" width="48" height="48" loading="lazy" />
                </td>
                <td className="admin-nowrap">{t.ratePerUnit(formatRupees(product.rate), product.unit)}</td>
                <td>{product.category?.categoryName ?? t.noCategory}</td>
                <td>{product.stocks}</td>
                <td className={out ? 'stock--out' : 'stock--in'}>{out ? t.outOfStock : t.inStock}</td>
                <td>
                  <div className="admin-actions">
                    <EditLink to={adminPaths.updateProduct(product._id)} state={state} />
                    <DeleteButton onClick={() => onDelete(product)} disabled={deleting} />
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
