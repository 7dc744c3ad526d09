import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checklistLog, checklistLogItem } from '../../../server/db/schema';
import { read, userId } from '../helpers/driver';
import { createTestApp, login, type TestApp } from '../helpers/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
const tk = (u: string) => tokens[u] as string;

beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['dieuphoi', 'taixe1', 'taixe2']) tokens[u] = (await login(t.app, u)).accessToken;
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/checklist/log/{id}', () => {
  it('answers {log, items} with every answer, for the office and for the driver who did it', async () => {
    const [withError] = await t.db.select().from(checklistLog).where(eq(checklistLog.soItemNG, 1));
    expect(withError).toBeDefined();
    const id = withError?.id as number;
    const res = await read(t.app, tk('dieuphoi'), `/api/checklist/log/${id}`);
    expect(res.statusCode).toBe(200);
    const { log, items } = res.json().data;
    expect(log).toMatchObject({ id, xeBienSo: '51C-123.45', tenTaiXe: 'Nguyễn Văn Tài', soItemNG: 1 });
    expect(items).toHaveLength(await t.db.$count(checklistLogItem, eq(checklistLogItem.logId, id)));
    expect(items.filter((i: { trangThai: string }) => i.trangThai === 'NG')).toEqual([
      {
        id: expect.any(Number),
        tenHangMuc: 'Vệ sinh cabin',
        mucDo: 'INFO',
        trangThai: 'NG',
        ghiChu: 'Sàn cabin bám bùn',
        anhUrl: null,
      },
    ]);
    expect((await read(t.app, tk('taixe1'), `/api/checklist/log/${id}`)).statusCode).toBe(200);
    expect((await read(t.app, tk('taixe2'), `/api/checklist/log/${id}`)).statusCode).toBe(404);
    const missing = await read(t.app, tk('dieuphoi'), '/api/checklist/log/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Không tìm thấy checklist.');
  });

  it('the seeded history has errors and clean logs, newest first', async () => {
    const driver1 = await userId(t.db, 'taixe1');
    const all = (await read(t.app, tk('dieuphoi'), `/api/checklist/history?taiXeId=${driver1}`)).json().data;
    expect(all.totalElements).toBeGreaterThanOrEqual(4);
    const times = all.content.map((l: { thoiDiemThucHien: string }) => l.thoiDiemThucHien);
    expect([...times].sort().reverse()).toEqual(times);
    const errors = (await read(t.app, tk('dieuphoi'), '/api/checklist/history?hasError=true')).json().data;
    const clean = (await read(t.app, tk('dieuphoi'), '/api/checklist/history?hasError=false')).json().data;
    expect(errors.totalElements).toBeGreaterThan(0);
    expect(clean.totalElements).toBeGreaterThan(0);
  });
});
