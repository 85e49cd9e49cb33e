import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestShop } from '#tests/support/app.js';
import { addCategory, sendForm } from '#tests/support/catalog-fixtures.js';
import { type SignedIn, signUp } from '#tests/support/factories.js';
import { setOrderStatus } from '#tests/support/orders.js';
import { placePaidBy } from '#tests/support/payments.js';
import type { TestProduct } from '#tests/support/products.js';
import { login } from '#web/features/auth/api/login.js';
import { taxRupees } from '#web/features/reports/components/gst-tables.js';
import { monthSoFar } from '#web/features/reports/sales-range.js';
import { gstTexts } from '#web/i18n/gst-texts.js';
import { activateLanguage } from '#web/i18n/i18n.js';
import { AdminGstPage } from '#web/routes/admin/admin-gst.js';
import { serveShop } from './support/serve-shop.js';
import { settleClients } from './support/settle.js';

/**
 * The owner's GST page (API.md "Tax and labels"; decision 0060) on a real shop: this month so far
 * by default, a table per rate and per HSN code with their totals, the CSV of the same dates, the
 * dates checked before asking, and the owner's own language.
 */
const t = gstTexts.en;
let shop: TestShop;
let owner: SignedIn;
const clients: QueryClient[] = [];
/** A 1×1 PNG: the product form wants a picture. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function taxedProduct(category: string, name: string, rate: number, hsn: string, gstRate: number): Promise<TestProduct> {
  const response = await sendForm(
    shop,
    'POST',
    '/api/product/add',
    {
      name,
      unit: 'Kg',
      rate,
      stocks: 100,
      category,
      kilogramOption: [1, 2, 3],
      hsn,
      gstRate,
      image: { filename: 'p.png', contentType: 'image/png', data: PNG },
    },
    owner.cookie,
  );
  expect(response.statusCode, response.body).toBe(201);
  const product = response.json().product;
  return { id: product._id, name, rate, stocks: 100, imageKey: '', url: product.url };
}

beforeAll(async () => {
  ({ shop } = await serveShop());
  owner = await signUp(shop, { role: 'Admin' });
  const asha = await signUp(shop, { firstName: 'Asha' });
  const category = (await addCategory(shop, owner.cookie, 'Grocery'))._id;
  const rice = await taxedProduct(category, 'Rice', 17.75, '1006', 5);
  const soap = await taxedProduct(category, 'Soap', 99, '3401', 18);
  // Today: rice 3 Kg (53.25) and soap 1 (99), delivered; soap 2 still being packed.
  for (const [product, quantity] of [
    [rice, 3],
    [soap, 1],
  ] as const) {
    const order = await placePaidBy(shop, asha, product, quantity);
    await setOrderStatus(shop, owner.cookie, order._id, 'Shipped');
    await setOrderStatus(shop, owner.cookie, order._id, 'Delivered');
  }
  await placePaidBy(shop, asha, soap, 2);
  await login({ email: owner.email, password: owner.password });
});
afterAll(() => shop.close());
afterEach(async () => {
  await settleClients(clients.splice(0));
  await act(() => activateLanguage('en'));
  document.body.innerHTML = '';
});

function renderPage(now = new Date()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  clients.push(queryClient);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <AdminGstPage now={now} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

describe('a tax figure', () => {
  it('always shows its paise, in Indian grouping', () => {
    expect([taxRupees(0), taxRupees(83.9), taxRupees(99), taxRupees(123456.05)]).toEqual(['₹ 0.00', '₹ 83.90', '₹ 99.00', '₹ 1,23,456.05']);
  });
});

describe('the GST page', () => {
  it('opens on this month so far with a table per rate and per HSN code, each with its total, and the CSV of those dates', async () => {
    renderPage();
    const rates = await screen.findByRole('table', { name: t.ratesTitle });
    expect(within(rates).getAllByRole('row').map(cellsOf)).toEqual([
      [t.gstRate, t.taxable, t.cgst, t.sgst, t.total],
      ['5%', '₹ 50.71', '₹ 1.27', '₹ 1.27', '₹ 53.25'],
      ['18%', '₹ 83.90', '₹ 7.55', '₹ 7.55', '₹ 99.00'],
      [t.total, '₹ 134.61', '₹ 8.82', '₹ 8.82', '₹ 152.25'],
    ]);
    const hsn = screen.getByRole('table', { name: t.hsnTitle });
    expect(within(hsn).getAllByRole('row').map(cellsOf)).toEqual([
      [t.hsn, t.gstRate, t.quantity, t.taxable, t.cgst, t.sgst, t.total],
      ['1006', '5%', '3', '₹ 50.71', '₹ 1.27', '₹ 1.27', '₹ 53.25'],
      ['3401', '18%', '1', '₹ 83.90', '₹ 7.55', '₹ 7.55', '₹ 99.00'],
      [t.total, '₹ 134.61', '₹ 8.82', '₹ 8.82', '₹ 152.25'],
    ]);
    // Each table scrolls inside its own box, which a keyboard can reach.
    expect(screen.getByRole('region', { name: t.hsnTitle }).getAttribute('tabindex')).toBe('0');

    const month = monthSoFar(new Date());
    const csv = screen.getByRole('link', { name: new RegExp(`^${t.download}`) });
    expect(csv.getAttribute('href')).toBe(`/api/admin/reports/gst.csv?from=${month.from}&to=${month.to}`);
    expect(screen.getByRole('button', { name: t.thisMonth }).getAttribute('aria-pressed')).toBe('true');
  });

  it('says so when no delivered order was billed in the dates, and names what is wrong with dates before asking', async () => {
    const user = renderPage();
    await screen.findByRole('table', { name: t.ratesTitle });
    await user.click(screen.getByRole('button', { name: t.lastMonth }));
    expect(await screen.findByText(t.none)).toBeDefined();
    expect(screen.getByRole('button', { name: t.lastMonth }).getAttribute('aria-pressed')).toBe('true');

    const from = screen.getByLabelText(t.from);
    await user.clear(from);
    await user.type(from, '2099-01-01');
    expect((await screen.findByRole('alert')).textContent).toBe('To: Must not be before From..!!');
    expect(from.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('link', { name: new RegExp(`^${t.download}`) })).toBeNull();
  });

  it("speaks the owner's language", async () => {
    await act(() => activateLanguage('mr'));
    renderPage();
    const mr = gstTexts.mr;
    const rates = await screen.findByRole('table', { name: mr.ratesTitle });
    expect(
      within(rates)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([mr.gstRate, mr.taxable, 'CGST', 'SGST', mr.total]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('GST');
    expect(screen.getByRole('button', { name: mr.lastMonth })).toBeDefined();
  });
});
