import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { knownSignedOut, whenSignedIn } from '@/app/signed-in';
import { authKeys } from '@/features/auth/api/query-keys';

const driver = { userId: 3, username: 'taixe1' };

describe('whenSignedIn', () => {
  it('starts at once when the session query holds someone', () => {
    const client = new QueryClient();
    client.setQueryData(authKeys.session(), driver);
    const start = vi.fn();
    whenSignedIn(client, start);
    expect(start).toHaveBeenCalledTimes(1);
    expect(knownSignedOut(client)).toBe(false);
  });

  it('signed out: waits, and starts once after a login (which clears the cache first)', () => {
    const client = new QueryClient();
    client.setQueryData(authKeys.session(), null);
    expect(knownSignedOut(client)).toBe(true);
    const start = vi.fn();
    whenSignedIn(client, start);
    client.setQueryData(['fleet', 'assignment'], { bienSo: '51C-000.01' });
    expect(start).not.toHaveBeenCalled();

    client.clear();
    client.setQueryData(authKeys.session(), driver);
    client.setQueryData(authKeys.me(), { id: 3 });
    client.setQueryData(authKeys.session(), { ...driver });
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('not known yet is not "signed out"; the returned function stops waiting', () => {
    const client = new QueryClient();
    expect(knownSignedOut(client)).toBe(false);
    const start = vi.fn();
    const stop = whenSignedIn(client, start);
    stop();
    client.setQueryData(authKeys.session(), driver);
    expect(start).not.toHaveBeenCalled();
  });
});
