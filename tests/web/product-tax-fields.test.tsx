import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminWebPaths } from '#common/admin-web-paths.js';
import type { Product } from '#common/schemas/catalog.js';
import type { TestShop } from '#tests/support/app.js';
import { signUp } from '#tests/support/factories.js';
import { createProduct } from '#tests/support/products.js';
import type { ProductInput } from '#web/features/admin/api/product-form-data.js';
import { updateProduct } from '#web/features/admin/api/update-product.js';
import { ProductForm } from '#web/features/admin/components/product-form.js';
import { login } from '#web/features/auth/api/login.js';
import { getProduct } from '#web/features/catalog/api/get-product.js';
import { activateLanguage } from '#web/i18n/i18n.js';
import { ApiError, messagesOf } from '#web/lib/api-client.js';
import { AdminUpdateProductPage } from '#web/routes/admin/admin-update-product.js';
import { serveShop } from './support/serve-shop.js';
import { settleClients } from './support/settle.js';

/** The product form's MRP, HSN and GST Rate against a real shop (decision 0061). */
let shop: TestShop;
const clients: QueryClient[] = [];
beforeAll(async () => {
  ({ shop } = await serveShop());
  const owner = await signUp(shop, { role: 'Admin' });
  await login({ email: owner.email, password: owner.password });
});
afterAll(() => shop.close());
afterEach(async () => {
  await settleClients(clients.splice(0));
});

async function butter(): Promise<Product> {
  return getProduct((await createProduct(shop, { name: 'Butter', rate: 50, stocks: 20, unit: 'Packet' })).id);
}

function renderUpdate(product: Product) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  clients.push(client);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[adminWebPaths.updateProduct.href(product._id)]}>
        <Routes>
          <Route path={`/admin/${adminWebPaths.updateProduct.pattern}`} element={<AdminUpdateProductPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

/** What the Update Product form sends for the product as it is, with `changes`. */
function inputOf(product: Product, changes: Partial<ProductInput>): ProductInput {
  return {
    name: product.name,
    name_hi: '',
    name_mr: '',
    aliases: [],
    unit: product.unit,
    rate: String(product.rate),
    stocks: String(product.stocks),
    category: product.category?._id ?? '',
    kilogramOption: product.kilogramOption,
    low_stock_threshold: '',
    max_per_order: '',
    mrp: '',
    hsn: '',
    gstRate: '0',
    image: null,
    ...changes,
  };
}

describe('the product form and the shop', () => {
  it('sends the MRP, HSN and GST slab from Update Product; the shop keeps them and the form shows them again', async () => {
    const product = await butter();
    const user = renderUpdate(product);
    const mrp = await screen.findByLabelText('MRP');
    expect((mrp as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('GST Rate') as HTMLSelectElement).value).toBe('0');

    await user.type(mrp, '60');
    await user.type(screen.getByLabelText('HSN'), '0401');
    await user.selectOptions(screen.getByLabelText('GST Rate'), '5 %');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));

    expect(await screen.findByText('Product Updated..!!')).toBeDefined();
    expect(await getProduct(product._id)).toMatchObject({ mrp: 60, hsn: '0401', gstRate: 5 });
    // The form opens again on the saved product: its current values, which the next save sends.
    await waitFor(() => expect((screen.getByLabelText('HSN') as HTMLInputElement).value).toBe('0401'));
    expect((screen.getByLabelText('MRP') as HTMLInputElement).value).toBe('60');
    expect((screen.getByLabelText('GST Rate') as HTMLSelectElement).value).toBe('5');
  });

  it("shows the shop's refusal of a field under that field", async () => {
    const product = await butter();
    // A save the form's own checks did not stop (an older page): the shop's answer decides.
    const refused = await updateProduct({ id: product._id, input: inputOf(product, { hsn: '12' }) }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(400);
    const messages = messagesOf(refused);
    expect(messages).toEqual(['HSN: Must be 4, 6 or 8 digits..!!']);

    render(
      <ProductForm
        idPrefix="update-product"
        initial={{ name: 'Butter', unit: 'Packet', rate: '50', stocks: '20', lowStockThreshold: '', category: '', weights: [], hsn: '12' }}
        categories={[]}
        submitLabel="Update Product"
        imageRequired={false}
        busy={false}
        onMissingCategory={() => {}}
        onSubmit={() => {}}
        refusal={messages}
      />,
    );
    const hsn = screen.getByLabelText('HSN');
    expect(hsn.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('update-product-hsn-problems')?.textContent).toBe('HSN: Must be 4, 6 or 8 digits..!!');
    expect(screen.getByLabelText('MRP').getAttribute('aria-invalid')).toBeNull();
  });

  it('labels the fields in Hindi and Marathi', async () => {
    const draft = { name: '', unit: '', rate: '', stocks: '', lowStockThreshold: '', category: '', weights: [] };
    const form = (
      <ProductForm
        idPrefix="add-product"
        initial={draft}
        categories={[]}
        submitLabel="Add Product"
        imageRequired
        busy={false}
        onMissingCategory={() => {}}
        onSubmit={() => {}}
      />
    );
    try {
      await activateLanguage('hi');
      const { unmount } = render(form);
      expect(screen.getByLabelText('GST दर')).toBeDefined();
      expect(screen.getByRole('option', { name: '0 % (छूट)' })).toBeDefined();
      expect(screen.getByText('पैकेट पर छपा दाम। भाव से कम नहीं; खाली: कोई नहीं।')).toBeDefined();
      unmount();
      await activateLanguage('mr');
      render(form);
      expect(screen.getByRole('option', { name: '0 % (सूट)' })).toBeDefined();
      expect(screen.getByText('4, 6 किंवा 8 अंक, तुमच्या खरेदी बिलावर असतात तसे; रिकामे: नाही.')).toBeDefined();
    } finally {
      await activateLanguage('en');
    }
  });
});
