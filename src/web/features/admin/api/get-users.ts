import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '#common/schemas/auth.js';
import { api } from '#web/lib/api-client.js';

export interface UsersAnswer {
  AllUsers: User[];
  userDocCount: number;
}

/** GET /api/user/admin/user (Admin): every account and their count. */
export function getUsers(signal?: AbortSignal): Promise<UsersAnswer> {
  return api.get<UsersAnswer>('/api/user/admin/user', { signal });
}

export const usersQueryOptions = () => queryOptions({ queryKey: ['users'], queryFn: ({ signal }) => getUsers(signal) });

export function useUsers() {
  return useQuery(usersQueryOptions());
}
