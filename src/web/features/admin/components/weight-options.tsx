import { WEIGHT_OPTIONS } from '#common/constants.js';
import { adminTexts } from '#web/i18n/admin-texts.js';

/** One weight checkbox: its label (unique) and the quantity it stands for. */
export interface WeightChoice {
  label: string;
  value: number;
}

/** Spec 5: 0.5 … 3.5 KG, Single Packet and Dozen (each 1). */
export const WEIGHT_CHOICES: readonly WeightChoice[] = WEIGHT_OPTIONS;

/** Spec 5: 0.5 preselected on a new product. */
export const DEFAULT_WEIGHTS: readonly string[] = ['0.5 KG'];

/**
 * The boxes to tick for a saved product. The server keeps numbers only, so 1 is shown as the box
 * the product's unit suggests (Single Packet, Dozen or 1 KG). Options no box stands for (set
 * through the API) get a box of their own, so an update never drops them silently.
 */
export function weightsOf(options: readonly number[], unit: string): { checked: string[]; extra: WeightChoice[] } {
  const checked: string[] = [];
  const extra: WeightChoice[] = [];
  for (const value of options) {
    if (value === 1) {
      checked.push(/packet/i.test(unit) ? 'Single Packet' : /dozen/i.test(unit) ? 'Dozen' : '1 KG');
      continue;
    }
    const known = WEIGHT_CHOICES.find((choice) => choice.value === value);
    if (known) checked.push(known.label);
    else {
      const label = `${value} KG`;
      extra.push({ label, value });
      checked.push(label);
    }
  }
  return { checked, extra };
}

interface WeightOptionsProps {
  choices: readonly WeightChoice[];
  checked: readonly string[];
  onChange: (checked: string[]) => void;
}

/** The weight checkboxes (DESIGN.md: labelled "0.5 KG" … "3.5 KG", "Single Packet", "Dozen"). */
export function WeightOptions({ choices, checked, onChange }: WeightOptionsProps) {
  const toggle = (label: string, on: boolean) => onChange(on ? [...checked, label] : checked.filter((l) => l !== label));
  return (
    <fieldset className="admin-weights">
      <legend>{adminTexts.product.weights}</legend>
      <div className="admin-weights__grid">
        {choices.map((choice) => (
          <label key={choice.label} className="check">
            <input
              type="checkbox"
              name="kilogramOption"
              value={choice.value}
              checked={checked.includes(choice.label)}
              onChange={(event) => toggle(choice.label, event.target.checked)}
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
