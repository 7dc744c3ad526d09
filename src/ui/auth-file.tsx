/**
 * Files the server serves at `/api/files/{id}` need the bearer token, which an <img src> cannot
 * send: fetch them through the API client as a Blob and show an object URL. Recent blobs are kept
 * in memory (not in the persisted query cache) so a list of thumbnails does not refetch.
 */
import { Box, Center, Image, type ImageProps, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconPhotoOff, IconRefresh } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { api } from '@/lib/api';

const MAX_CACHED = 40;
const blobs = new Map<string, Promise<Blob>>();

export const isApiFile = (url: string) => url.startsWith('/api/');

/**
 * Offline the worker's runtime cache answers a file fetch (sw/caching.ts) — but only if the request
 * leaves the page: with the access token expired the client first tries to renew it, and that
 * fails with no network. Then we read the same cache ourselves (a file id never changes bytes).
 */
async function fromCacheStorage(url: string, cause: unknown): Promise<Blob> {
  const hit = typeof caches === 'undefined' ? undefined : await caches.match(url).catch(() => undefined);
  if (!hit) throw cause;
  return hit.blob();
}

export function fetchBlob(url: string): Promise<Blob> {
  const cached = blobs.get(url);
  if (cached) return cached;
  const promise = api.blob(url.replace(/^\/api\//, '')).catch((cause: unknown) => fromCacheStorage(url, cause));
  blobs.set(url, promise);
  promise.catch(() => blobs.delete(url));
  if (blobs.size > MAX_CACHED) {
    const oldest = blobs.keys().next().value;
    if (oldest !== undefined) blobs.delete(oldest);
  }
  return promise;
}

export type AuthFileState =
  | { status: 'idle' | 'loading' | 'error'; objectUrl: null; mime: null }
  | { status: 'ready'; objectUrl: string; mime: string };

/** Loads an authenticated file as an object URL (revoked on unmount); other URLs pass through. */
export function useAuthFile(url: string | null | undefined) {
  const [state, setState] = useState<AuthFileState>({ status: 'idle', objectUrl: null, mime: null });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    void attempt;
    if (!url) {
      setState({ status: 'idle', objectUrl: null, mime: null });
      return;
    }
    if (!isApiFile(url)) {
      setState({ status: 'ready', objectUrl: url, mime: '' });
      return;
    }
    let objectUrl: string | null = null;
    let cancelled = false;
    setState({ status: 'loading', objectUrl: null, mime: null });
    fetchBlob(url).then(
      (blob) => {
        if (cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setState({ status: 'ready', objectUrl, mime: blob.type });
      },
      () => {
        if (!cancelled) setState({ status: 'error', objectUrl: null, mime: null });
      },
    );
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}

export interface AuthImageProps extends Omit<ImageProps, 'src'> {
  /** `/api/files/{id}` (fetched with the token) or any other image URL. */
  src: string | null | undefined;
  alt: string;
  /** Height of the placeholder while loading or after an error. */
  placeholderHeight?: number | string;
}

/** An image behind the API's authentication, with its loading and error states. */
export function AuthImage({ src, alt, placeholderHeight = 120, ...props }: AuthImageProps) {
  const file = useAuthFile(src);
  if (file.status === 'ready') return <Image src={file.objectUrl} alt={alt} {...props} />;
  const box = { h: placeholderHeight, mih: 48, bg: 'gray.1', style: { borderRadius: 'var(--mantine-radius-md)' } };
  if (file.status === 'error') {
    return (
      <UnstyledButton {...box} w="100%" onClick={file.retry} aria-label={`Không tải được ảnh ${alt}. Thử lại`}>
        <Stack gap={2} align="center" justify="center" h="100%" p={4}>
          <IconRefresh size={20} aria-hidden />
          <Text size="xs" ta="center" lh={1.2}>
            Thử lại
          </Text>
        </Stack>
      </UnstyledButton>
    );
  }
  return (
    <Center {...box}>
      {file.status === 'loading' ? (
        <Loader size="sm" aria-label="Đang tải ảnh" />
      ) : (
        <Box c="dimmed">
          <IconPhotoOff size={24} aria-label="Không có ảnh" />
        </Box>
      )}
    </Center>
  );
}
