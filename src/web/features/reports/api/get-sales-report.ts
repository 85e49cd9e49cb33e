import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SalesAnswer } from '#common/schemas/reports.js';
import { api } from '#web/lib/api-client.js';
import { queryKeys } from '#web/lib/query-keys.js';
import type { SalesRange } from '../sales-range.js';

/** GET /api/admin/reports/sales (Admin): every day of the range, its totals and the top products. */
export function getSalesReport(range: SalesRange, signal?: AbortSignal): Promise<SalesAnswer> {
  return api.get<SalesAnswer>('/api/admin/reports/sales', { query: { from: range.from, to: range.to }, signal });
}

/** The same figures as a CSV download (the browser sends the session cookie with the link). */
export function salesCsvUrl(range: SalesRange): string {
  return `/api/admin/reports/sales.csv?${new URLSearchParams({ from: range.from, to: range.to })}`;
}

/** Under the orders' key: an order's status change refreshes it with the order lists; read afresh each time it shows. */
export const salesReportQueryOptions = (range: SalesRange) =>
  queryOptions({
    queryKey: queryKeys.orders.sales(range.from, range.to),
    queryFn: ({ signal }) => getSalesReport(range, signal),
    staleTime: 0,
  });

/** `range` undefined (dates being corrected): nothing is asked. The last figures stay while new ones load. */
export function useSalesReport(range: SalesRange | undefined) {
  return useQuery({
    ...salesReportQueryOptions(range ?? { from: '', to: '' }),
    enabled: range !== undefined,
    placeholderData: keepPreviousData,
  });
}
