/**
 * Whether a login (a refresh-token family, the `sid` of its access tokens) has ended: logged out,
 * revoked by a reuse alarm, or its user deactivated. Asked on every authenticated request, so
 * the answer is cached: an end decided on this instance applies at once, one decided on another
 * instance within SESSION_CACHE_MS.
 */
import type { Db } from '../../db/client';
import { familyRevoked } from './repo';

export const SESSION_CACHE_MS = 10_000;
const MAX_CACHED = 50_000;

export class Sessions {
  private readonly cache = new Map<string, { ended: boolean; at: number }>();

  constructor(private readonly db: Db) {}

  async ended(sessionId: string): Promise<boolean> {
    const hit = this.cache.get(sessionId);
    if (hit && (hit.ended || Date.now() - hit.at < SESSION_CACHE_MS)) return hit.ended;
    const ended = await familyRevoked(this.db, sessionId);
    this.remember(sessionId, ended);
    return ended;
  }

  /** Called right after this instance revokes a family. */
  markEnded(sessionId: string): void {
    this.remember(sessionId, true);
  }

  /** Drops every cached answer (tests; a revocation made elsewhere then applies at once). */
  forgetCached(): void {
    this.cache.clear();
  }

  private remember(sessionId: string, ended: boolean) {
    if (this.cache.size >= MAX_CACHED) this.cache.clear();
    this.cache.set(sessionId, { ended, at: Date.now() });
  }
}
