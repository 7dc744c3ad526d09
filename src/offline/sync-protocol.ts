/**
 * Names shared by the page and the service worker for outbox syncing: the Background Sync tag and
 * the messages they post to each other (page → worker: DRAIN; worker → pages: SESSION_LOST,
 * OUTBOX_DRAINED, DRAIN_RESULT). No imports, so the worker bundle stays small.
 */
export const SYNC_TAG = 'outbox';

export const SW_MESSAGES = {
  /** Page → worker: drain now (answered with DRAIN_RESULT to the sender). */
  drain: 'DRAIN',
  drainResult: 'DRAIN_RESULT',
  /** Worker → pages: the refresh token was refused while draining; the session is over. */
  sessionLost: 'SESSION_LOST',
  /** Worker → pages: a drain sent or refused items ({ sent, refused }). */
  drained: 'OUTBOX_DRAINED',
} as const;
