import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GstReportAnswer } from '#common/schemas/gst-report.js';
import { api } from '#web/lib/api-client.js';
import { queryKeys } from '#web/lib/query-keys.js';
import type { SalesRange } from '../sales-range.js';

const GST_REPORT = '/api/admin/reports/gst';

/** GET /api/admin/reports/gst (Admin): the tax inside the Delivered orders of a range, per rate and per HSN code. */
export function getGstReport(range: SalesRange, signal?: AbortSignal): Promise<GstReportAnswer> {
  return api.get<GstReportAnswer>(GST_REPORT, { query: { from: range.from, to: range.to }, signal });
}

/** The same figures as a CSV download (the browser sends the session cookie with the link). */
export function gstCsvUrl(range: SalesRange): string {
  return `${GST_REPORT}.csv?${new URLSearchParams({ from: range.from, to: range.to })}`;
}

/** Under the orders' key: a delivery or a packing refreshes it; read afresh each time it shows. */
export const gstReportQueryOptions = (range: SalesRange) =>
  queryOptions({
    queryKey: queryKeys.orders.gst(range.from, range.to),
    queryFn: ({ signal }) => getGstReport(range, signal),
    staleTime: 0,
  });

/** `range` undefined (dates being corrected): nothing is asked. The last figures stay while new ones load. */
export function useGstReport(range: SalesRange | undefined) {
  return useQuery({
    ...gstReportQueryOptions(range ?? { from: '', to: '' }),
    enabled: range !== undefined,
    placeholderData: keepPreviousData,
  });
}
