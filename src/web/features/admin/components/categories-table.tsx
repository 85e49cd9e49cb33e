import type { Category } from '../../../../common/schemas/catalog.js';
import { adminTexts } from '../../../i18n/admin-texts.js';
import { adminPaths } from '../admin-paths.js';
import { DeleteButton, EditLink } from './row-actions.js';

/** Navigation state of the edit link (spec 2.9: the category's name and image). */
export interface CategoryEditState {
  categoryName: string;
  categoryImage: string;
}

/** Spec 2.9 All Category: id, name, image, edit and delete. */
export function CategoriesTable({
  categories,
  onDelete,
  deleting,
}: {
  categories: readonly Category[];
  onDelete: (category: Category) => void;
  deleting: boolean;
}) {
  const c = adminTexts.category.columns;
  return (
    <div className="table-wrap admin-table-wrap">
      <table className="table admin-table">
        <thead>
          <tr>
            <th scope="col">{c.id}</th>
            <th scope="col">{c.name}</th>
            <th scope="col">{c.image}</th>
            <th scope="col">{c.actions}</th>
          </tr>
        </thead>
        <tbody>
          {categories.map((category) => {
            const state: CategoryEditState = { categoryName: category.categoryName, categoryImage: category.categoryImage };
            return (
              <tr key={category._id}>
                <td className="admin-id" title={category._id}>
                  {category._id}
                </td>
                <th scope="row">{category.categoryName}</th>
                <td>
                  <img className="admin-thumb" src={category.categoryThumbnail} alt="" width="48" height="48" loading="lazy" />
                </td>
                <td>
                  <div className="admin-actions">
                    <EditLink to={adminPaths.updateCategory(category._id)} state={state} />
                    <DeleteButton onClick={() => onDelete(category)} disabled={deleting} />
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
