import { adminWebPaths } from '#common/admin-web-paths.js';
import { ProductImport } from '#web/features/spreadsheets/components/product-import.js';
import { adminTexts } from '#web/i18n/admin-texts.js';
import { useDocumentTitle } from '#web/lib/use-document-title.js';
import '../../styles/admin-sheets.css';

const t = adminTexts.spreadsheets;

/** Import Products (/admin/import/products): a product CSV previewed, then imported all or nothing (decision 0012). */
export function AdminImportProductsPage() {
  useDocumentTitle(t.importTitle);
  return (
    <section className="admin-page">
      <h1>{t.importTitle}</h1>
      <ProductImport productsHref={adminWebPaths.products.href()} />
    </section>
  );
}
