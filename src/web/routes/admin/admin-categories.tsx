import { useState } from 'react';
import type { Category } from '#common/schemas/catalog.js';
import { useDeleteCategory } from '#web/features/admin/api/delete-category.js';
import { AdminListPage } from '#web/features/admin/components/admin-list-page.js';
import { CategoriesTable } from '#web/features/admin/components/categories-table.js';
import { ConfirmDelete } from '#web/features/admin/components/confirm-delete.js';
import { useNotice } from '#web/features/admin/use-notice.js';
import { useCategories } from '#web/features/catalog/api/get-categories.js';
import { adminTexts } from '#web/i18n/admin-texts.js';

const t = adminTexts.category;

/**
 * Spec 2.9 All Category (/admin/view/category). A category that still has products is refused
 * by the server (409): its message is shown and the category stays. Deleting asks first.
 */
export function AdminCategoriesPage() {
  const categories = useCategories();
  const remove = useDeleteCategory();
  const { notice, done, failed } = useNotice();
  const [asking, setAsking] = useState<Category | null>(null);

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
      table={<CategoriesTable categories={list} onDelete={setAsking} deleting={remove.isPending} />}
    >
      <ConfirmDelete
        item={asking}
        title={t.confirmTitle}
        textOf={(category) => t.confirmText(category.categoryName)}
        confirmLabel={t.confirmButton}
        onConfirm={(category) => remove.mutate(category._id, { onSuccess: () => done(t.deleted), onError: failed })}
        onClose={() => setAsking(null)}
      />
    </AdminListPage>
  );
}
