import { useState } from 'react';
import { Link } from 'react-router';
import { adminWebPaths } from '#common/admin-web-paths.js';
import { OtherNames } from '#web/components/product-name.js';
import { adminTexts } from '#web/i18n/admin-texts.js';
import { messagesOf } from '#web/lib/api-client.js';
import { useLowStock } from '../api/get-low-stock.js';

const t = adminTexts.lowStock;
/** The dashboard shows the lowest few; the rest on request. */
const FIRST = 10;
const quantity = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 });

/**
 * The dashboard's Low Stock list (docs/decisions/0014-low-stock-and-sales.md): the products at or
 * below their low-stock level, lowest stock first, each linking to its form to restock it.
 */
export function LowStockList() {
  const [all, setAll] = useState(false);
  const low = useLowStock(all ? undefined : FIRST);
  const answer = low.data;

  return (
    <section className="card admin-low-stock" aria-labelledby="low-stock-title">
      <h2 id="low-stock-title" className="admin-report__title">
        {t.title}
        {answer && answer.matched > 0 && <span className="admin-low-stock__count"> ({answer.matched})</span>}
      </h2>
      <div aria-live="polite">
        {low.isPending && <p className="muted">{t.loading}</p>}
        {low.isError && <p className="notice notice--error">{messagesOf(low.error).join(' ')}</p>}
        {answer && answer.matched === 0 && <p className="muted">{t.none}</p>}
        {answer && answer.matched > answer.products.length && (
          <p className="muted admin-low-stock__summary">{t.count(answer.products.length, answer.matched)}</p>
        )}
      </div>
      {answer && answer.products.length > 0 && (
        <ul className="admin-low-stock__list">
          {answer.products.map((product) => (
            <li key={product._id}>
              <Link to={adminWebPaths.updateProduct.href(product._id)} className="admin-low-stock__link">
                <span className="admin-low-stock__name">{product.name}</span> <OtherNames item={product} />{' '}
                <span className={product.stocks <= 0 ? 'admin-low-stock__left is-out' : 'admin-low-stock__left'}>
                  {t.left(quantity.format(product.stocks), product.unit)}
                </span>{' '}
                <span className="admin-low-stock__level">
                  {t.lowAt(quantity.format(product.threshold), product.unit, product.thresholdOf === 'product')}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {!all && answer && answer.matched > answer.products.length && (
        <button type="button" className="button button--small" onClick={() => setAll(true)}>
          {t.showAll(answer.matched)}
        </button>
      )}
    </section>
  );
}
