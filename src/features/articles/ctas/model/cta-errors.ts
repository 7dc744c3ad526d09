import { CTA_MESSAGES } from '@/contracts/articles-vocabulary';
import { isApiClientError } from '@/lib/client-error';

/** §8: a save that got no answer at all says so in the CTA screen's own words; anything else is kept. */
export const withNoResponseText = (error: unknown): unknown =>
  isApiClientError(error) && error.isNetworkError ? new Error(CTA_MESSAGES.noResponse) : error;
