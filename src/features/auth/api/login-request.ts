/**
 * What the login form needs once the user submits (loaded by ./login.ts while they type): the
 * request schema, the two calls and storing the session — the API client, zod and Dexie, which the
 * login screen does not need to appear.
 */
import {
  type CurrentUser,
  currentUserResponse,
  homePathFor,
  type LoginRequest,
  loginRequest,
  tokenPairResponse,
} from '@/contracts/auth';
import { api } from '@/lib/api';
import { errorMessage, isApiClientError } from '@/lib/client-error';
import { identityOf, type Session, type SessionIdentity, saveSession, sessionFromTokens } from '@/offline/session';

export { errorMessage, homePathFor, isApiClientError, loginRequest };

/**
 * POST /api/auth/login (no bearer), then GET /api/auth/me with the new access token, then store the
 * session. Nothing is stored unless both calls succeed.
 */
export async function login(
  input: LoginRequest,
): Promise<{ session: Session; identity: SessionIdentity | null; user: CurrentUser }> {
  const { data: pair } = await api.public.post('auth/login', tokenPairResponse, { json: input });
  const { data: user } = await api.public.get('auth/me', currentUserResponse, {
    headers: { Authorization: `Bearer ${pair.accessToken}` },
  });
  const session = sessionFromTokens(pair, { username: user.tenDangNhap, userId: user.idNguoiDung });
  await saveSession(session);
  return { session, identity: identityOf(session), user };
}
