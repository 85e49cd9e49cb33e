import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Category } from '#common/schemas/catalog.js';
import type { ProductInput } from '#web/features/admin/api/product-form-data.js';
import { type ProductDraft, ProductForm } from '#web/features/admin/components/product-form.js';
import { DEFAULT_WEIGHTS } from '#web/features/admin/components/weight-options.js';
import { categoriesQueryOptions } from '#web/features/catalog/api/get-categories.js';
import { AdminAddProductPage } from '#web/routes/admin/admin-add-product.js';

const vegetables: Category = {
  _id: '0b6f5a52-7d1e-4c57-9a4e-2f4f3c1d9e01',
  categoryName: 'Vegetables',
  categoryImage: '/uploads/vegetables.png',
  categoryThumbnail: '/uploads/vegetables-400.png',
};
const empty: ProductDraft = { name: '', unit: '', rate: '', stocks: '', lowStockThreshold: '', category: '', weights: DEFAULT_WEIGHTS };
const spinachPhoto = () => new File([new Uint8Array([137, 80, 78, 71])], 'spinach.png', { type: 'image/png' });

/** The Add Product form on its own, with what it would send caught by its onSubmit. */
function renderAddForm() {
  const sent: ProductInput[] = [];
  const missingCategory = vi.fn();
  render(
    <ProductForm
      idPrefix="add-product"
      initial={empty}
      categories={[vegetables]}
      submitLabel="Add Product"
      imageRequired
      busy={false}
      onMissingCategory={missingCategory}
      onSubmit={(input) => sent.push(input)}
    />,
  );
  return { sent, missingCategory, user: userEvent.setup() };
}

/** The headings the form shows, in order (spec 8: each message is a heading). */
function shownProblems(): string[] {
  const alert = screen.queryByRole('alert');
  return alert
    ? within(alert)
        .getAllByRole('heading')
        .map((heading) => heading.textContent ?? '')
    : [];
}

async function fillGoodProduct(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Spinach');
  await user.type(screen.getByLabelText('Unit'), 'Kg');
  await user.type(screen.getByLabelText('Rate'), '77.5');
  await user.type(screen.getByLabelText('Stocks'), '25');
  await user.selectOptions(screen.getByLabelText('Category'), 'Vegetables');
  await user.upload(screen.getByLabelText('Image'), spinachPhoto());
}

describe('the admin product form', () => {
  it('sends nothing without a category, and the Add Product screen says so', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(categoriesQueryOptions().queryKey, [vegetables]);
    render(
      <QueryClientProvider client={queryClient}>
        <AdminAddProductPage />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await fillGoodProduct(user);
    await user.selectOptions(screen.getByLabelText('Category'), 'Choose Category');

    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(screen.getByRole('heading', { name: 'Category:Select Category..!!' })).toBeDefined();
    // The screen's add mutation never ran: no request left.
    expect(queryClient.getMutationCache().getAll()).toHaveLength(0);
  });

  it("lists every problem of an empty form in the server's words and sends nothing", async () => {
    const { sent, missingCategory, user } = renderAddForm();
    await user.selectOptions(screen.getByLabelText('Category'), 'Vegetables');
    await user.click(screen.getByLabelText('0.5 KG'));

    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(shownProblems()).toEqual([
      'Name: Required..!!',
      'Unit: Required..!!',
      'Rate: Must be a number..!!',
      'Stocks: Must be a number..!!',
      'Weight Option: Choose At Least One..!!',
      'Image: Required..!!',
    ]);
    expect(sent).toEqual([]);
    expect(missingCategory).not.toHaveBeenCalled();
  });

  it('counts a name of spaces as no name', async () => {
    const { sent, user } = renderAddForm();
    await fillGoodProduct(user);
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), '   ');

    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(shownProblems()).toEqual(['Name: Required..!!']);
    expect(sent).toEqual([]);
  });

  it('refuses a rate of 0, over the limit or with three decimals, and a stock below 0 or finer than a gram', async () => {
    const { sent, user } = renderAddForm();
    await fillGoodProduct(user);
    const rate = screen.getByLabelText('Rate');
    const stocks = screen.getByLabelText('Stocks');

    await user.clear(rate);
    await user.type(rate, '0');
    await user.clear(stocks);
    await user.type(stocks, '-1');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(shownProblems()).toEqual(['Rate: Must be more than 0..!!', 'Stocks: Must be 0 or more..!!']);

    await user.clear(rate);
    await user.type(rate, '12.345');
    await user.clear(stocks);
    await user.type(stocks, '2.0005');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(shownProblems()).toEqual(['Rate: At most 2 decimals..!!', 'Stocks: At most 3 decimals..!!']);

    await user.clear(rate);
    await user.type(rate, '1000001');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(shownProblems()).toEqual(['Rate: Must be at most 1000000..!!', 'Stocks: At most 3 decimals..!!']);

    expect(sent).toEqual([]);
  });

  it('sends the typed values with the ticked weights as numbers, and clears the problems it showed', async () => {
    const { sent, user } = renderAddForm();
    await user.type(screen.getByLabelText('Name'), 'Spinach');
    await user.selectOptions(screen.getByLabelText('Category'), 'Vegetables');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(shownProblems()).toContain('Unit: Required..!!');
    await user.clear(screen.getByLabelText('Name'));

    await fillGoodProduct(user);
    await user.click(screen.getByLabelText('1.5 KG'));
    await user.click(screen.getByLabelText('Single Packet'));
    // The names in Hindi and Marathi, and the aliases shoppers search by, commas between them.
    await user.type(screen.getByLabelText('Name (Hindi)'), 'पालक');
    await user.type(screen.getByLabelText('Name (Marathi)'), 'पालक');
    await user.type(screen.getByLabelText('Aliases'), ' palak, , saag ,पालक');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(shownProblems()).toEqual([]);
    expect(sent).toHaveLength(1);
    const [input] = sent;
    expect({ ...input, image: input?.image?.name }).toEqual({
      name: 'Spinach',
      name_hi: 'पालक',
      name_mr: 'पालक',
      aliases: ['palak', 'saag', 'पालक'],
      unit: 'Kg',
      rate: '77.5',
      stocks: '25',
      category: vegetables._id,
      // In the boxes' order: 0.5 KG (ticked for a new product), 1.5 KG, Single Packet (1).
      kilogramOption: [0.5, 1.5, 1],
      // Left empty: the shop's threshold applies.
      low_stock_threshold: '',
      // Left empty: the shop's Max Quantity Per Product applies.
      max_per_order: '',
      // No MRP, no HSN, exempt: what a new product starts with.
      mrp: '',
      hsn: '',
      gstRate: '0',
      image: 'spinach.png',
    });
  });

  it('updates a product without a new image', async () => {
    const sent: ProductInput[] = [];
    const saved: ProductDraft = {
      name: 'Milk',
      nameHi: 'दूध',
      nameMr: 'दूध',
      aliases: 'doodh, dudh',
      unit: 'Litre',
      rate: '56',
      stocks: '0',
      lowStockThreshold: '3',
      maxPerOrder: '4',
      mrp: '60',
      hsn: '0401',
      gstRate: '5',
      category: vegetables._id,
      weights: ['1 KG'],
    };
    render(
      <ProductForm
        idPrefix="update-product"
        initial={saved}
        categories={[vegetables]}
        submitLabel="Update Product"
        imageRequired={false}
        busy={false}
        onMissingCategory={() => {}}
        onSubmit={(input) => sent.push(input)}
      />,
    );

    await userEvent.setup().click(screen.getByRole('button', { name: 'Update Product' }));

    expect(shownProblems()).toEqual([]);
    expect(sent).toEqual([
      {
        name: 'Milk',
        name_hi: 'दूध',
        name_mr: 'दूध',
        aliases: ['doodh', 'dudh'],
        unit: 'Litre',
        rate: '56',
        stocks: '0',
        category: vegetables._id,
        kilogramOption: [1],
        low_stock_threshold: '3',
        max_per_order: '4',
        // The product's own labels and tax, sent back as they were.
        mrp: '60',
        hsn: '0401',
        gstRate: '5',
        image: null,
      },
    ]);
  });

  it("sends the product's own low-stock threshold, refusing one below 0 or finer than a gram", async () => {
    const { sent, user } = renderAddForm();
    await fillGoodProduct(user);
    const threshold = screen.getByLabelText('Low Stock Threshold');
    expect(threshold.getAttribute('aria-describedby')).toBe('add-product-low-stock-hint');

    await user.type(threshold, '-1');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(shownProblems()).toEqual(['Low Stock Threshold: Must be 0 or more..!!']);
    await user.clear(threshold);
    await user.type(threshold, '1.0005');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(shownProblems()).toEqual(['Low Stock Threshold: At most 3 decimals..!!']);
    expect(sent).toEqual([]);

    await user.clear(threshold);
    await user.type(threshold, '2.5');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(shownProblems()).toEqual([]);
    expect(sent.map((input) => input.low_stock_threshold)).toEqual(['2.5']);
  });

  it("sends the product's own limit per order, refusing one below its smallest weight option", async () => {
    const { sent, user } = renderAddForm();
    await fillGoodProduct(user);
    const limit = screen.getByLabelText('Max Per Order');
    expect(limit.getAttribute('aria-describedby')).toBe('add-product-max-per-order-hint');

    // A new product has 0.5 KG ticked: a limit of 0.25 would leave nothing to offer.
    await user.type(limit, '0.25');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(shownProblems()).toEqual(['Max Per Order: At least the smallest weight option, 0.5..!!']);
    await user.clear(limit);
    await user.type(limit, '0');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(shownProblems()).toEqual(['Max Per Order: Must be more than 0..!!']);
    expect(sent).toEqual([]);

    await user.clear(limit);
    await user.type(limit, '5');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(shownProblems()).toEqual([]);
    expect(sent.map((input) => input.max_per_order)).toEqual(['5']);
  });

  it("sends the stock it showed, and after a STOCK_CHANGED shows the shop's figure and keeps what was typed", async () => {
    const sent: ProductInput[] = [];
    const saved: ProductDraft = {
      name: 'Sapota',
      unit: 'Kg',
      rate: '40',
      stocks: '10',
      lowStockThreshold: '',
      category: vegetables._id,
      weights: ['1 KG'],
    };
    const form = (currentStock?: { stocks: number }) => (
      <ProductForm
        idPrefix="update-product"
        initial={saved}
        categories={[vegetables]}
        submitLabel="Update Product"
        imageRequired={false}
        busy={false}
        onMissingCategory={() => {}}
        onSubmit={(input) => sent.push(input)}
        guardStock
        currentStock={currentStock}
      />
    );
    const { rerender } = render(form());
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Chikoo');
    await user.clear(screen.getByLabelText('Stocks'));
    await user.type(screen.getByLabelText('Stocks'), '25');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(sent.at(-1)).toMatchObject({ name: 'Chikoo', stocks: '25', stocks_was: '10' });

    // The shop answered 409 STOCK_CHANGED: orders left 7.
    rerender(form({ stocks: 7 }));
    expect((screen.getByLabelText('Stocks') as HTMLInputElement).value).toBe('7');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Chikoo');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(sent.at(-1)).toMatchObject({ name: 'Chikoo', stocks: '7', stocks_was: '7' });
  });

  it('sends the MRP, HSN and GST slab, and shows a problem of each under its field before sending anything', async () => {
    const { sent, user } = renderAddForm();
    await fillGoodProduct(user);
    const gst = screen.getByLabelText('GST Rate');
    expect([...gst.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      '0 % (Exempt)',
      '5 %',
      '12 %',
      '18 %',
      '28 %',
    ]);
    expect((gst as HTMLSelectElement).value).toBe('0');
    const hsn = screen.getByLabelText('HSN');
    expect(hsn.getAttribute('inputmode')).toBe('numeric');

    await user.type(hsn, '04a1');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(shownProblems()).toEqual(['HSN: Must be 4, 6 or 8 digits..!!']);
    expect(hsn.getAttribute('aria-invalid')).toBe('true');
    expect(hsn.getAttribute('aria-describedby')).toBe('add-product-hsn-problems add-product-hsn-hint');
    expect(document.getElementById('add-product-hsn-problems')?.textContent).toBe('HSN: Must be 4, 6 or 8 digits..!!');

    // Rate 77.5: an MRP of 70 would be a "saving" that is a surcharge. As on the server, the rule
    // joining two fields is checked once each field passes its own.
    await user.clear(hsn);
    await user.type(hsn, '0401');
    const mrp = screen.getByLabelText('MRP');
    await user.type(mrp, '70');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(shownProblems()).toEqual(['MRP: Must be at least the rate, 77.5..!!']);
    expect(mrp.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('add-product-mrp-problems')?.textContent).toBe('MRP: Must be at least the rate, 77.5..!!');
    expect(hsn.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByLabelText('GST Rate').getAttribute('aria-invalid')).toBeNull();
    expect(sent).toEqual([]);

    await user.clear(mrp);
    await user.type(mrp, '80');
    await user.selectOptions(screen.getByLabelText('GST Rate'), '5 %');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(shownProblems()).toEqual([]);
    expect(document.getElementById('add-product-mrp-problems')).toBeNull();
    expect(sent.map(({ mrp, hsn, gstRate }) => ({ mrp, hsn, gstRate }))).toEqual([{ mrp: '80', hsn: '0401', gstRate: '5' }]);
  });
});
