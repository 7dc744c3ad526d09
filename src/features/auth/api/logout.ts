import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { api } from '@/lib/api';

/**
 * POST /api/auth/logout with the refresh token (no bearer), then forget the session locally. The
 * local part always happens: offline or with the server down, the user is still signed out here.
 */
export async function logout(): Promise<void> {
  // The session store (Dexie) loads when someone signs out, not with every screen that offers it.
  const { clearSession, readSession } = await import('@/offline/session');
  const session = await readSession();
  if (session) {
    try {
      await api.public.send('auth/logout', {
        method: 'post',
        json: { refreshToken: session.refreshToken },
        timeout: 5_000,
      });
    } catch {
      // Offline or already revoked: the server's refresh token expires on its own.
    }
  }
  await clearSession();
}

export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const run = async () => {
    setPending(true);
    try {
      await logout();
    } finally {
      queryClient.clear();
      setPending(false);
      await navigate({ to: '/login', search: {} });
    }
  };
  return { logout: run, pending };
}
