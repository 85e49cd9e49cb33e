import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { adminTexts } from '#web/i18n/admin-texts.js';
import { productsCsvHref } from '../sheet-links.js';
import { type ImportStep, useProductImport } from '../use-product-import.js';
import { ImportPreview } from './import-preview.js';
import { ImportProblems } from './import-problems.js';
import { UploadProgress } from './upload-progress.js';

const t = adminTexts.spreadsheets;

/**
 * What the live region says: that the file is on its way, then what the preview found, never every
 * percent of an upload. Problems and the result take the focus, which reads them out.
 */
function statusOf(state: ImportStep): string {
  if (state.step === 'sending') return state.preview ? t.checking : t.importing;
  if (state.step !== 'preview') return '';
  const { created, updated, unchanged } = state.answer;
  return created + updated === 0 ? t.nothingToDo : t.counts(created, updated, unchanged);
}

/**
 * Import Products (decision 0012): choose a CSV, see what it would create and update (or every
 * problem of the file, by spreadsheet row), then confirm or cancel; the upload's progress shows
 * while the file travels. `productsHref` is the products list, linked once the import is done.
 */
export function ProductImport({ productsHref }: { productsHref: string }) {
  const { state, check, confirm, cancel } = useProductImport();
  const [file, setFile] = useState<File | null>(null);
  // A new key empties the file input after a cancel or an import.
  const [formKey, setFormKey] = useState(0);
  const id = useId();
  const doneRef = useRef<HTMLParagraphElement>(null);
  const sending = state.step === 'sending';

  useEffect(() => {
    if (state.step === 'done') doneRef.current?.focus();
  }, [state.step]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file) check(file);
  };
  const startOver = () => {
    cancel();
    setFile(null);
    setFormKey((key) => key + 1);
  };

  return (
    <div className="sheet-import">
      <p className="sheet-import__intro">
        {t.intro}{' '}
        <a href={productsCsvHref} download>
          {t.downloadCurrent}
        </a>
      </p>
      {(state.step === 'choose' || state.step === 'refused' || (sending && state.preview)) && (
        <form key={formKey} className="admin-form admin-form--narrow" onSubmit={submit}>
          <div className="field">
            <label htmlFor={`${id}-file`}>{t.chooseFile}</label>
            <input
              id={`${id}-file`}
              type="file"
              accept=".csv,text/csv"
              required
              aria-describedby={`${id}-hint`}
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
            <p id={`${id}-hint`} className="field__hint">
              {t.fileHint}
            </p>
          </div>
          <button type="submit" className="button" disabled={!file || sending}>
            {t.check}
          </button>
        </form>
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {statusOf(state)}
      </p>
      {sending && <UploadProgress progress={state.progress} importing={!state.preview} />}
      {state.step === 'refused' && <ImportProblems messages={state.messages} />}
      {state.step === 'preview' && <ImportPreview answer={state.answer} onConfirm={confirm} onCancel={startOver} />}
      {state.step === 'done' && (
        <section className="sheet-done">
          <p className="admin-success" tabIndex={-1} ref={doneRef}>
            {t.done(state.answer.created, state.answer.updated)}
          </p>
          <div className="sheet-actions">
            <button type="button" className="button" onClick={startOver}>
              {t.another}
            </button>
            <Link className="button button--outline" to={productsHref}>
              {t.viewProducts}
            </Link>
          </div>
        </section>
      )}
    </div>
  );
}
