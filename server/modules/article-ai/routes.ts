/**
 * POST /api/articles/{id}/{kind}/ai for the five kinds (spec 001 §7): 202 with the article and its
 * queued generation. GET /api/articles/{id}/generation/events (beyond §7): Server-Sent Events over
 * fetch with the bearer header, one `data:` line (GenerationEvent) whenever the newest generation
 * of the article changes — its state or the text received so far — ending once it is DONE or
 * FAILED. Every instance reads the job row (every PROGRESS_EVERY_MS), so a stream opened on one
 * instance follows a job run by another. The author, or BAI_VIET_DUYET, only.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ARTICLE_AI_MESSAGES, articleIdParams, GENERATION_QUEUE, generationKey } from '@/contracts/article-ai';
import { articleResponse, GENERATION_KINDS } from '@/contracts/articles';
import { apiError } from '@/contracts/envelope';
import { OpenStreams, openEventStream } from '../../lib/event-stream';
import { detailErrors, writeErrors } from '../../lib/route-errors';
import { writerOf } from '../articles/routes';
import * as service from './service';

const tags = ['articles'];

export { writerOf };

export const articleAiRoutes: FastifyPluginAsyncZod<service.AiDeps & { pollMs?: number }> = async (app, opts) => {
  const { db, jobs } = opts;
  service.registerGenerationWorker(opts, app.log);
  // Open streams end before the server stops accepting (else app.close() would wait for them).
  const open = new OpenStreams();
  app.addHook('preClose', async () => open.endAll());

  for (const kind of GENERATION_KINDS) {
    app.post(
      `/api/articles/:id/${kind}/ai`,
      {
        schema: {
          tags,
          summary: `Sinh ${kind} bằng AI (công việc nền; 202 kèm bài viết và generation)`,
          params: articleIdParams,
          response: { 202: articleResponse, ...writeErrors, 503: apiError },
        },
      },
      async (req, reply) => {
        const data = await service.startGeneration(opts, await writerOf(db, req), req.params.id, kind);
        reply.status(202);
        return { data, message: ARTICLE_AI_MESSAGES.started };
      },
    );
  }

  app.get(
    '/api/articles/:id/generation/events',
    {
      schema: {
        tags,
        summary: 'Tiến độ sinh dữ liệu AI của bài viết (Server-Sent Events)',
        description:
          'text/event-stream, bearer token: one data: line (GenerationEvent JSON: kind, state, partial, error) ' +
          'whenever the newest generation changes; the stream ends after DONE or FAILED (at once when the ' +
          'article has no generation). A comment line every 15 s keeps the connection open.',
        params: articleIdParams,
        response: {
          200: { description: 'one data: line per change', content: { 'text/event-stream': { schema: z.string() } } },
          ...detailErrors,
        },
      },
    },
    async (req, reply) => {
      const articleId = req.params.id;
      await service.reachable(db, await writerOf(db, req), articleId);

      const stream = openEventStream(req, reply);
      open.add(stream);
      let last = '';
      let timer: NodeJS.Timeout | undefined;
      stream.onEnd(() => clearTimeout(timer));

      const tick = async () => {
        if (stream.closed) return;
        try {
          const event = service.eventOf(await jobs.latest(GENERATION_QUEUE, generationKey(articleId)));
          if (!event) return stream.end();
          const data = JSON.stringify(event);
          if (data !== last) {
            last = data;
            stream.write(`data: ${data}\n\n`);
          }
          if (event.state === 'DONE' || event.state === 'FAILED') return stream.end();
        } catch (err) {
          req.log.warn({ err, articleId }, 'Đọc tiến độ tạo bài thất bại');
        }
        if (!stream.closed) timer = setTimeout(tick, opts.pollMs ?? service.PROGRESS_EVERY_MS);
      };
      await tick();
    },
  );
};
