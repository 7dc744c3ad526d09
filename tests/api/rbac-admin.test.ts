/** GET/PUT /api/rbac-admin/matrix and what a grant, a revocation or a rule change does to the next request. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATRIX_MESSAGES, type PermissionMatrix, USER_MESSAGES } from '@/contracts/admin';
import { MODULES } from '@/contracts/permissions';
import { FORBIDDEN_MESSAGE } from '@/contracts/rbac';
import { userId } from './helpers/driver';
import { bearer, createTestApp, login, type TestApp } from './helpers/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
const tk = (u: string) => tokens[u] as string;
let nhanvien1: number;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (user: string, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: bearer(tk(user)) });
const matrixOf = async (id: number) => {
  const res = await call('admin', 'GET', `/api/rbac-admin/matrix?idNguoiDung=${id}`);
  expect(res.statusCode).toBe(200);
  return res.json().data as PermissionMatrix;
};
const setMatrix = (id: number, body: object, user = 'admin') =>
  call(user, 'PUT', `/api/rbac-admin/matrix?idNguoiDung=${id}`, body);

beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['admin', 'dieuphoi', 'nhanvien1', 'ketoan']) tokens[u] = (await login(t.app, u)).accessToken;
  nhanvien1 = await userId(t.db, 'nhanvien1');
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/rbac-admin/matrix', () => {
  it('lists every pair of the permission list, ticked where the user holds it, and no other pair', async () => {
    const m = await matrixOf(nhanvien1);
    expect(Object.keys(m).sort()).toEqual(MODULES.map((x) => x.maChucNang).sort());
    for (const mod of MODULES) expect(Object.keys(m[mod.maChucNang] ?? {}).sort()).toEqual([...mod.actions].sort());
    expect(m.CHAM_CONG).toEqual({ XEM: true, SUA: false, DUYET: false });
    expect(m.CONG_VIEC).toEqual({ XEM: true, THEM: true, SUA: true, XOA: false });
    expect(m.XE?.XEM).toBe(false);
    expect(m.XANG_DAU).not.toHaveProperty('SUA');
  });

  it('asks for a user that exists; only PHAN_QUYEN holders read or change it', async () => {
    const missing = await call('admin', 'GET', '/api/rbac-admin/matrix');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(MATRIX_MESSAGES.userRequired);
    const unknown = await call('admin', 'GET', '/api/rbac-admin/matrix?idNguoiDung=999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(USER_MESSAGES.notFound);
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { XE: { XEM: true } }],
    ] as const) {
      const res = await call('dieuphoi', method, `/api/rbac-admin/matrix?idNguoiDung=${nhanvien1}`, body);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(FORBIDDEN_MESSAGE);
    }
  });
});

describe('PUT /api/rbac-admin/matrix', () => {
  it('round-trips: the pairs sent are set, the others stay', async () => {
    const before = await matrixOf(nhanvien1);
    const res = await setMatrix(nhanvien1, { GIAY_TO: { XEM: true, THEM: true }, CONG_VIEC: { SUA: false } });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Cập nhật thành công');
    const after = await matrixOf(nhanvien1);
    expect(res.json().data).toEqual(after);
    expect(after).toEqual({
      ...before,
      GIAY_TO: { ...before.GIAY_TO, XEM: true, THEM: true },
      CONG_VIEC: { ...before.CONG_VIEC, SUA: false },
    });
    // Sending the same grid again changes nothing.
    expect((await setMatrix(nhanvien1, after)).json().data).toEqual(after);
  });

  it.each([
    [{ XANG_DAU: { SUA: true } }, MATRIX_MESSAGES.unknownPair('XANG_DAU', 'SUA')],
    [{ KHONG_CO: { XEM: false } }, MATRIX_MESSAGES.unknownPair('KHONG_CO', 'XEM')],
  ])('refuses a pair that is not in the permission list, changing nothing: %j', async (bad, message) => {
    const before = await matrixOf(nhanvien1);
    const res = await setMatrix(nhanvien1, { DON_HANG: { XEM: !before.DON_HANG?.XEM }, ...bad });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(message);
    expect(await matrixOf(nhanvien1)).toEqual(before);
  });

  it.each([[{ XE: true }], [{ XE: { XEM: 'yes' } }], [[]]])(
    'refuses a body that is not a grid of booleans: %j',
    async (body) => {
      const res = await setMatrix(nhanvien1, body as object);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MATRIX_MESSAGES.invalid);
    },
  );
});

describe('the matrix decides the next request', () => {
  it('XE_XEM lets a user list vehicles but not add one; revoking it takes effect at once', async () => {
    const token = tk('nhanvien1');
    expect((await call('nhanvien1', 'GET', '/api/xe')).statusCode).toBe(403);

    expect((await setMatrix(nhanvien1, { XE: { XEM: true } })).statusCode).toBe(200);
    const list = await call('nhanvien1', 'GET', '/api/xe');
    expect(list.statusCode).toBe(200);
    expect(list.json().data.totalElements).toBeGreaterThan(0);
    const create = await call('nhanvien1', 'POST', '/api/xe', { bienSo: '99A-111.22', loaiXeId: 1 });
    expect(create.statusCode).toBe(403);
    expect(create.json().message).toBe(FORBIDDEN_MESSAGE);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.json().data.quyen).toContain('XE_XEM');

    expect((await setMatrix(nhanvien1, { XE: { XEM: false } })).statusCode).toBe(200);
    // Same access token, next request: refused.
    expect((await call('nhanvien1', 'GET', '/api/xe')).statusCode).toBe(403);
  });

  it('every answer carries the rights version of /me; a grant or a revocation changes it on the next answer', async () => {
    const me = async () => {
      const res = await call('nhanvien1', 'GET', '/api/auth/me');
      expect(res.headers['x-rights-version']).toBe(res.json().data.phienBanQuyen);
      return res.json().data.phienBanQuyen as string;
    };
    const before = await me();
    expect(before).toMatch(/^[\w-]{16}$/);
    // Refused and allowed answers alike: a 403 is when a stale console needs it most.
    const refused = await call('nhanvien1', 'GET', '/api/xe');
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['x-rights-version']).toBe(before);
    expect((await call('nhanvien1', 'GET', '/api/thong-bao')).headers['x-rights-version']).toBe(before);

    expect((await setMatrix(nhanvien1, { XE: { XEM: true } })).statusCode).toBe(200);
    const granted = await call('nhanvien1', 'GET', '/api/xe');
    expect(granted.statusCode).toBe(200);
    expect(granted.headers['x-rights-version']).not.toBe(before);
    expect(await me()).toBe(granted.headers['x-rights-version']);

    expect((await setMatrix(nhanvien1, { XE: { XEM: false } })).statusCode).toBe(200);
    expect((await call('nhanvien1', 'GET', '/api/thong-bao')).headers['x-rights-version']).toBe(before);
    expect(await me()).toBe(before);
    // Another user's version is their own: it does not move with nhanvien1's grants.
    expect((await call('ketoan', 'GET', '/api/auth/me')).headers['x-rights-version']).not.toBe(before);
  });

  it('a new, more specific rule takes effect on the next request and its removal too', async () => {
    // ketoan reads vehicles but does not edit them: narrow the vehicle options to XE_SUA holders.
    // (A rule may only tighten a route's built-in permission: tests/api/api-permission-guard.test.ts.)
    const [perm] = (await call('admin', 'GET', '/api/quyen?keyword=XE_SUA')).json().data.content;
    expect((await call('ketoan', 'GET', '/api/xe/options')).statusCode).toBe(200);
    const created = await call('admin', 'POST', '/api/api-permission', {
      method: 'GET',
      urlPattern: '/api/xe/options',
      idQuyen: perm.idQuyen,
    });
    expect(created.statusCode).toBe(201);
    expect((await call('ketoan', 'GET', '/api/xe/options')).statusCode).toBe(403);
    expect((await call('dieuphoi', 'GET', '/api/xe/options')).statusCode).toBe(200);
    expect((await call('ketoan', 'GET', '/api/xe/options-status')).statusCode).toBe(200);

    expect((await call('admin', 'DELETE', `/api/api-permission/${created.json().data.id}`)).statusCode).toBe(200);
    expect((await call('ketoan', 'GET', '/api/xe/options')).statusCode).toBe(200);
  });

  it('a route left without a rule is closed to everyone but administrators', async () => {
    const rules = (await call('admin', 'GET', '/api/api-permission?keyword=dashboard')).json().data.content;
    const dashboard = rules.find((r: { urlPattern: string }) => r.urlPattern === '/api/dashboard/**');
    expect((await call('dieuphoi', 'GET', '/api/dashboard/tong-quan')).statusCode).toBe(200);
    expect((await call('admin', 'DELETE', `/api/api-permission/${dashboard.id}`)).statusCode).toBe(200);
    const refused = await call('dieuphoi', 'GET', '/api/dashboard/tong-quan');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(FORBIDDEN_MESSAGE);
    expect((await call('admin', 'GET', '/api/dashboard/tong-quan')).statusCode).toBe(200);
    await call('admin', 'POST', '/api/api-permission', {
      method: dashboard.method,
      urlPattern: dashboard.urlPattern,
      idQuyen: dashboard.idQuyen,
    });
    expect((await call('dieuphoi', 'GET', '/api/dashboard/tong-quan')).statusCode).toBe(200);
  });

  it('position QUAN_TRI passes every rule without a single grant', async () => {
    const positions = (await call('admin', 'GET', '/api/chuc-vu?keyword=QUAN_TRI')).json().data.content;
    const departments = (await call('admin', 'GET', '/api/phong-ban/options')).json().data;
    const created = await call('admin', 'POST', '/api/nguoi-dung', {
      tenDangNhap: 'quantri2',
      matKhau: 'Mat-khau-2025',
      hoTen: 'Quản trị hai',
      email: 'quantri2@vantai.demo',
      idChucVu: positions[0].idChucVu,
      idPhongBan: departments[0].idPhongBan,
    });
    expect(created.statusCode).toBe(201);
    const token = (await login(t.app, 'quantri2', 'Mat-khau-2025')).accessToken;
    for (const url of ['/api/xe', '/api/nguoi-dung', `/api/rbac-admin/matrix?idNguoiDung=${nhanvien1}`]) {
      expect((await t.app.inject({ method: 'GET', url, headers: bearer(token) })).statusCode).toBe(200);
    }
  });
});
