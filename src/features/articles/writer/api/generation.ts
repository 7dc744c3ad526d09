/**
 * AI generation for one article (§4, beyond it: persisted jobs). `run(kind)` starts the job
 * (POST /api/articles/{id}/{kind}/ai), then polls the article every 1.5 s until its field is there
 * (model/wizard.ts decides: a job still queued or running is never a timeout), while the job's
 * progress stream (GET /api/articles/{id}/generation/events) shows the model's text arriving.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Article } from '@/contracts/articles';
import {
  ARTICLE_MESSAGES,
  GENERATION_KINDS,
  GENERATION_STATES,
  type GenerationKind,
} from '@/contracts/articles-vocabulary';
import { api, schemaFrom } from '@/lib/api';
import { isApiClientError } from '@/lib/client-error';
import { createSseParser, readEventStream, StopStream } from '@/lib/event-stream';
import { getArticle } from '../../shared/api/article';
import { articleKeys } from '../../shared/api/query-keys';
import { waitForGeneration } from '../model/wizard';

const contracts = () => import('@/contracts/articles');

export const startGeneration = async (id: number, kind: GenerationKind) =>
  (await api.post(`articles/${id}/${kind}/ai`, schemaFrom(contracts, 'articleResponse'))).data;

/** Pause before reading the progress stream again. */
const STREAM_AGAIN_MS = 500;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The server said no model is configured (503 with ARTICLE_MESSAGES.noProvider). */
export const isNoProvider = (error: unknown) =>
  isApiClientError(error) && (error.status === 503 || error.message === ARTICLE_MESSAGES.noProvider);

export interface GenerationView {
  kind: GenerationKind;
  state: (typeof GENERATION_STATES)[number];
  partial: string;
}

const isEvent = (v: unknown): v is { kind: GenerationKind; state: GenerationView['state']; partial?: string } => {
  if (typeof v !== 'object' || v === null) return false;
  const e = v as Record<string, unknown>;
  return (
    (GENERATION_KINDS as readonly unknown[]).includes(e.kind) &&
    (GENERATION_STATES as readonly unknown[]).includes(e.state)
  );
};

/** Follows the progress stream while `following`; the text so far goes to `onView`. */
function useGenerationStream(
  id: number | undefined,
  following: GenerationKind | null,
  onView: (view: GenerationView) => void,
) {
  useEffect(() => {
    if (following === null || id === undefined) return;
    const controller = new AbortController();
    const parser = createSseParser((data) => {
      // The stream may open before the new job exists and first tell of the previous one: skip it.
      if (isEvent(data) && data.kind === following)
        onView({ kind: data.kind, state: data.state, partial: data.partial ?? '' });
    });
    // The stream ends with its job: one opened before the new job existed told of the previous
    // one and closed, so it is read again while this run lasts. The polling decides the outcome.
    void (async () => {
      while (!controller.signal.aborted) {
        try {
          await readEventStream(`/api/articles/${id}/generation/events`, controller.signal, null, (chunk) =>
            parser.push(chunk),
          );
        } catch (error) {
          if (error instanceof StopStream) return;
        }
        await new Promise((resolve) => setTimeout(resolve, STREAM_AGAIN_MS));
      }
    })();
    return () => controller.abort();
  }, [id, following, onView]);
}

export function useGeneration(id: number | undefined) {
  const queryClient = useQueryClient();
  const [running, setRunning] = useState<GenerationKind | null>(null);
  const [view, setView] = useState<GenerationView | null>(null);
  const [noProvider, setNoProvider] = useState(false);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);
  const onView = useCallback((v: GenerationView) => setView(v), []);
  useGenerationStream(id, running, onView);

  /**
   * Waits for `kind` on article `articleId` (the new article's id right after step 1); with
   * `start`, starts it first. Without, follows a job already queued or running (a reopened writer).
   */
  const wait = useCallback(
    async (
      kind: GenerationKind,
      { start, articleId = id }: { start: boolean; articleId?: number },
    ): Promise<Article> => {
      if (articleId === undefined) throw new Error(ARTICLE_MESSAGES.articleNotFound);
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      setRunning(kind);
      setView({ kind, state: 'QUEUED', partial: '' });
      try {
        if (start) {
          const started = await startGeneration(articleId, kind).catch((error: unknown) => {
            if (isNoProvider(error)) setNoProvider(true);
            throw error;
          });
          queryClient.setQueryData(articleKeys.article(articleId), started);
        }
        const done = await waitForGeneration(kind, {
          load: async () => {
            const article = await getArticle(articleId);
            queryClient.setQueryData(articleKeys.article(articleId), article);
            return article;
          },
          sleep,
          signal: controller.signal,
        });
        void queryClient.invalidateQueries({ queryKey: articleKeys.stats() });
        return done;
      } finally {
        if (abort.current === controller) {
          abort.current = null;
          setRunning(null);
          setView(null);
        }
      }
    },
    [id, queryClient],
  );

  return { wait, running, view, noProvider, markNoProvider: useCallback(() => setNoProvider(true), []) };
}
