import { useOwnerPackingTexts } from '#web/i18n/owner-packing-texts.js';

/**
 * The pick list's and the packing slip's way to print (decision 0053): "Narrow (80 mm) printer"
 * for a receipt printer, and Print. The sheet itself says how it prints (admin-packing.css,
 * `print-sheet`, `print-sheet--narrow`).
 */
export function PrintControls({ narrow, onNarrow }: { narrow: boolean; onNarrow: (narrow: boolean) => void }) {
  const t = useOwnerPackingTexts().print;
  return (
    <>
      <label className="print-controls__narrow">
        <input type="checkbox" checked={narrow} onChange={(e) => onNarrow(e.target.checked)} />
        {t.narrow}
      </label>
      <button type="button" className="button" onClick={() => window.print()}>
        {t.print}
      </button>
    </>
  );
}
