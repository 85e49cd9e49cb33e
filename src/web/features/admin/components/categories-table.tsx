import { adminWebPaths } from '#common/admin-web-paths.js';
import type { Category } from '#common/schemas/catalog.js';
import { adminTexts } from '#web/i18n/admin-texts.js';
import { AdminTable, IdCell } from './admin-table.js';
import { DeleteButton, EditLink, RowActions } from './row-actions.js';

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
    <AdminTable columns={[c.id, c.name, c.image, c.actions]}>
      {categories.map((category) => {
        const state: CategoryEditState = { categoryName: category.categoryName, categoryImage: category.categoryImage };
        return (
          <tr key={category._id}>
            <IdCell id={category._id} />
            <th scope="row">{category.categoryName}</th>
            <td>
              <img className="admin-thumb" src={category.categoryThumbnail} alt="" width="48" height="48" loading="lazy" />
            </td>
            <RowActions>
              <EditLink to={adminWebPaths.updateCategory.href(category._id)} state={state} />
              <DeleteButton onClick={() => onDelete(category)} disabled={deleting} />
            </RowActions>
          </tr>
        );
      })}
    </AdminTable>
  );
}
