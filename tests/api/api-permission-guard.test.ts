/**
 * API-permission rules cannot be used to climb (issue 13, finding 7): only administrators change
 * them, a rule may not map a route to a weaker permission than its built-in one, and a literal
 * path may not shadow a guarded `{id}` pattern.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPermission, nguoiDungQuyen, quyen } from '../../server/db/schema';
import { userId } from './helpers/driver';
import { bearer, createTestApp, login, type TestApp } from './helpers/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (user: string, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: bearer(tokens[user] as string) });
const permissionId = async (code: string) => {
  const [row] = await t.db.select().from(quyen).where(eq(quyen.maQuyen, code));
  return row?.idQuyen as number;
};
const ruleId = async (method: string, urlPattern: string) => {
  const [row] = await t.db
    .select()
    .from(apiPermission)
    .where(and(eq(apiPermission.method, method), eq(apiPermission.urlPattern, urlPattern)));
  return row?.id as number;
};

beforeAll(async () => {
  t = await createTestApp();
  // nhanvien1 gets every PHAN_QUYEN right of the matrix: the attacker of the finding.
  const uid = await userId(t.db, 'nhanvien1');
  for (const code of ['PHAN_QUYEN_XEM', 'PHAN_QUYEN_THEM', 'PHAN_QUYEN_SUA', 'PHAN_QUYEN_XOA']) {
    await t.db
      .insert(nguoiDungQuyen)
      .values({ idNguoiDung: uid, idQuyen: await permissionId(code), cap: true })
      .onConflictDoNothing();
  }
  for (const u of ['admin', 'nhanvien1', 'ketoan']) tokens[u] = (await login(t.app, u)).accessToken;
});
afterAll(async () => {
  await t.close();
});

describe('changing API-permission rules', () => {
  it('needs an administrator, not the PHAN_QUYEN rights of the matrix', async () => {
    const idQuyen = await permissionId('PHAN_QUYEN_XEM');
    const add = await call('nhanvien1', 'POST', '/api/api-permission', {
      method: 'PUT',
      urlPattern: '/api/nguoi-dung/{id}',
      idQuyen,
    });
    expect(add.statusCode).toBe(403);
    expect(add.json()).toEqual({
      message: 'Chỉ quản trị viên được thay đổi quy tắc API permission.',
      code: 'FORBIDDEN',
    });
    const id = await ruleId('PUT', '/api/nguoi-dung/{id}');
    const edit = await call('nhanvien1', 'PUT', `/api/api-permission/${id}`, {
      method: 'PUT',
      urlPattern: '/api/nguoi-dung/{id}',
      idQuyen,
    });
    expect(edit.statusCode).toBe(403);
    expect((await call('nhanvien1', 'DELETE', `/api/api-permission/${id}`)).statusCode).toBe(403);
    // Reading the rules stays with PHAN_QUYEN_XEM.
    expect((await call('nhanvien1', 'GET', '/api/api-permission')).statusCode).toBe(200);
    // And the finding's end: user 3 was edited. Not any more.
    const user3 = await call('nhanvien1', 'PUT', '/api/nguoi-dung/3', {});
    expect(user3.statusCode).toBe(403);
  });

  it('refuses a literal path that shadows a guarded pattern', async () => {
    const res = await call('admin', 'POST', '/api/api-permission', {
      method: 'PUT',
      urlPattern: '/api/nguoi-dung/3',
      idQuyen: await permissionId('NGUOI_DUNG_SUA'),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'URL pattern không được dùng giá trị cụ thể ở vị trí tham số của PUT /api/nguoi-dung/:id; hãy dùng {id}.',
    );
  });

  it('refuses a rule that maps a route to a weaker permission than its built-in one', async () => {
    const id = await ruleId('PUT', '/api/nguoi-dung/{id}');
    const res = await call('admin', 'PUT', `/api/api-permission/${id}`, {
      method: 'PUT',
      urlPattern: '/api/nguoi-dung/{id}',
      idQuyen: await permissionId('PHAN_QUYEN_XEM'),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'Quy tắc này cho PUT /api/nguoi-dung/:id một quyền yếu hơn quyền mặc định NGUOI_DUNG_SUA: chỉ dùng quyền đó, hoặc quyền khác của cùng chức năng khi quyền mặc định là XEM.',
    );
    // Nothing changed.
    expect((await t.db.select().from(apiPermission).where(eq(apiPermission.id, id)))[0]?.idQuyen).toBe(
      await permissionId('NGUOI_DUNG_SUA'),
    );
  });

  it('accepts the same permission, or a stronger one of the same module', async () => {
    const same = await call('admin', 'POST', '/api/api-permission', {
      method: 'GET',
      urlPattern: '/api/xe/{id}',
      idQuyen: await permissionId('XE_XEM'),
    });
    expect(same.json()).toMatchObject({ message: 'Thêm thành công' });
    expect(same.statusCode).toBe(201);
    // Reading vehicle options only for those who may edit vehicles: stricter, accepted.
    expect((await call('ketoan', 'GET', '/api/xe/options')).statusCode).toBe(200);
    const stricter = await call('admin', 'POST', '/api/api-permission', {
      method: 'GET',
      urlPattern: '/api/xe/options',
      idQuyen: await permissionId('XE_SUA'),
    });
    expect(stricter.json()).toMatchObject({ message: 'Thêm thành công' });
    expect(stricter.statusCode).toBe(201);
    expect((await call('ketoan', 'GET', '/api/xe/options')).statusCode).toBe(403);
    expect((await call('admin', 'DELETE', `/api/api-permission/${stricter.json().data.id}`)).statusCode).toBe(200);
    expect((await call('ketoan', 'GET', '/api/xe/options')).statusCode).toBe(200);
  });
});
