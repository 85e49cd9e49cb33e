import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RidersReportAnswer } from '#common/schemas/riders.js';
import { api } from '#web/lib/api-client.js';
import { queryKeys } from '#web/lib/query-keys.js';

const RIDERS_REPORT = '/api/admin/reports/riders';

/** GET /api/admin/reports/riders (Admin): per rider, what they delivered on one IST day and the money for it. */
export function getRidersReport(date: string, signal?: AbortSignal): Promise<RidersReportAnswer> {
  return api.get<RidersReportAnswer>(RIDERS_REPORT, { query: { date }, signal });
}

/** The same day as a CSV download (the browser sends the session cookie with the link). */
export function ridersReportCsvUrl(date: string): string {
  return `${RIDERS_REPORT}.csv?${new URLSearchParams({ date })}`;
}

/** Under the orders' key: a delivery, a cancel or a payment refreshes it; read afresh each time it shows. */
export const ridersReportQueryOptions = (date: string) =>
  queryOptions({
    queryKey: queryKeys.orders.ridersReport(date),
    queryFn: ({ signal }) => getRidersReport(date, signal),
    staleTime: 0,
  });

/** `date` undefined (no valid day chosen): nothing is asked. The last day's figures stay while the next one loads. */
export function useRidersReport(date: string | undefined) {
  return useQuery({ ...ridersReportQueryOptions(date ?? ''), enabled: date !== undefined, placeholderData: keepPreviousData });
}
