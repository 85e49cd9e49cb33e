import type { Order } from '#common/schemas/orders.js';
import type { CatalogService } from '#server/modules/catalog/service.js';
import type { UsersService } from '#server/modules/users/service.js';

/**
 * The products' names in the language of the order's shopper, by product id (decision 0059): a
 * Hindi or Marathi shopper's bill names the items as the storefront shows them to that shopper,
 * where the product has such a name; its headings stay English, as an accountant reads them. The
 * names are the catalogue's of today (order lines keep the English name only); a product deleted
 * since, or one without a name in that language, keeps the line's own name.
 */
export async function localNamesOf(
  { catalog, users }: { catalog: Pick<CatalogService, 'findProducts'>; users: Pick<UsersService, 'findById'> },
  order: Order,
): Promise<Map<string, string>> {
  const shopper = order.user._id ? await users.findById(order.user._id) : undefined;
  const language = shopper?.language;
  if (language !== 'hi' && language !== 'mr') return new Map();
  const products = await catalog.findProducts(order.orderItems.map((item) => item._id));
  return new Map(products.flatMap((product) => (product.names[language] ? [[product._id, product.names[language]] as const] : [])));
}
