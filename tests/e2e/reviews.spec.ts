import { expect, test } from './support/fixtures.js';
import { settled } from './support/shop-page.js';

test('a shopper adds a review with stars and a comment and finds it among the reviews', { tag: '@desktop' }, async ({ page, customer }) => {
  let reviewCalls = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/user/add/review')) reviewCalls++;
  });
  await page.goto('/review/add');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add Review');
  await expect(page.getByLabel('Your Name')).toHaveValue(`${customer.firstName} ${customer.lastName}`);
  await expect(page.getByLabel('Your Name')).toHaveAttribute('readonly', '');
  const stars = page.getByRole('group', { name: 'Rating' });
  await expect(stars.getByRole('radio')).toHaveCount(5);
  await expect(stars.getByRole('radio', { name: '1 Star', exact: true })).toBeVisible();
  await expect(stars.getByRole('radio', { name: '5 Stars' })).toBeVisible();
  const comment = page.getByLabel('Comment');
  await expect(comment).toHaveAttribute('placeholder', 'Comment...');

  // Nothing chosen, only a comment of spaces, or no stars: nothing is sent.
  const submit = page.getByRole('button', { name: 'Submit' });
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('All Field Are Required..!!');
  await comment.fill('   ');
  await stars.getByRole('radio', { name: '4 Stars' }).check();
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('All Field Are Required..!!');
  await page.reload();
  await comment.fill('Crisp okra and sweet mangoes.');
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('All Field Are Required..!!');
  expect(reviewCalls).toBe(0);

  await stars.getByRole('radio', { name: '4 Stars' }).check();
  await expect(stars.getByRole('radio', { name: '4 Stars' })).toBeChecked();
  await submit.click();
  const popup = page.getByRole('dialog', { name: 'Add Review' });
  await expect(popup).toContainText('Review Added..!!');
  await popup.getByRole('link', { name: 'Customer Reviews' }).click();

  await expect(page).toHaveURL(/\/reviews\/all$/);
  await settled(page);
  const card = page.getByRole('listitem').filter({ hasText: 'Crisp okra and sweet mangoes.' });
  await expect(card).toContainText(`${customer.firstName} ${customer.lastName}`);
  await expect(card.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
});

test('markup in a name or a review shows as text', async ({ page, shoppers }) => {
  const markup = '<img src=x onerror=alert(1)>';
  const shopper = await shoppers.create({ firstName: markup, lastName: 'Tester', signIn: true });
  await page.goto('/review/add');
  await expect(page.getByLabel('Your Name')).toHaveValue(`${markup} Tester`);
  await page.getByRole('radio', { name: '2 Stars' }).check();
  await page.getByLabel('Comment').fill(`Nice shop ${markup}`);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('dialog', { name: 'Add Review' })).toBeVisible();

  await page.goto('/reviews/all');
  const card = page.getByRole('listitem').filter({ hasText: `Nice shop ${markup}` });
  await expect(card).toContainText(`${markup} Tester`);
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Customer Reviews' }).getByText(`Nice shop ${markup}`)).toBeAttached();
  await page.getByRole('button', { name: 'Account' }).click();
  await expect(page.getByText(`Hello, ${markup}`)).toBeVisible();
  await page.goto('/Order/MyOrder');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${markup} Orders`);

  // No element was made from the text, and no alert ran (the page fixture fails on a script error).
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(shopper.firstName).toBe(markup);
});
