/** The offline engine's side of the shared API client (lib/api-session.ts): session, refresh, clock. */
import type { ApiSession } from '@/lib/api-session';
import { observeServerClock } from './clock';
import { refreshSession, sessionStore } from './session';

export const apiSession: ApiSession = { store: sessionStore, refreshSession, observeResponse: observeServerClock };
