import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CashUpAnswer } from '#common/schemas/khata.js';
import { api } from '#web/lib/api-client.js';
import { queryKeys } from '#web/lib/query-keys.js';

const CASH_UP = '/api/admin/reports/payments';

/** GET /api/admin/reports/payments (Admin): the money of one IST day and the orders still to settle. */
export function getCashUp(date: string, signal?: AbortSignal): Promise<CashUpAnswer> {
  return api.get<CashUpAnswer>(CASH_UP, { query: { date }, signal });
}

/** The same day as a CSV download (the browser sends the session cookie with the link). */
export function cashUpCsvUrl(date: string): string {
  return `${CASH_UP}.csv?${new URLSearchParams({ date })}`;
}

/** Under the orders' key: a payment, a delivery or a cancel refreshes it; read afresh each time it shows. */
export const cashUpQueryOptions = (date: string) =>
  queryOptions({
    queryKey: queryKeys.orders.cashUp(date),
    queryFn: ({ signal }) => getCashUp(date, signal),
    staleTime: 0,
  });

/** `date` undefined (no valid day chosen): nothing is asked. The last day's figures stay while the next one loads. */
export function useCashUp(date: string | undefined) {
  return useQuery({
    ...cashUpQueryOptions(date ?? ''),
    enabled: date !== undefined,
    placeholderData: keepPreviousData,
  });
}
