import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CurrentUser, currentUserResponse, type LoginRequest, tokenPairResponse } from '@/contracts/auth';
import { api } from '@/lib/api-client';
import { identityOf, type Session, saveSession, sessionFromTokens } from '@/offline/session';
import { authKeys } from './query-keys';

/**
 * POST /api/auth/login (no bearer), then GET /api/auth/me with the new access token, then store the
 * session. Nothing is stored unless both calls succeed.
 */
export async function login(input: LoginRequest): Promise<{ session: Session; user: CurrentUser }> {
  const { data: pair } = await api.public.post('auth/login', tokenPairResponse, { json: input });
  const { data: user } = await api.public.get('auth/me', currentUserResponse, {
    headers: { Authorization: `Bearer ${pair.accessToken}` },
  });
  const session = sessionFromTokens(pair, { username: user.tenDangNhap, userId: user.idNguoiDung });
  await saveSession(session);
  return { session, user };
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ session, user }) => {
      // A previous user's data must not leak into this session.
      queryClient.clear();
      queryClient.setQueryData(authKeys.session(), identityOf(session));
      queryClient.setQueryData(authKeys.me(), user);
    },
  });
}
