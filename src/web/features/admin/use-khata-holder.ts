import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { khataAccountsQueryOptions } from './api/get-khata-accounts.js';
import { usersQueryOptions } from './api/get-users.js';
import type { KhataHolderState } from './components/khata-accounts-table.js';

/**
 * Whose khata a page shows (a khata answer names nobody): the name the link carried, else the list
 * of who owes, else, for an address typed or reloaded of someone who owes nothing, every account
 * (as the Update User page does). Undefined until one of them knows.
 */
export function useKhataHolder(userId: string): { name: string } | undefined {
  const carried = useLocation().state as KhataHolderState | null;
  const known = carried?.userId === userId ? carried.name : undefined;
  const accounts = useQuery({ ...khataAccountsQueryOptions(), enabled: known === undefined });
  const owing = accounts.data?.find((account) => account.user._id === userId)?.user;
  const everyone = useQuery({ ...usersQueryOptions({}), enabled: known === undefined && accounts.isSuccess && !owing });
  const listed = everyone.data?.AllUsers.find((user) => user._id === userId);
  const person = owing ?? listed;
  const name = known ?? (person ? `${person.firstName} ${person.lastName}`.trim() : undefined);
  return name === undefined ? undefined : { name };
}
