import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ARTICLE_AI_MESSAGES, GENERATION_QUEUE, generationKey } from '@/contracts/article-ai';
import { type GenerationKind, ARTICLE_MESSAGES as M } from '@/contracts/articles';
import { FORBIDDEN_MESSAGE } from '@/contracts/rbac';
import { buildApp } from '../../../server/app';
import type { Database } from '../../../server/db/client';
import { article, nguoiDung } from '../../../server/db/schema';
import { AI_MESSAGES } from '../../../server/integrations/ai-provider';
import type { Jobs } from '../../../server/lib/jobs';
import { type FakeOpenAi, startFakeOpenAi } from '../../support/fake-openai';
import { openEventStream } from '../helpers/event-stream';
import { bearer, login, openTestDatabase } from '../helpers/test-app';

/** The whole app with its jobs runner polling fast (tests). */
async function aiApp(database: Database) {
  const app = await buildApp({
    database,
    config: { uploadsDir: mkdtempSync(path.join(tmpdir(), 'vt-ai-')) },
    jobs: { pollMs: 50, leaseMs: 2000 },
  });
  return { app, jobs: app.jobs };
}

let database: Database;
let app: Awaited<ReturnType<typeof aiApp>>['app'];
let jobs: Jobs;
let fake: FakeOpenAi;
let admin: string;
let writer: string;
let driver: string;
let writerId: number;
let adminId: number;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  database = await openTestDatabase();
  ({ app, jobs } = await aiApp(database));
  admin = (await login(app, 'admin')).accessToken;
  writer = (await login(app, 'bientap1')).accessToken;
  driver = (await login(app, 'taixe1')).accessToken;
  const idOf = async (u: string) =>
    (await database.db.select().from(nguoiDung).where(eq(nguoiDung.tenDangNhap, u)))[0]?.idNguoiDung as number;
  writerId = await idOf('bientap1');
  adminId = await idOf('admin');
});
afterAll(async () => {
  await app.close();
  await database.close();
  await fake.close();
});
beforeEach(() => fake.reset());

type Fields = Partial<typeof article.$inferInsert>;
async function newArticle(fields: Fields = {}, authorId = writerId) {
  const [row] = await database.db
    .insert(article)
    .values({ language: 'Vietnamese', schemaType: 'Article', mainKeyword: 'xe tải', authorId, ...fields })
    .returning();
  return row as typeof article.$inferSelect;
}
const readArticle = async (id: number) =>
  (await database.db.select().from(article).where(eq(article.id, id)))[0] as typeof article.$inferSelect;
const generate = (id: number, kind: GenerationKind, token = writer) =>
  app.inject({ method: 'POST', url: `/api/articles/${id}/${kind}/ai`, headers: bearer(token) });
const configure = () =>
  app.inject({
    method: 'PUT',
    url: '/api/ai-settings',
    headers: bearer(admin),
    payload: { baseUrl: fake.baseUrl, model: 'fake' },
  });

describe('generation without a provider', () => {
  it('says so plainly (503) and starts nothing', async () => {
    const a = await newArticle();
    const res = await generate(a.id, 'sub-keywords');
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(M.noProvider);
    expect(await jobs.latest(GENERATION_QUEUE, generationKey(a.id))).toBeNull();
  });
});

describe('generation through the job', () => {
  beforeAll(async () => {
    expect((await configure()).statusCode).toBe(200);
  });

  it('each kind: 202 with the queued generation, then the fields written and the step raised', async () => {
    const a = await newArticle();
    const expectations: [GenerationKind, (r: typeof a) => void, string][] = [
      ['sub-keywords', (r) => expect(r.subKeywords).toContain('xe tải giá rẻ, xe tải uy tín'), 'SUB_KEYWORDS'],
      ['outline', (r) => expect(r.outline).toMatch(/^## xe tải là gì\?\n- Khái niệm/), 'OUTLINE'],
      [
        'title-description',
        (r) => expect([r.title, r.description?.length]).toEqual(['xe tải: hướng dẫn đầy đủ', expect.any(Number)]),
        'TITLE_DESCRIPTION',
      ],
      ['semantic-keywords', (r) => expect(r.semanticKeywords).toContain('logistics'), 'SEMANTIC_KEYWORDS'],
    ];
    for (const [kind, check, step] of expectations) {
      const res = await generate(a.id, kind);
      expect(res.statusCode).toBe(202);
      expect(res.json().message).toBe(ARTICLE_AI_MESSAGES.started);
      expect(res.json().data).toMatchObject({ id: a.id, generation: { kind, error: null } });
      expect(['QUEUED', 'RUNNING']).toContain(res.json().data.generation.state);
      await jobs.idle();
      const row = await readArticle(a.id);
      check(row);
      expect(row.step).toBe(step);
      expect(fake.requests.at(-1)?.messages[0]?.content).toContain('bằng tiếng Việt');
    }
    // Content needs the internal link first.
    const refused = await generate(a.id, 'content');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(M.internalLinkRequired);
    await database.db.update(article).set({ internalLinks: 'https://blog.example.com' }).where(eq(article.id, a.id));
    expect((await generate(a.id, 'content')).statusCode).toBe(202);
    await jobs.idle();
    const done = await readArticle(a.id);
    expect(done.step).toBe('CONTENT');
    expect(done.content).toContain('<h2>xe tải là gì?</h2>');
    const latest = await jobs.latest(GENERATION_QUEUE, generationKey(a.id));
    expect(latest?.state).toBe('completed');
  });

  it('never lowers the step, and sanitises generated HTML', async () => {
    const a = await newArticle({ step: 'FINALIZED', internalLinks: 'https://x.example', subKeywords: 'a' });
    // A model answering a script and an event handler: stored without them.
    fake.set({
      answers: {
        article_content: { html: '<h2 onclick="x()">Hi</h2><script>alert(1)</script><p>ok</p>', slug: 'Xe Tải Mới' },
      },
    });
    expect((await generate(a.id, 'content')).statusCode).toBe(202);
    await jobs.idle();
    const row = await readArticle(a.id);
    expect(row.step).toBe('FINALIZED');
    expect(row.content).not.toContain('<script');
    expect(row.content).toBe('<h2>Hi</h2><p>ok</p>');
    expect(row.slug).toBe('xe-tai-moi');
  });

  it('checks what each step needs', async () => {
    const a = await newArticle();
    const cases: [GenerationKind, string][] = [
      ['outline', ARTICLE_AI_MESSAGES.subKeywordsRequired],
      ['title-description', M.outlineRequired],
      ['semantic-keywords', M.titleDescriptionRequired],
      ['content', M.internalLinkRequired],
    ];
    for (const [kind, message] of cases) {
      const res = await generate(a.id, kind);
      expect([res.statusCode, res.json().message]).toEqual([422, message]);
    }
  });

  it('one generation per article at a time (409), a PUSHED article never (422)', async () => {
    fake.set({ chunkDelayMs: 30 });
    const a = await newArticle();
    expect((await generate(a.id, 'sub-keywords')).statusCode).toBe(202);
    const again = await generate(a.id, 'sub-keywords');
    expect([again.statusCode, again.json().message]).toEqual([409, M.generationRunning]);
    await jobs.idle();
    const pushed = await newArticle({ step: 'PUSHED' });
    const res = await generate(pushed.id, 'sub-keywords');
    expect([res.statusCode, res.json().message]).toEqual([422, M.pushedLocked]);
  });

  it('a malformed answer is asked again once and then succeeds', async () => {
    fake.set({ malformed: 1 });
    const a = await newArticle();
    await generate(a.id, 'sub-keywords');
    await jobs.idle();
    expect((await readArticle(a.id)).subKeywords).toContain('xe tải');
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[1]?.messages.at(-1)?.content).toContain('not valid');
  });

  it('malformed twice: FAILED with the generation-failed text, nothing written, no pointless retries', async () => {
    fake.set({ malformed: 2 });
    const a = await newArticle();
    await generate(a.id, 'sub-keywords');
    await jobs.idle();
    const job = await jobs.latest(GENERATION_QUEUE, generationKey(a.id));
    expect([job?.state, job?.lastError]).toEqual(['failed', M.generationFailed]);
    expect(fake.requests).toHaveLength(2);
    const row = await readArticle(a.id);
    expect([row.subKeywords, row.step]).toEqual([null, 'INIT']);
  });

  it('a refused key fails at once with its reason', async () => {
    fake.set({ apiKey: 'needed' });
    const a = await newArticle();
    await generate(a.id, 'sub-keywords');
    await jobs.idle();
    const job = await jobs.latest(GENERATION_QUEUE, generationKey(a.id));
    expect([job?.state, job?.lastError]).toEqual(['failed', AI_MESSAGES.unauthorized]);
  });

  it('permissions: the author or BAI_VIET_DUYET; drivers not at all', async () => {
    const mine = await newArticle({}, adminId);
    const res = await generate(mine.id, 'sub-keywords', writer);
    expect([res.statusCode, res.json().message]).toEqual([404, M.articleNotFound]);
    const byDriver = await generate(mine.id, 'sub-keywords', driver);
    expect([byDriver.statusCode, byDriver.json().message]).toEqual([403, FORBIDDEN_MESSAGE]);
    const writers = await newArticle();
    expect((await generate(writers.id, 'sub-keywords', admin)).statusCode).toBe(202);
    await jobs.idle();
    const events = await app.inject({
      method: 'GET',
      url: `/api/articles/${mine.id}/generation/events`,
      headers: bearer(writer),
    });
    expect(events.statusCode).toBe(404);
  });

  it('the event stream shows the text arriving, then DONE', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    fake.set({ chunkDelayMs: 40, chunkSize: 8 });
    const a = await newArticle();
    await generate(a.id, 'sub-keywords');
    const stream = await openEventStream(`${address}/api/articles/${a.id}/generation/events`, writer);
    expect(stream.status).toBe(200);
    const events = [];
    for (;;) {
      const frame = await stream.next(10_000);
      const e = JSON.parse(frame.data ?? '{}');
      events.push(e);
      if (e.state === 'DONE' || e.state === 'FAILED') break;
    }
    await stream.close();
    const partials = events.filter((e) => e.state === 'RUNNING' && e.partial).map((e) => e.partial as string);
    expect(partials.length).toBeGreaterThan(1);
    expect(partials[1]?.length).toBeGreaterThan(partials[0]?.length ?? 0);
    expect(events.at(-1)).toMatchObject({ kind: 'sub-keywords', state: 'DONE', error: null });
    expect(JSON.parse(events.at(-1).partial).subKeywords).toContain('xe tải giá rẻ');
  });
});

describe('a restart mid-generation', () => {
  it('the next app on the same database finishes the job', async () => {
    const db2 = await openTestDatabase();
    const first = await aiApp(db2);
    const token = (await login(first.app, 'bientap1')).accessToken;
    await first.app.inject({
      method: 'PUT',
      url: '/api/ai-settings',
      headers: bearer((await login(first.app, 'admin')).accessToken),
      payload: { baseUrl: fake.baseUrl, model: 'fake' },
    });
    const [a] = await db2.db
      .insert(article)
      .values({ language: 'English', schemaType: 'Article', mainKeyword: 'trucks', authorId: writerId })
      .returning();
    const id = (a as { id: number }).id;
    fake.set({ chunkDelayMs: 100, chunkSize: 4 });
    expect(
      (await first.app.inject({ method: 'POST', url: `/api/articles/${id}/sub-keywords/ai`, headers: bearer(token) }))
        .statusCode,
    ).toBe(202);
    // Wait until the model is writing (progress stored), then close the server.
    for (;;) {
      const job = await first.jobs.latest(GENERATION_QUEUE, generationKey(id));
      if (job?.state === 'active' && job.progress) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    await first.app.close();
    const asked = fake.requests.length;
    fake.set({ chunkDelayMs: 0, chunkSize: 24 });
    const second = await aiApp({ ...db2, close: async () => {} });
    await second.app.ready();
    await second.jobs.idle();
    const job = await second.jobs.latest(GENERATION_QUEUE, generationKey(id));
    expect(job?.state).toBe('completed');
    expect(fake.requests.length).toBe(asked + 1);
    const [row] = await db2.db.select().from(article).where(eq(article.id, id));
    expect(row?.subKeywords).toContain('trucks');
    expect(row?.step).toBe('SUB_KEYWORDS');
    await second.app.close();
    await db2.close();
  });
});
