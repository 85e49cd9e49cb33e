import { useLocation, useParams } from 'react-router';
import { LoadingOverlay } from '#web/components/loading-overlay.js';
import { useUpdateCategory } from '#web/features/admin/api/update-category.js';
import type { CategoryEditState } from '#web/features/admin/components/categories-table.js';
import { CategoryForm } from '#web/features/admin/components/category-form.js';
import { NoticeLines } from '#web/features/admin/components/notice-lines.js';
import { useNotice } from '#web/features/admin/use-notice.js';
import { useCategories } from '#web/features/catalog/api/get-categories.js';
import { adminTexts } from '#web/i18n/admin-texts.js';
import { useDocumentTitle } from '#web/lib/use-document-title.js';

const t = adminTexts.category;

/**
 * Spec 2.9 Update Category (/admin/update/category/:categoryId): name plus an optional image,
 * prefilled from the category list, or from the edit link's state until the list has arrived.
 */
export function AdminUpdateCategoryPage() {
  useDocumentTitle(t.updateTitle);
  const { categoryId = '' } = useParams();
  const carried = useLocation().state as CategoryEditState | null;
  const categories = useCategories();
  const update = useUpdateCategory();
  const { notice, done, failed, clear } = useNotice();

  const listed = categories.data?.find((c) => c._id === categoryId);
  // The list (fresh after every write) wins over the carried state, which survives a reload.
  const current = listed ?? (carried?.categoryName ? carried : undefined);

  return (
    <section className="admin-page">
      {!current && categories.isPending && <LoadingOverlay label={t.fetching} />}
      {update.isPending && <LoadingOverlay label={t.updating} />}
      <h1>{t.updateTitle}</h1>
      <NoticeLines notice={notice} />
      {!current && (categories.isSuccess || categories.isError) && <p className="notice notice--error">{t.notFound}</p>}
      {current && (
        <CategoryForm
          key={`${current.categoryName}|${current.categoryImage}`}
          idPrefix="update-category"
          initialName={current.categoryName}
          currentImageUrl={current.categoryImage}
          submitLabel={t.updateButton}
          imageRequired={false}
          busy={update.isPending}
          onSubmit={(input) => {
            clear();
            update.mutate({ id: categoryId, input }, { onSuccess: (answer) => done(answer.message || t.updated), onError: failed });
          }}
        />
      )}
    </section>
  );
}
