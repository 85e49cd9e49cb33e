import { useEffect, useRef } from 'react';
import type { ImportAnswer } from '#common/schemas/spreadsheets.js';
import { adminTexts } from '#web/i18n/admin-texts.js';

const t = adminTexts.spreadsheets;

interface ImportPreviewProps {
  answer: ImportAnswer;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * What an import would do, before the owner confirms: the counts, then each row to create or
 * update with what changes in it (API.md "The owner's admin at scale"; decision 0012).
 */
export function ImportPreview({ answer, onConfirm, onCancel }: ImportPreviewProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const changes = answer.created + answer.updated;
  return (
    <section className="sheet-preview" aria-labelledby="sheet-preview-title">
      <h2 id="sheet-preview-title" tabIndex={-1} ref={headingRef}>
        {t.previewTitle}
      </h2>
      <p className="sheet-preview__counts">{changes === 0 ? t.nothingToDo : t.counts(answer.created, answer.updated, answer.unchanged)}</p>
      {answer.rows.length > 0 && answer.rows.length < changes && <p>{t.listedOnly(answer.rows.length, changes)}</p>}
      {answer.rows.length > 0 && (
        <div className="table-wrap admin-table-wrap sheet-preview__table">
          <table className="table admin-table">
            <thead>
              <tr>
                <th scope="col">{t.row}</th>
                <th scope="col">{t.name}</th>
                <th scope="col">{t.changes}</th>
              </tr>
            </thead>
            <tbody>
              {answer.rows.map((row) => (
                <tr key={row.row}>
                  <td>{row.row}</td>
                  <th scope="row">
                    <span className="sheet-name">{row.name}</span>{' '}
                    <span className={`sheet-action sheet-action--${row.action}`}>{row.action === 'create' ? t.create : t.update}</span>
                  </th>
                  <td>
                    {row.action === 'create' ? (
                      t.newProduct
                    ) : (
                      <ul className="sheet-changes">
                        {row.changes.map((change) => (
                          <li key={change.column}>{t.changed(change.column, change.from, change.to)}</li>
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="sheet-actions">
        {changes > 0 && (
          <button type="button" className="button" onClick={onConfirm}>
            {t.confirm}
          </button>
        )}
        <button type="button" className="button button--outline" onClick={onCancel}>
          {t.cancel}
        </button>
      </div>
    </section>
  );
}
