import { useState } from 'react';
import { LoadingOverlay } from '#web/components/loading-overlay.js';
import { useAddProduct } from '#web/features/admin/api/add-product.js';
import type { ProductInput } from '#web/features/admin/api/product-form-data.js';
import { ErrorHeadings, SuccessLine } from '#web/features/admin/components/error-headings.js';
import { type ProductDraft, ProductForm } from '#web/features/admin/components/product-form.js';
import { DEFAULT_WEIGHTS } from '#web/features/admin/components/weight-options.js';
import { useCategories } from '#web/features/catalog/api/get-categories.js';
import { adminTexts } from '#web/i18n/admin-texts.js';
import { messagesOf } from '#web/lib/api-client.js';
import { useTimedMessage } from '#web/lib/use-auto-clear.js';
import { useDocumentTitle } from '#web/lib/use-document-title.js';

const t = adminTexts.product;
const empty: ProductDraft = { name: '', unit: '', rate: '', stocks: '', lowStockThreshold: '', category: '', weights: DEFAULT_WEIGHTS };

/** Spec 2.9 Add Product (/admin/add/products). */
export function AdminAddProductPage() {
  useDocumentTitle(t.addTitle);
  const categories = useCategories();
  const add = useAddProduct();
  const [categoryMessage, showCategoryMessage] = useTimedMessage();
  const [added, setAdded] = useState('');
  // A new key empties the form after a product was added.
  const [formKey, setFormKey] = useState(0);

  const submit = (input: ProductInput) => {
    setAdded('');
    add.mutate(input, {
      onSuccess: () => {
        setAdded(t.added);
        setFormKey((k) => k + 1);
      },
    });
  };

  return (
    <section className="admin-page">
      {(add.isPending || categories.isPending) && <LoadingOverlay label={t.adding} />}
      <h1>{t.addTitle}</h1>
      <div className="admin-notices">
        <SuccessLine message={added} />
        {categoryMessage && <ErrorHeadings messages={[categoryMessage]} />}
        {add.isError && <ErrorHeadings messages={messagesOf(add.error)} />}
      </div>
      <ProductForm
        key={formKey}
        idPrefix="add-product"
        initial={empty}
        categories={categories.data ?? []}
        submitLabel={t.addButton}
        imageRequired
        busy={add.isPending}
        refusal={add.isError ? messagesOf(add.error) : []}
        onMissingCategory={() => {
          setAdded('');
          add.reset();
          showCategoryMessage(t.selectCategory);
        }}
        onSubmit={submit}
      />
    </section>
  );
}
