import { useQueryClient } from '@tanstack/react-query';
import type { LoginRequest } from '@/contracts/auth';
import { useSubmitMutation } from '@/lib/submit-guard';
import { authKeys } from './query-keys';

/** The login's network half (./login-request.ts), fetched while the form is on screen. */
export const loadLoginRequest = () => import('./login-request');

/**
 * POST /api/auth/login, then GET /api/auth/me with the new access token, then store the session.
 * Nothing is stored unless both calls succeed.
 */
export async function login(input: LoginRequest) {
  return (await loadLoginRequest()).login(input);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: login,
    onSuccess: ({ identity, user }) => {
      // A previous user's data must not leak into this session.
      queryClient.clear();
      queryClient.setQueryData(authKeys.session(), identity);
      queryClient.setQueryData(authKeys.me(), user);
    },
  });
}
