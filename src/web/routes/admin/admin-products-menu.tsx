import { Link } from 'react-router';
import { adminWebPaths } from '#common/admin-web-paths.js';
import { adminTexts } from '#web/i18n/admin-texts.js';
import { useDocumentTitle } from '#web/lib/use-document-title.js';

const t = adminTexts.productsMenu;

const links = [
  { to: adminWebPaths.addProduct.href(), label: t.addProduct },
  { to: adminWebPaths.products.href(), label: t.viewProducts },
  { to: adminWebPaths.importProducts.href(), label: t.importProducts },
  { to: adminWebPaths.addCategory.href(), label: t.addCategory },
  { to: adminWebPaths.categories.href(), label: t.viewCategory },
];

/** Spec 2.1 /admin/products: a menu of add product, view products, add category, view category (and import products, decision 0012). */
export function AdminProductsMenuPage() {
  useDocumentTitle(t.title);
  return (
    <section className="admin-page">
      <h1>{t.title}</h1>
      <ul className="admin-menu">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="admin-menu__link">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
