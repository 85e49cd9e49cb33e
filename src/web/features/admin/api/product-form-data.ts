/** What the admin's product form sends (spec 7 "POST /api/product/add"; API.md multipart fields). */
export interface ProductInput {
  name: string;
  unit: string;
  /** As typed: the server accepts numeric strings that parse exactly (API.md). */
  rate: string;
  stocks: string;
  /** The names in Hindi and Marathi ('' when none) and the other names shoppers search by (API.md "Languages and search"). */
  name_hi: string;
  name_mr: string;
  aliases: readonly string[];
  /** Category id. */
  category: string;
  /** One entry per checked weight box; sent as a repeated field. */
  kilogramOption: readonly number[];
  /** The product's own low-stock level as typed; blank: the shop's applies (decision 0014). */
  low_stock_threshold: string;
  /** The most one order takes, as typed; blank: the shop's Max Quantity Per Product applies (decision 0021). */
  max_per_order: string;
  /** The printed MRP in rupees as typed; blank: none (API.md "Tax and labels", decision 0061). */
  mrp: string;
  /** The HSN code as typed; blank: none. */
  hsn: string;
  /** The GST slab chosen ("0", "5", "12", "18", "28"). */
  gstRate: string;
  /** Required when adding; optional when updating (the current image stays). */
  image: File | null;
  /**
   * Update Product: the stock the form showed. Orders that came in meanwhile are then kept, or
   * the save refused with the current figure (409 STOCK_CHANGED), never overwritten.
   */
  stocks_was?: string;
}

export function productFormData(input: ProductInput): FormData {
  const form = new FormData();
  form.append('name', input.name.trim());
  form.append('unit', input.unit.trim());
  form.append('rate', input.rate.trim());
  form.append('stocks', input.stocks.trim());
  if (input.stocks_was !== undefined) form.append('stocks_was', input.stocks_was);
  form.append('name_hi', input.name_hi.trim());
  form.append('name_mr', input.name_mr.trim());
  for (const alias of input.aliases) form.append('aliases', alias);
  form.append('category', input.category);
  for (const option of new Set(input.kilogramOption)) form.append('kilogramOption', String(option));
  form.append('low_stock_threshold', input.low_stock_threshold.trim());
  form.append('max_per_order', input.max_per_order.trim());
  form.append('mrp', input.mrp.trim());
  form.append('hsn', input.hsn.trim());
  form.append('gstRate', input.gstRate);
  if (input.image) form.append('image', input.image, input.image.name);
  return form;
}
