import { expect, test } from '@playwright/test';
import { ADMIN, alertOf, DESKTOP, logIn, registerCustomer, settled, shot, unique } from './admin-helpers.js';

test.use(DESKTOP);

test.beforeEach(async ({ page }) => {
  await logIn(page.request, ADMIN.email, ADMIN.password);
});

test("an admin changes a user's role, then deletes the account after confirming", async ({ page, playwright, baseURL }) => {
  const customerRequest = await playwright.request.newContext({ baseURL });
  try {
    const customer = await registerCustomer(customerRequest, 'Kiran');

    // Oldest accounts first, 25 a page: the owner finds the new one by searching.
    await page.goto('/admin/view/users');
    await settled(page);
    await page.getByRole('searchbox', { name: 'Search users' }).fill(customer.email);
    await expect(page).toHaveURL(/[?&]q=/);
    await expect(page.getByRole('status').filter({ hasText: /^1 user$/ })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: customer.email });
    await expect(row).toContainText(customer.firstName);
    await expect(row).toContainText(customer.lastName);
    await expect(row).toContainText('User');
    await shot(page, 'users-1280');
    await row.getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(/\/admin\/update\/[0-9a-f-]{36}$/);

    await expect(page.getByRole('heading', { name: 'Update User' })).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue(`${customer.firstName} ${customer.lastName}`);
    await expect(page.getByLabel('Name')).toHaveAttribute('readonly', '');
    await expect(page.getByLabel('Email')).toHaveValue(customer.email);
    await expect(page.getByLabel('Current Role')).toHaveValue('User');
    const role = page.getByLabel('Role', { exact: true });
    await expect(role.locator('option')).toHaveText(['Choose Role', 'Admin', 'User', 'Rider']);
    await shot(page, 'update-user-1280');

    expect(await alertOf(page, () => page.getByRole('button', { name: 'Update Role' }).click())).toBe('Choose Role');

    await role.selectOption('Admin');
    await page.getByRole('button', { name: 'Update Role' }).click();
    await expect(page.getByText('User Role Updated..!!')).toBeVisible();
    await expect(page.getByLabel('Current Role')).toHaveValue('Admin');
    // The role is read on every request: the open session is an Admin's now.
    expect((await customerRequest.get('/api/user/admin/user')).status()).toBe(200);

    // Deleting asks first; Cancel keeps the account.
    await page.goto(`/admin/view/users?q=${encodeURIComponent(customer.email)}`);
    await settled(page);
    const again = page.getByRole('row').filter({ hasText: customer.email });
    await expect(again).toContainText('Admin');
    await again.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete User' });
    await expect(confirm).toContainText(customer.email);
    await shot(page, 'users-confirm-delete-1280');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(again).toBeVisible();

    await again.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete User' }).click();
    await expect(page.getByText('User Deleted..!!')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: customer.email })).toHaveCount(0);
  } finally {
    await customerRequest.dispose();
  }
});

test('an admin deletes a review and the shop no longer shows it', async ({ page, playwright, baseURL }) => {
  const customerRequest = await playwright.request.newContext({ baseURL });
  try {
    await registerCustomer(customerRequest, 'Sunita');
    const comment = unique('Lovely fresh mangoes, review');
    const added = await customerRequest.post('/api/user/add/review', { data: { comment, ratings: 4 } });
    expect(added.status()).toBe(201);

    await page.goto('/admin/view/reviews');
    await settled(page);
    const row = page.getByRole('row').filter({ hasText: comment });
    await expect(row).toContainText('Sunita');
    await expect(row.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    await shot(page, 'reviews-1280');
    await row.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Review' });
    await expect(confirm).toContainText(comment);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete Review' }).click();
    await expect(page.getByText('Review Deleted..!!')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: comment })).toHaveCount(0);

    await page.goto('/reviews/all');
    await expect(page.getByRole('heading', { name: 'Customer Reviews' })).toBeVisible();
    await expect(page.getByText(comment)).toHaveCount(0);
  } finally {
    await customerRequest.dispose();
  }
});
