import { useState } from 'react';
import { ErrorLines } from '#web/components/error-lines.js';
import { LoadingOverlay } from '#web/components/loading-overlay.js';
import { useAddCategory } from '#web/features/admin/api/add-category.js';
import { CategoryForm } from '#web/features/admin/components/category-form.js';
import { SuccessLine } from '#web/features/admin/components/error-headings.js';
import { adminTexts } from '#web/i18n/admin-texts.js';
import { messagesOf } from '#web/lib/api-client.js';
import { useDocumentTitle } from '#web/lib/use-document-title.js';

const t = adminTexts.category;

/** Spec 2.9 Add Category (/admin/add/category): 'Category Added..!!' or the error text. */
export function AdminAddCategoryPage() {
  useDocumentTitle(t.addTitle);
  const add = useAddCategory();
  const [added, setAdded] = useState('');
  const [formKey, setFormKey] = useState(0);

  return (
    <section className="admin-page">
      {add.isPending && <LoadingOverlay label={t.adding} />}
      <h1>{t.addTitle}</h1>
      <div className="admin-notices">
        <SuccessLine message={added} />
        {add.isError && <ErrorLines messages={messagesOf(add.error)} />}
      </div>
      <CategoryForm
        key={formKey}
        idPrefix="add-category"
        initialName=""
        submitLabel={t.addButton}
        imageRequired
        busy={add.isPending}
        onSubmit={(input) => {
          setAdded('');
          add.mutate(input, {
            onSuccess: () => {
              setAdded(t.added);
              setFormKey((k) => k + 1);
            },
          });
        }}
      />
    </section>
  );
}
