import { ErrorLines } from '#web/components/error-lines.js';
import { LoadingOverlay } from '#web/components/loading-overlay.js';
import { useDeleteCategory } from '#web/features/admin/api/delete-category.js';
import { CategoriesTable } from '#web/features/admin/components/categories-table.js';
import { NoticeLines } from '#web/features/admin/components/notice-lines.js';
import { useNotice } from '#web/features/admin/use-notice.js';
import { useCategories } from '#web/features/catalog/api/get-categories.js';
import { adminTexts } from '#web/i18n/admin-texts.js';
import { messagesOf } from '#web/lib/api-client.js';
import { useDocumentTitle } from '#web/lib/use-document-title.js';

const t = adminTexts.category;

/**
 * Spec 2.9 All Category (/admin/view/category). A category that still has products is refused
 * by the server (409): its message is shown and the category stays.
 */
export function AdminCategoriesPage() {
  useDocumentTitle(t.listTitle);
  const categories = useCategories();
  const remove = useDeleteCategory();
  const { notice, done, failed } = useNotice();

  const list = categories.data ?? [];
  return (
    <section className="admin-page">
      {categories.isPending && <LoadingOverlay label={t.fetching} />}
      {remove.isPending && <LoadingOverlay label={t.deleting} />}
      <h1>{t.listTitle}</h1>
      <NoticeLines notice={notice} />
      {categories.isError && <ErrorLines messages={messagesOf(categories.error)} />}
      {categories.isSuccess && list.length === 0 && <p className="notice">{t.none}</p>}
      {list.length > 0 && (
        <CategoriesTable
          categories={list}
          onDelete={(category) => remove.mutate(category._id, { onSuccess: () => done(t.deleted), onError: failed })}
          deleting={remove.isPending}
        />
      )}
    </section>
  );
}
