/**
 * CTAs (spec 001 §3, §7, §8): paged list (10 by default, newest first), add/edit/delete with the §8
 * texts, HTML stored sanitised, and who may: writers (BAI_VIET_XEM) and marketing (MARKETING_XEM)
 * read, MARKETING_THEM/SUA/XOA write, anyone else 403.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CTA_MESSAGES } from '@/contracts/articles';
import { FORBIDDEN_MESSAGE } from '@/contracts/rbac';
import { nguoiDungQuyen, quyen } from '../../../server/db/schema';
import { userId } from '../helpers/driver';
import { bearer, createTestApp, login, type TestApp } from '../helpers/test-app';

let t: TestApp;
const tok: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['bientap1', 'admin', 'taixe1', 'nhanvien1']) tok[u] = (await login(t.app, u)).accessToken;
});
afterAll(async () => {
  await t.close();
});

const call = (user: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: bearer(tok[user] as string) });

describe('CTAs', () => {
  it('adds with sanitised HTML, lists newest first in pages of 10, edits and deletes with the §8 texts', async () => {
    const added = await call('admin', 'POST', '/api/ctas', {
      name: '  Gọi ngay  ',
      ctaContent: '<p style="color:red" onclick="x()">Gọi <strong>1900 1234</strong></p><script>alert(1)</script>',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({
      data: { id: expect.any(Number), name: 'Gọi ngay', ctaContent: '<p>Gọi <strong>1900 1234</strong></p>' },
      message: CTA_MESSAGES.created,
    });
    const id = added.json().data.id;
    for (let i = 0; i < 11; i++) await call('admin', 'POST', '/api/ctas', { name: `CTA ${i}`, ctaContent: '<p>x</p>' });

    const page = (await call('admin', 'GET', '/api/ctas')).json().data;
    expect(page.size).toBe(10);
    expect(page.content).toHaveLength(10);
    expect(page.content[0].name).toBe('CTA 10');
    expect(page.totalElements).toBeGreaterThanOrEqual(12);

    const edited = await call('admin', 'PUT', `/api/ctas/${id}`, { name: 'Gọi ngay!', ctaContent: '<p>Mới</p>' });
    expect(edited.json()).toEqual({
      data: { id, name: 'Gọi ngay!', ctaContent: '<p>Mới</p>' },
      message: CTA_MESSAGES.updated,
    });

    const deleted = await call('admin', 'DELETE', `/api/ctas/${id}`);
    expect(deleted.json()).toEqual({ data: null, message: CTA_MESSAGES.deleted });
    const again = await call('admin', 'DELETE', `/api/ctas/${id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(CTA_MESSAGES.deleteNotFound);
    const gone = await call('admin', 'PUT', `/api/ctas/${id}`, { name: 'a', ctaContent: '<p>b</p>' });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(CTA_MESSAGES.updateNotFound);
  });

  it('refuses a blank name or content (also content that is only markup once sanitised)', async () => {
    let res = await call('admin', 'POST', '/api/ctas', { name: ' ', ctaContent: '<p>x</p>' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Vui lòng nhập đầy đủ thông tin CTA.');
    res = await call('admin', 'POST', '/api/ctas', { name: 'a', ctaContent: '<script>x</script><p></p>' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Vui lòng nhập đầy đủ thông tin CTA.');
    // An edit says it in its own words (§8).
    res = await call('admin', 'PUT', '/api/ctas/1', { name: 'a', ctaContent: '<p> </p>' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(CTA_MESSAGES.editRequired);
  });

  it('writers read (with BAI_VIET_XEM alone too) but do not write; others are refused', async () => {
    expect((await call('bientap1', 'GET', '/api/ctas')).statusCode).toBe(200);
    // Without MARKETING_XEM, the writer's own permission still reads the list they pick from.
    const me = await userId(t.db, 'bientap1');
    const [marketing] = await t.db.select({ id: quyen.idQuyen }).from(quyen).where(eq(quyen.maQuyen, 'MARKETING_XEM'));
    await t.db
      .delete(nguoiDungQuyen)
      .where(and(eq(nguoiDungQuyen.idNguoiDung, me), inArray(nguoiDungQuyen.idQuyen, [marketing?.id as number])));
    expect((await call('bientap1', 'GET', '/api/ctas')).statusCode).toBe(200);

    for (const [method, url, body] of [
      ['POST', '/api/ctas', { name: 'a', ctaContent: '<p>b</p>' }],
      ['PUT', '/api/ctas/1', { name: 'a', ctaContent: '<p>b</p>' }],
      ['DELETE', '/api/ctas/1', undefined],
    ] as const) {
      const res = await call('bientap1', method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toBe(FORBIDDEN_MESSAGE);
    }
    for (const user of ['taixe1', 'nhanvien1']) {
      const res = await call(user, 'GET', '/api/ctas');
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(FORBIDDEN_MESSAGE);
    }
  });
});
