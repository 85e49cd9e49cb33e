import { expect, test } from '@playwright/test';
import { ADMIN, DESKTOP, logIn, pngFile, settled, shot, unique } from './admin-helpers.js';

test.use(DESKTOP);

test.beforeEach(async ({ page }) => {
  await logIn(page.request, ADMIN.email, ADMIN.password);
});

test('an admin adds a category and a product with an image, finds it in the shop, edits its rate and deletes both', async ({ page }) => {
  test.setTimeout(90_000);
  const categoryName = unique('E2E Greens');
  const productName = unique('E2E Spinach');

  // Add Category, from the products menu.
  await page.goto('/admin/products');
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
  await shot(page, 'products-menu-1280');
  await page.getByRole('link', { name: 'Add Category' }).click();
  await expect(page).toHaveURL(/\/admin\/add\/category$/);
  await page.getByLabel('Category Name').fill(categoryName);
  await page.getByLabel('Category Image').setInputFiles(await pngFile('greens.png'));
  await expect(page.getByRole('img', { name: 'Preview' })).toBeVisible();
  await shot(page, 'add-category-1280');
  await page.getByRole('button', { name: 'Add Category' }).click();
  await expect(page.getByText('Category Added..!!')).toBeVisible();

  // Add Product: 0.5 KG is ticked already; without a category nothing is sent.
  await page.goto('/admin/add/products');
  await settled(page);
  const select = page.getByLabel('Category');
  await expect(select.locator('option').first()).toHaveText('Choose Category');
  await expect(page.getByLabel('0.5 KG')).toBeChecked();
  for (const label of ['1 KG', '1.5 KG', '2 KG', '2.5 KG', '3 KG', '3.5 KG', 'Single Packet', 'Dozen']) {
    await expect(page.getByLabel(label, { exact: true })).not.toBeChecked();
  }
  await expect(page.getByPlaceholder('Unit (e.g., Kg, Litre, Packet)')).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(productName);
  await page.getByLabel('Unit').fill('Kg');
  await page.getByLabel('Rate', { exact: true }).fill('77');
  await page.getByLabel('Stocks').fill('25');
  await page.getByLabel('1 KG', { exact: true }).check();
  await page.getByLabel('Image').setInputFiles(await pngFile('spinach.png', { r: 20, g: 110, b: 40 }));
  await expect(page.getByRole('img', { name: 'Preview' })).toBeVisible();

  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/product/add')) sent.push(request.url());
  });
  await page.getByRole('button', { name: 'Add Product' }).click();
  const chooseCategory = page.getByRole('heading', { name: 'Category:Select Category..!!' });
  await expect(chooseCategory).toBeVisible();
  expect(sent).toEqual([]);
  await shot(page, 'add-product-missing-category-1280');
  await expect(chooseCategory).toBeHidden({ timeout: 7_000 });

  await select.selectOption({ label: categoryName });
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText('Product Added..!!')).toBeVisible();
  expect(sent).toHaveLength(1);
  // The form is empty again for the next product.
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');

  // The shop shows it at once.
  await page.goto('/products');
  await expect(page.getByRole('heading', { name: productName })).toBeVisible();

  // All Products: the new row, then its edit screen.
  await page.goto('/admin/view/products');
  await settled(page);
  const row = page.getByRole('row').filter({ hasText: productName });
  await expect(row).toContainText('₹ 77 / Kg');
  await expect(row).toContainText(categoryName);
  await expect(row.getByText('In Stock')).toHaveClass(/stock--in/);
  await shot(page, 'products-1280');
  await row.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/admin\/update\/products\//);
  await expect(page.getByRole('heading', { name: 'Update Product' })).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(productName);
  await expect(page.getByLabel('Category')).toHaveValue(/.+/);
  await expect(page.getByLabel('0.5 KG')).toBeChecked();
  await expect(page.getByLabel('1 KG', { exact: true })).toBeChecked();
  await shot(page, 'update-product-1280');
  await page.getByLabel('Rate', { exact: true }).fill('88');
  await page.getByRole('button', { name: 'Update Product' }).click();
  await expect(page.getByText('Product Updated..!!')).toBeVisible();

  // The shop's search shows the new rate.
  await page.goto(`/products/${encodeURIComponent(productName)}`);
  const card = page.getByRole('article').filter({ hasText: productName });
  await expect(card).toContainText('₹ 88/Kg');

  // A category that still has products stays, with the server's message.
  await page.goto('/admin/view/category');
  await settled(page);
  const categoryRow = page.getByRole('row').filter({ hasText: categoryName });
  await expect(categoryRow.locator('img')).toBeVisible();
  await shot(page, 'categories-1280');
  await categoryRow.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete Category' }).getByRole('button', { name: 'Delete Category' }).click();
  await expect(page.getByRole('alert')).toContainText(/product/i);
  await expect(categoryRow).toBeVisible();

  // Delete the product, then the category: each asks first, and Cancel or Escape keeps it.
  await page.goto('/admin/view/products');
  await settled(page);
  const productRow = page.getByRole('row').filter({ hasText: productName });
  const deleteProduct = productRow.getByRole('button', { name: 'Delete' });
  await deleteProduct.click();
  const confirmProduct = page.getByRole('dialog', { name: 'Delete Product' });
  await expect(confirmProduct).toContainText(`Delete ${productName}?`);
  // The dialog holds the keyboard while it is open.
  expect(await page.evaluate(() => document.activeElement?.closest('dialog[open]') !== null)).toBe(true);
  await confirmProduct.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirmProduct).toBeHidden();
  await expect(deleteProduct).toBeFocused();
  await deleteProduct.press('Enter');
  await expect(confirmProduct).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(confirmProduct).toBeHidden();
  await page.reload();
  await settled(page);
  await expect(productRow).toBeVisible();
  await deleteProduct.click();
  await confirmProduct.getByRole('button', { name: 'Delete Product' }).click();
  await expect(page.getByText('Product Deleted..!!')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: productName })).toHaveCount(0);

  await page.goto('/admin/view/category');
  await settled(page);
  await page.getByRole('row').filter({ hasText: categoryName }).getByRole('button', { name: 'Delete' }).click();
  const confirmCategory = page.getByRole('dialog', { name: 'Delete Category' });
  await expect(confirmCategory).toContainText(`Delete the category ${categoryName}?`);
  await confirmCategory.getByRole('button', { name: 'Delete Category' }).click();
  await expect(page.getByText('Category Deleted..!!')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: categoryName })).toHaveCount(0);
});

test('an admin renames a category from its edit link and every problem of a bad product is listed', async ({ page }) => {
  const name = unique('E2E Herbs');
  const added = await page.request.post('/api/category/add', {
    multipart: { categoryName: name, categoryImage: await pngFile('herbs.png', { r: 90, g: 160, b: 60 }) },
  });
  expect(added.status()).toBe(201);
  const category = (await added.json()).category as { _id: string };

  try {
    await page.goto('/admin/view/category');
    await settled(page);
    await page.getByRole('row').filter({ hasText: name }).getByRole('link', { name: 'Edit' }).click();
    await expect(page.getByRole('heading', { name: 'Update Category' })).toBeVisible();
    await expect(page.getByLabel('Category Name')).toHaveValue(name);
    await expect(page.getByRole('img', { name: 'Current Image' })).toBeVisible();
    await shot(page, 'update-category-1280');
    const renamed = `${name} Fresh`;
    await page.getByLabel('Category Name').fill(renamed);
    await page.getByRole('button', { name: 'Update Category' }).click();
    await expect(page.getByText('Category Updated..!!')).toBeVisible();
    await page.goto('/admin/view/category');
    await expect(page.getByRole('row').filter({ hasText: renamed })).toBeVisible();

    // A product without a name and weight options: each problem, in the server's words, is a heading.
    await page.goto('/admin/add/products');
    await settled(page);
    await page.getByLabel('Unit').fill('Kg');
    await page.getByLabel('Rate', { exact: true }).fill('10');
    await page.getByLabel('Stocks').fill('5');
    await page.getByLabel('0.5 KG').uncheck();
    await page.getByLabel('Category').selectOption({ label: renamed });
    await page.getByLabel('Image').setInputFiles(await pngFile('x.png'));
    await page.getByRole('button', { name: 'Add Product' }).click();
    await expect(page.getByRole('heading', { name: /^Name:/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Weight Option:/ })).toBeVisible();
    await shot(page, 'add-product-errors-1280');
  } finally {
    await page.request.delete(`/api/category/delete/${category._id}`);
  }
});
