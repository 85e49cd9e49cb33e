import type { OrderStatus } from '#common/constants.js';

/**
 * The CSV downloads (API.md "The owner's admin at scale"): plain links, so the browser streams
 * the file to disk with the session cookie and nothing is held in the page.
 */
export const productsCsvHref = '/api/admin/products.csv';

/** The orders CSV of a list's filters: its status and IST order dates. */
export function ordersCsvHref(filter: { status?: OrderStatus; from?: string; to?: string }): string {
  const query = new URLSearchParams();
  if (filter.status) query.set('status', filter.status);
  if (filter.from) query.set('from', filter.from);
  if (filter.to) query.set('to', filter.to);
  const text = query.toString();
  return text ? `/api/admin/orders.csv?${text}` : '/api/admin/orders.csv';
}
