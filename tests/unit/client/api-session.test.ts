import { describe, expect, it, vi } from 'vitest';
import { type ApiSession, provideApiSession, sessionDeps } from '@/lib/api-session';

// lib/ gets the session engine handed in at start-up instead of importing offline/ (issue 13).
describe('provideApiSession', () => {
  it('refuses to guess before start-up wired it, then loads the provided engine once', async () => {
    await expect(sessionDeps()).rejects.toThrow(/provideApiSession/);
    const engine: ApiSession = {
      store: { read: async () => ({ accessToken: 'a', accessExpiresAt: 1 }) },
      refreshSession: async () => ({ kind: 'signed-out' }),
    };
    const load = vi.fn(async () => engine);
    provideApiSession(load);
    expect(await sessionDeps()).toBe(engine);
    expect(await sessionDeps()).toBe(engine);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
