/**
 * /api/health tells when writes fail (issue 13, finding 10): during a disk-full run it said "ok"
 * while 397 of 400 writes failed.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, login } from './helpers/test-app';

const scratch = mkdtempSync(path.join(tmpdir(), 'vt-health-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const health = async (app: Awaited<ReturnType<typeof createTestApp>>['app']) => {
  const res = await app.inject({ method: 'GET', url: '/api/health' });
  expect(res.statusCode).toBe(200);
  return res.json().data as { status: string; problems?: string[] };
};

describe('GET /api/health', () => {
  it('is ok when files and the database take writes', async () => {
    const t = await createTestApp();
    try {
      expect(await health(t.app)).toMatchObject({ status: 'ok' });
    } finally {
      await t.close();
    }
  });

  it('is degraded when the uploads directory cannot be written', async () => {
    const blocker = path.join(scratch, 'tep');
    writeFileSync(blocker, 'x');
    const t = await createTestApp({ uploadsDir: path.join(blocker, 'uploads') });
    try {
      const h = await health(t.app);
      expect(h.status).toBe('degraded');
      expect(h.problems?.[0]).toMatch(/^Không ghi được vào thư mục tải lên \(ENOTDIR\)/);
    } finally {
      await t.close();
    }
  });

  it('is degraded after writes end in server errors', async () => {
    const t = await createTestApp();
    try {
      t.app.post('/api/__test/disk-full', { config: { public: true } }, async () => {
        throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
      });
      for (let i = 0; i < 3; i++) {
        expect((await t.app.inject({ method: 'POST', url: '/api/__test/disk-full' })).statusCode).toBe(500);
      }
      const h = await health(t.app);
      expect(h.status).toBe('degraded');
      expect(h.problems).toContain('3 lần ghi dữ liệu thất bại trong 60 giây qua.');
      // Reads still work: the server answers, and says what is wrong.
      expect((await login(t.app, 'taixe1')).accessToken).toBeTruthy();
    } finally {
      await t.close();
    }
  });
});
