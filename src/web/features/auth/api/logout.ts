import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.js';

/** GET /api/user/logOut: ends the session and clears the cookie. */
export function logout(): Promise<{ message: string }> {
  return api.get<{ message: string }>('/api/user/logOut');
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
