import { useId } from 'react';
import { adminTexts } from '#web/i18n/admin-texts.js';

const t = adminTexts.spreadsheets;

/** The file's way up: a bar of the bytes sent, then what the server is doing with it. */
export function UploadProgress({ progress, importing }: { progress: number; importing: boolean }) {
  const id = useId();
  const percent = Math.round(progress * 100);
  const sent = percent >= 100;
  return (
    <div className="sheet-progress">
      <label htmlFor={id}>{t.progressLabel}</label>
      <progress id={id} max={100} value={percent}>
        {percent}%
      </progress>
      <p className="sheet-progress__text">{sent ? (importing ? t.importing : t.checking) : t.uploading(percent)}</p>
    </div>
  );
}
