import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditAction, AuditAnswer } from '#common/schemas/audit.js';
import { api } from '#web/lib/api-client.js';
import { queryKeys } from '#web/lib/query-keys.js';

/** Which page of the log, and optionally only one action. */
export interface AuditLogFilter {
  page: number;
  action?: AuditAction;
}

/** GET /api/admin/audit (Admin): one page of the audit log, newest first. */
export function getAuditLog({ page, action }: AuditLogFilter, signal?: AbortSignal): Promise<AuditAnswer> {
  return api.get<AuditAnswer>('/api/admin/audit', { query: { page, action }, signal });
}

/** Read afresh each time the screen opens: every admin write adds to it. */
export const auditLogQueryOptions = (filter: AuditLogFilter) =>
  queryOptions({
    queryKey: queryKeys.audit.page(filter.action ?? 'all', filter.page),
    queryFn: ({ signal }) => getAuditLog(filter, signal),
    staleTime: 0,
  });

/** The page shown stays in view while the next one loads, so the pager does not jump. */
export function useAuditLog(filter: AuditLogFilter) {
  return useQuery({ ...auditLogQueryOptions(filter), placeholderData: keepPreviousData });
}
