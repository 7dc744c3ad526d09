import { ME_QUERY_KEY } from '@/lib/current-user';

export const authKeys = {
  all: ['auth'] as const,
  /** The signed-in user's username and id from IndexedDB (no tokens). */
  session: () => [...authKeys.all, 'session'] as const,
  me: () => ME_QUERY_KEY,
};
