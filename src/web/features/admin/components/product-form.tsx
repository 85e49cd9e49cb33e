import { type FormEvent, useState } from 'react';
import { LIMITS } from '#common/constants.js';
import type { Category } from '#common/schemas/catalog.js';
import { adminTexts } from '#web/i18n/admin-texts.js';
import type { ProductInput } from '../api/product-form-data.js';
import { problemsByField, productProblems } from '../validate-product.js';
import { ErrorHeadings } from './error-headings.js';
import { ImageInput } from './image-input.js';
import { TaxFields } from './tax-fields.js';
import { WEIGHT_CHOICES, type WeightChoice, WeightOptions } from './weight-options.js';

const t = adminTexts.product;

/** The aliases as typed ("aloo, batata, आलू"): one per comma, trimmed, blanks left out (the shop drops repeats). */
export function aliasesOf(typed: string): string[] {
  return typed
    .split(',')
    .map((alias) => alias.trim())
    .filter(Boolean);
}

/** The form's starting values (empty for Add Product, the product's for Update Product). */
export interface ProductDraft {
  name: string;
  /** The names in Hindi and Marathi, and the aliases as typed (commas between them). */
  nameHi?: string;
  nameMr?: string;
  aliases?: string;
  unit: string;
  rate: string;
  stocks: string;
  /** Blank: the shop's threshold applies. */
  lowStockThreshold: string;
  /** Blank: the shop's Max Quantity Per Product applies. */
  maxPerOrder?: string;
  /** The printed MRP in rupees, the HSN code ('' for none) and the GST slab ("0" when exempt): decision 0061. */
  mrp?: string;
  hsn?: string;
  gstRate?: string;
  category: string;
  weights: readonly string[];
  /** Weight boxes beyond the standard ones (see weightsOf). */
  extraWeights?: readonly WeightChoice[];
  imageUrl?: string;
}

interface ProductFormProps {
  idPrefix: string;
  initial: ProductDraft;
  categories: readonly Category[];
  submitLabel: string;
  /** Add Product: the image is required (spec 5); Update Product: optional. */
  imageRequired: boolean;
  busy: boolean;
  /** Spec 5: no category chosen; nothing is sent. */
  onMissingCategory: () => void;
  onSubmit: (input: ProductInput) => void;
  /**
   * Update Product: the form sends the stock it showed as `stocks_was`. When the shop answers
   * that orders changed it (STOCK_CHANGED), `currentStock` fills the Stocks field with the shop's
   * figure, which the next save sends as shown; the other fields keep what was typed.
   */
  guardStock?: boolean;
  currentStock?: { stocks: number } | undefined;
  /** The server's messages after a refused save: those about a field are also shown under it. */
  refusal?: readonly string[];
}

/**
 * Spec 2.9 Add / Update Product: name, unit, rate, stocks, weight checkboxes, category, image
 * with preview; the MRP, HSN and GST slab (decision 0061), whose problems also show under them. Unit, rate, stocks (and the image when adding) are marked required; the name is
 * not (spec 5). Before anything is sent, the server's own schema checks the fields and each
 * problem shows as a heading, in the server's words (spec 8).
 */
export function ProductForm({
  idPrefix,
  initial,
  categories,
  submitLabel,
  imageRequired,
  busy,
  onMissingCategory,
  onSubmit,
  guardStock = false,
  currentStock,
  refusal = [],
}: ProductFormProps) {
  const [name, setName] = useState(initial.name);
  const [nameHi, setNameHi] = useState(initial.nameHi ?? '');
  const [nameMr, setNameMr] = useState(initial.nameMr ?? '');
  const [aliases, setAliases] = useState(initial.aliases ?? '');
  const [unit, setUnit] = useState(initial.unit);
  const [rate, setRate] = useState(initial.rate);
  const [stocks, setStocks] = useState(initial.stocks);
  const [stocksShown, setStocksShown] = useState(initial.stocks);
  const [correctedBy, setCorrectedBy] = useState(currentStock);
  if (currentStock !== correctedBy) {
    // The shop's figure after a refused save: shown, and sent as shown from now on.
    setCorrectedBy(currentStock);
    if (currentStock) {
      setStocks(String(currentStock.stocks));
      setStocksShown(String(currentStock.stocks));
    }
  }
  const [lowStockThreshold, setLowStockThreshold] = useState(initial.lowStockThreshold);
  const [maxPerOrder, setMaxPerOrder] = useState(initial.maxPerOrder ?? '');
  const [mrp, setMrp] = useState(initial.mrp ?? '');
  const [hsn, setHsn] = useState(initial.hsn ?? '');
  const [gstRate, setGstRate] = useState(initial.gstRate ?? '0');
  const [category, setCategory] = useState(initial.category);
  const [weights, setWeights] = useState<string[]>([...initial.weights]);
  const [image, setImage] = useState<File | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const choices = [...WEIGHT_CHOICES, ...(initial.extraWeights ?? [])];
  const id = (field: string) => `${idPrefix}-${field}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!category) {
      setProblems([]);
      onMissingCategory();
      return;
    }
    const kilogramOption = choices.filter((choice) => weights.includes(choice.label)).map((choice) => choice.value);
    const input = {
      name,
      name_hi: nameHi,
      name_mr: nameMr,
      aliases: aliasesOf(aliases),
      unit,
      rate,
      stocks,
      category,
      kilogramOption,
      low_stock_threshold: lowStockThreshold,
      max_per_order: maxPerOrder,
      mrp,
      hsn,
      gstRate,
      image,
      ...(guardStock ? { stocks_was: stocksShown } : {}),
    };
    const found = productProblems(input, { imageRequired });
    setProblems(found);
    if (found.length === 0) onSubmit(input);
  };

  return (
    // noValidate: the browser would stop at its first bubble, in its own words; the schema lists
    // every problem at once, as the server would.
    <form className="admin-form" onSubmit={submit} noValidate>
      <ErrorHeadings messages={problems} />
      <div className="admin-form__grid">
        <div className="field">
          <label htmlFor={id('name')}>{t.name}</label>
          <input
            id={id('name')}
            type="text"
            placeholder={t.namePlaceholder}
            maxLength={LIMITS.nameLength}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={id('name-hi')}>{t.nameHi}</label>
          <input
            id={id('name-hi')}
            type="text"
            lang="hi"
            maxLength={LIMITS.nameLength}
            value={nameHi}
            onChange={(e) => setNameHi(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={id('name-mr')}>{t.nameMr}</label>
          <input
            id={id('name-mr')}
            type="text"
            lang="mr"
            maxLength={LIMITS.nameLength}
            value={nameMr}
            onChange={(e) => setNameMr(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={id('aliases')}>{t.aliases}</label>
          <input
            id={id('aliases')}
            type="text"
            aria-describedby={id('aliases-hint')}
            value={aliases}
            onChange={(e) => setAliases(e.target.value)}
          />
          <p id={id('aliases-hint')} className="field__hint">
            {t.aliasesHint}
          </p>
        </div>
        <div className="field">
          <label htmlFor={id('unit')}>{t.unit}</label>
          <input
            id={id('unit')}
            type="text"
            placeholder={t.unitPlaceholder}
            maxLength={LIMITS.unitLength}
            required
            value={unit}
            onChange={(e) => setUnit(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={id('rate')}>{t.rate}</label>
          <input
            id={id('rate')}
            type="number"
            inputMode="decimal"
            placeholder={t.ratePlaceholder}
            min="0.01"
            max={LIMITS.maxRateRupees}
            step="0.01"
            required
            value={rate}
            onChange={(e) => setRate(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={id('stocks')}>{t.stocks}</label>
          <input
            id={id('stocks')}
            type="number"
            inputMode="decimal"
            placeholder={t.stocksPlaceholder}
            min="0"
            max={LIMITS.maxStock}
            step="0.001"
            required
            value={stocks}
            onChange={(e) => setStocks(e.target.value)}
          />
        </div>
        <OptionalQuantityField
          id={id('low-stock')}
          label={t.lowStockThreshold}
          placeholder={t.lowStockThresholdPlaceholder}
          hint={t.lowStockThresholdHint}
          min="0"
          max={LIMITS.maxStock}
          value={lowStockThreshold}
          onChange={setLowStockThreshold}
        />
        <OptionalQuantityField
          id={id('max-per-order')}
          label={t.maxPerOrder}
          placeholder={t.maxPerOrderPlaceholder}
          hint={t.maxPerOrderHint}
          min="0.001"
          max={LIMITS.maxQuantity}
          value={maxPerOrder}
          onChange={setMaxPerOrder}
        />
        <div className="field">
          <label htmlFor={id('category')}>{t.category}</label>
          <select id={id('category')} value={category} onChange={(e) => setCategory(e.target.value)}>
            <option value="">{t.chooseCategory}</option>
            {categories.map((c) => (
              <option key={c._id} value={c._id}>
                {c.categoryName}
              </option>
            ))}
          </select>
        </div>
      </div>
      <TaxFields
        idPrefix={idPrefix}
        values={{ mrp, hsn, gstRate }}
        problems={problemsByField([...problems, ...refusal])}
        onChange={{ mrp: setMrp, hsn: setHsn, gstRate: setGstRate }}
      />
      <WeightOptions choices={choices} checked={weights} onChange={setWeights} />
      <ImageInput
        id={id('image')}
        label={imageRequired ? t.image : t.newImage}
        file={image}
        onChange={setImage}
        required={imageRequired}
        currentUrl={initial.imageUrl}
      />
      <button type="submit" className="button button--large" disabled={busy}>
        {submitLabel}
      </button>
    </form>
  );
}

/** A quantity the product may leave blank (then the shop's setting holds), with its hint. */
function OptionalQuantityField({
  id,
  label,
  placeholder,
  hint,
  min,
  max,
  value,
  onChange,
}: {
  id: string;
  label: string;
  placeholder: string;
  hint: string;
  min: string;
  max: number;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        placeholder={placeholder}
        min={min}
        max={max}
        step="0.001"
        aria-describedby={`${id}-hint`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      <p id={`${id}-hint`} className="field__hint">
        {hint}
      </p>
    </div>
  );
}
