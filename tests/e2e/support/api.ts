import { type APIRequestContext, expect } from '@playwright/test';
import { DEMO_PASSWORD } from './session';

/** An access token for a demo user, for setting up or checking records through the API. */
export async function tokenOf(request: APIRequestContext, username: string): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { username, password: DEMO_PASSWORD } });
  expect(res.ok(), `login ${username}`).toBe(true);
  return ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
}

/** Bearer header, plus an Idempotency-Key for writes (the server's offline-write contract). */
export const headers = (token: string, key?: string) => ({
  authorization: `Bearer ${token}`,
  ...(key ? { 'idempotency-key': key } : {}),
});

let keys = 0;
/** A fresh Idempotency-Key (16–64 of [0-9A-Za-z_-]) for one write of a test. */
export function writeKey(tag: string) {
  keys += 1;
  return `01E2E${Date.now()}${tag}${keys}`.slice(0, 64);
}

/** GET that must answer 200; returns the envelope's data. */
export async function apiGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const res = await request.get(path, { headers: headers(token) });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

/** POST that must answer `status`; returns the envelope's data. */
export async function apiPost<T>(
  request: APIRequestContext,
  token: string,
  path: string,
  data: unknown,
  status = 200,
): Promise<T> {
  const res = await request.post(path, { headers: headers(token, writeKey('P')), data });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(status);
  return ((await res.json()) as { data: T }).data;
}
