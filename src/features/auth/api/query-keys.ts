export const authKeys = {
  all: ['auth'] as const,
  /** The signed-in user's username and id from IndexedDB (no tokens). */
  session: () => [...authKeys.all, 'session'] as const,
  /** lib/current-user.ts ME_QUERY_KEY (not imported: that module brings the API client). */
  me: () => [...authKeys.all, 'me'] as const,
};
