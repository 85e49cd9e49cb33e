import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { UsersAnswer } from '#common/schemas/users.js';
import { api } from '#web/lib/api-client.js';
import { queryKeys } from '#web/lib/query-keys.js';

/** Which accounts: those whose name or e-mail holds `q`, page `page` of them (25 a page); without a page, all of them. */
export interface UsersFilter {
  q?: string;
  page?: number;
}

/** GET /api/user/admin/user (Admin): the accounts, oldest first, with their count and the page facts. */
export function getUsers(filter: UsersFilter = {}, signal?: AbortSignal): Promise<UsersAnswer> {
  return api.get<UsersAnswer>('/api/user/admin/user', { query: { q: filter.q || undefined, page: filter.page }, signal });
}

/** The start of every users list's key: a role change or a delete refreshes them all. */

export const usersQueryOptions = (filter: UsersFilter = {}) =>
  queryOptions({ queryKey: queryKeys.users.list(filter), queryFn: ({ signal }) => getUsers(filter, signal) });

/** The page shown stays while the next one loads, so the table and the pager do not jump. */
export function useUsers(filter: UsersFilter = {}) {
  return useQuery({ ...usersQueryOptions(filter), placeholderData: keepPreviousData });
}
