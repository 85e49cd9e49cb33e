import { useDeleteCategory } from '#web/features/admin/api/delete-category.js';
import { AdminListPage } from '#web/features/admin/components/admin-list-page.js';
import { CategoriesTable } from '#web/features/admin/components/categories-table.js';
import { useNotice } from '#web/features/admin/use-notice.js';
import { useCategories } from '#web/features/catalog/api/get-categories.js';
import { adminTexts } from '#web/i18n/admin-texts.js';

const t = adminTexts.category;

/**
 * Spec 2.9 All Category (/admin/view/category). A category that still has products is refused
 * by the server (409): its message is shown and the category stays.
 */
export function AdminCategoriesPage() {
  const categories = useCategories();
  const remove = useDeleteCategory();
  const { notice, done, failed } = useNotice();

  const list = categories.data ?? [];
  return (
    <AdminListPage
      title={t.listTitle}
      list={categories}
      rowCount={list.length}
      loadingLabel={t.fetching}
      emptyText={t.none}
      busyLabel={remove.isPending ? t.deleting : null}
      notice={notice}
      table={
        <CategoriesTable
          categories={list}
          onDelete={(category) => remove.mutate(category._id, { onSuccess: () => done(t.deleted), onError: failed })}
          deleting={remove.isPending}
        />
      }
    />
  );
}
