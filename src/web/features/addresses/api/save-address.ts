import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddAddressInput, Address, UpdateAddressInput } from '#common/schemas/addresses.js';
import { api } from '#web/lib/api-client.js';
import { queryKeys } from '#web/lib/query-keys.js';
import type { AddressDraft } from '../address-rules.js';

/** POST /api/user/addresses: 201 with the saved address (the first one becomes the default). */
export async function addAddress(input: AddAddressInput | AddressDraft): Promise<Address> {
  return (await api.post<{ address: Address }>('/api/user/addresses', { ...input })).address;
}

/** PUT /api/user/addresses/:id with the fields to change; another shopper's id is 404. */
export async function updateAddress({ id, change }: { id: string; change: UpdateAddressInput | Partial<AddressDraft> }): Promise<Address> {
  return (await api.put<{ address: Address }>(`/api/user/addresses/${encodeURIComponent(id)}`, { ...change })).address;
}

/** Either call refetches the list: a new default moves the old one's mark, which only the shop's answer shows. */
export function useAddAddress() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addAddress, onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.addresses.all }) });
}

export function useUpdateAddress() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateAddress, onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.addresses.all }) });
}
