import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import {
  ADMIN,
  ADMIN_PATHS,
  createProduct,
  DESKTOP,
  expectFitsWidth,
  logIn,
  placeOrder,
  pngFile,
  registerCustomer,
  settled,
  shot,
  TABLET,
} from './admin-helpers.js';

test.describe('a customer', () => {
  test.use(DESKTOP);

  test('sees no Dashboard link, gets the 404 page on every admin route and never downloads admin code', async ({ page }) => {
    test.setTimeout(60_000);
    const adminFiles: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/admin-/.test(request.url())) adminFiles.push(request.url());
    });
    await registerCustomer(page.request);

    await page.goto('/');
    await page.getByRole('button', { name: 'Account' }).click();
    await expect(page.getByRole('link', { name: 'My Orders' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);

    for (const path of ADMIN_PATHS) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: '404 Page Not Found' }), path).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);
    }
    expect(adminFiles).toEqual([]);
  });

  test('gets 403 from every admin call', async ({ page }) => {
    await registerCustomer(page.request);
    const id = randomUUID();
    const image = await pngFile('x.png');
    const calls = [
      page.request.get('/api/user/admin/user'),
      page.request.put(`/api/user/admin/user/${id}`, { data: { UserRole: 'Admin' } }),
      page.request.delete(`/api/user/admin/user/${id}`),
      page.request.post('/api/category/add', { multipart: { categoryName: 'Nope', categoryImage: image } }),
      page.request.put(`/api/category/update/${id}`, { multipart: { categoryName: 'Nope' } }),
      page.request.delete(`/api/category/delete/${id}`),
      page.request.post('/api/product/add', {
        multipart: { name: 'Nope', unit: 'Kg', rate: '1', stocks: '1', category: id, kilogramOption: '1', image },
      }),
      page.request.put(`/api/product/update/${id}`, { multipart: { name: 'Nope', unit: 'Kg', rate: '1', stocks: '1', category: id } }),
      page.request.delete(`/api/product/delete/${id}`),
      page.request.get('/api/user/admin/orders'),
      page.request.put(`/api/user/update/order/${id}`, { data: { oStatus: 'Shipped' } }),
      page.request.delete(`/api/user/admin/review/${id}`),
      page.request.get('/api/admin/audit'),
      page.request.get('/api/admin/khata'),
      page.request.get(`/api/admin/khata/${id}`),
      page.request.post(`/api/admin/khata/${id}/payments`, { data: { amount: 10, method: 'Cash' } }),
      page.request.post(`/api/admin/khata/${id}/reminder`),
      page.request.put(`/api/admin/users/${id}/credit`, { data: { creditLimit: 1000 } }),
    ];
    for (const answer of await Promise.all(calls)) {
      expect(answer.status(), answer.url()).toBe(403);
      expect((await answer.json()).code).toBe('FORBIDDEN');
    }
  });
});

test('a guest gets the 404 page on the admin routes', async ({ page }) => {
  for (const path of ['/admin/home', '/admin/view/users', '/admin/add/products']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' }), path).toBeVisible();
  }
});

test.describe('an admin', () => {
  test.beforeEach(async ({ page }) => {
    await logIn(page.request, ADMIN.email, ADMIN.password);
  });

  test.describe('on a desktop', () => {
    test.use(DESKTOP);

    test('finds the Dashboard in the account menu and every screen through the sidebar', async ({ page }) => {
      test.setTimeout(60_000);
      await page.goto('/');
      await page.getByRole('button', { name: 'Account' }).click();
      await page.getByRole('link', { name: 'Dashboard' }).click();
      await expect(page).toHaveURL(/\/admin\/home$/);
      await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
      await settled(page);
      await expect(page.getByTestId('dashboard-products')).toHaveText(/^\d+$/);
      await expect(page.getByTestId('dashboard-users')).toHaveText(/^\d+$/);
      await expect(page.getByRole('img', { name: /Products Stock/ })).toBeVisible();
      await shot(page, 'dashboard-1280');

      const sidebar = page.getByRole('navigation', { name: 'Admin' });
      const screens = [
        { link: 'Products', url: /\/admin\/products$/, heading: 'Products' },
        { link: 'Orders', url: /\/admin\/view\/orders$/, heading: 'All Orders' },
        { link: 'Khata', url: /\/admin\/khata$/, heading: 'Khata' },
        { link: 'Users', url: /\/admin\/view\/users$/, heading: 'All Users' },
        { link: 'Reviews', url: /\/admin\/view\/reviews$/, heading: 'All Reviews' },
        { link: 'Coupons', url: /\/admin\/coupons$/, heading: 'Coupons' },
        { link: 'Dashboard', url: /\/admin\/home$/, heading: 'Admin Dashboard' },
      ];
      for (const screen of screens) {
        await sidebar.getByRole('link', { name: screen.link }).click();
        await expect(page).toHaveURL(screen.url);
        await expect(page.getByRole('heading', { name: screen.heading, level: 1 })).toBeVisible();
        await expect(sidebar.getByRole('link', { name: screen.link })).toHaveAttribute('aria-current', 'page');
      }

      // The dashboard's boxes lead to the lists.
      await settled(page);
      await page
        .getByRole('link', { name: /^Products/ })
        .filter({ has: page.getByTestId('dashboard-products') })
        .click();
      await expect(page.getByRole('heading', { name: 'All Products' })).toBeVisible();
      await page.goto('/admin/home');
      await settled(page);
      await page
        .getByRole('link', { name: /^Users/ })
        .filter({ has: page.getByTestId('dashboard-users') })
        .click();
      await expect(page.getByRole('heading', { name: 'All Users' })).toBeVisible();
    });

    test('gets the 404 page for an admin path that does not exist', async ({ page }) => {
      await page.goto('/admin/no/such/screen');
      await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    });
  });

  test.describe('on a 768 px tablet', () => {
    test.use(TABLET);

    test('uses the dashboard, the lists and the add product form without scrolling sideways', async ({ page, playwright, baseURL }) => {
      test.setTimeout(60_000);
      // An order, so the orders table has a row.
      const product = await createProduct(page.request, { rate: 20, stocks: 10 });
      const customerRequest = await playwright.request.newContext({ baseURL });
      await registerCustomer(customerRequest, 'Anil');
      await placeOrder(customerRequest, product, 1);
      // And a review, so the reviews table has one.
      const review = (
        await (await customerRequest.post('/api/user/add/review', { data: { comment: 'Good and fresh.', ratings: 5 } })).json()
      ).review as { _id: string };
      await customerRequest.dispose();
      /** The page never scrolls sideways, and neither do the tables: every column (the actions too) is in view. */
      const fitsWidth = async () => {
        await expectFitsWidth(page);
        for (const wrap of await page.locator('.admin-table-wrap').all()) {
          expect(await wrap.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
        }
      };

      try {
        // The dashboard opened on the tablet held sideways (1024 px), then turned upright: its
        // charts give back the width they had.
        await page.setViewportSize({ width: 1024, height: 768 });
        await page.goto('/admin/home');
        await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
        await settled(page);
        await expect(page.getByRole('img', { name: /Amount Growth/ })).toBeVisible();
        await page.setViewportSize({ width: 768, height: 1024 });
        await fitsWidth();
        await shot(page, 'dashboard-768');

        for (const [path, name] of [
          ['/admin/view/products', 'products-768'],
          ['/admin/view/orders', 'orders-768'],
          ['/admin/view/category', 'categories-768'],
          ['/admin/view/users', 'users-768'],
          ['/admin/view/reviews', 'reviews-768'],
        ] as const) {
          await page.goto(path);
          await settled(page);
          await expect(page.getByRole('row').nth(1)).toBeVisible();
          await shot(page, name);
          await fitsWidth();
        }

        await page.goto('/admin/add/products');
        await settled(page);
        await expect(page.getByLabel('Dozen')).toBeVisible();
        await shot(page, 'add-product-768');
        await fitsWidth();
      } finally {
        await page.request.delete(`/api/product/delete/${product._id}`);
        await page.request.delete(`/api/user/admin/review/${review._id}`);
      }
    });
  });
});
