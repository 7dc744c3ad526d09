/**
 * What the worker needs only when an event asks for it: the outbox sender and push handling, with
 * the API client, Dexie and the contracts' zod schemas behind them — most of the built sw.js.
 * sw.ts imports this module dynamically, and the bundler evaluates an inlined dynamic import only
 * when it is first called. So a worker the browser starts for a navigation (every reopen after the
 * phone stopped it) answers from the precache without first building those: its start before the
 * navigation's fetch went from p50 ~130 to ~80 ms (bench:offline-start, 'worker stopped'; bench/README.md).
 */
import { provideApiSession } from '@/lib/api-session';
import { apiSession } from '@/offline/api-session';

// lib/ does not import offline/: the worker hands the shared API client (push.ts) its session engine.
provideApiSession(async () => apiSession);

export { handleNotificationClick, handlePush } from './push';
export { drainOnMessage, drainOnSync } from './sync';
