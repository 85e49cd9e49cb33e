import { expect, type Locator, type Page } from '@playwright/test';

/** What shoppers do on the storefront's screens, by the accessible names of DESIGN.md "Web conventions". */

export const SHIPPING = { address: '12 MG Road, Near Ganpati Temple', city: 'Sangli', mobileNumber: '9876543210', pinCode: '416416' };

/** The header's cart button ("Cart"; its count of lines is beside it). */
export const cartButton = (page: Page): Locator => page.getByRole('button', { name: 'Cart', exact: true });
export const cartCount = (page: Page): Locator => page.getByTestId('cart-count');
export const accountButton = (page: Page): Locator => page.getByRole('button', { name: 'Account' });

/** Waits until no loading overlay is on screen. */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('.loading-overlay')).toHaveCount(0, { timeout: 15_000 });
}

/** The product card (or product page article) named `name`. */
export const productCard = (page: Page, name: string): Locator => page.getByRole('article', { name, exact: true });

/**
 * The card of `name` in a product list that shows 24 at a time: reads on, as a shopper scrolls,
 * until the card is there or the list has ended (docs/decisions/0020-storefront-pages.md).
 */
export async function findProductCard(page: Page, name: string): Promise<Locator> {
  const card = productCard(page, name);
  await expect
    .poll(
      async () => {
        if ((await card.count()) > 0) return true;
        // The list's end (its count) shows once its cards are drawn; without Load more, it has ended.
        const end = page.locator('.load-more');
        if ((await end.count()) > 0 && (await end.getByRole('button').count()) === 0) return true;
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        return false;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return card;
}

/** Picks a quantity (0.5 when not given, as the shop preselects) and presses "Add to cart" in the card of `name`. */
export async function addToCart(page: Page, name: string, quantity?: number): Promise<void> {
  const card = await findProductCard(page, name);
  if (quantity !== undefined) await card.getByLabel(`Quantity of ${name}`).selectOption(String(quantity));
  await card.getByRole('button', { name: 'Add to cart' }).click();
}

/** The cart as the shop keeps it in localStorage (spec 3: key userCart). */
export async function storedCart(page: Page): Promise<{ id: string; name: string; quantity: number; rate: number }[]> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('userCart') ?? '[]'));
}

export async function fillShipping(page: Page, values: Partial<typeof SHIPPING>): Promise<void> {
  const labels = { address: 'Address', city: 'City', mobileNumber: 'Mobile Number', pinCode: 'Pin Code' } as const;
  for (const [field, value] of Object.entries(values) as [keyof typeof SHIPPING, string][]) {
    await page.getByLabel(labels[field], { exact: true }).fill(value);
  }
}

/** From the cart to the confirm page: the checkout, its shipping form filled, and Next. */
export async function checkOutToConfirm(page: Page): Promise<void> {
  await page.goto('/Order/Checkout');
  await settled(page);
  await fillShipping(page, SHIPPING);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm Order');
}

/** Opens a header panel's button, e.g. Account, then checks it is open. */
export async function openPanel(button: Locator): Promise<void> {
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
}
