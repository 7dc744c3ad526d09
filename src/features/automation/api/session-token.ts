/**
 * The signed-in session's access token, for the executor card only (§2: first 16 … last 10
 * characters, shown to its owner on their own screen). It is never sent to a webhook.
 */
import { useQuery } from '@tanstack/react-query';
import { automationKeys } from './query-keys';

export const readAccessToken = async (): Promise<string | null> => {
  const { readSession } = await import('@/offline/session');
  return (await readSession())?.accessToken ?? null;
};

export const useAccessToken = () =>
  useQuery({ queryKey: automationKeys.sessionToken(), queryFn: readAccessToken, staleTime: 30_000 });
