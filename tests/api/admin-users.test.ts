/** /api/nguoi-dung: list, read, create, edit and deactivate staff accounts (spec 000 §2, §5, §7). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminUser, USER_MESSAGES as M, toUserCreateRequest, userCreateForm } from '@/contracts/admin';
import { LOGIN_FAILED_MESSAGE } from '@/contracts/auth';
import { FORBIDDEN_MESSAGE } from '@/contracts/rbac';
import { migrationsFolder } from '../../server/db/client';
import { nguoiDung, phongBan, refreshTokens } from '../../server/db/schema';
import { userId } from './helpers/driver';
import { bearer, createTestApp, login, type TestApp } from './helpers/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
const tk = (u: string) => tokens[u] as string;
let position: number;
let department: number;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, user = 'admin') =>
  t.app.inject({ method, url, payload, headers: bearer(tk(user)) });

// Each account its own email (one per account): derived from the login unless a test says otherwise.
const valid = (over: { tenDangNhap?: string } & Record<string, unknown> = {}) => ({
  tenDangNhap: 'ketoan2',
  matKhau: 'Mat-khau-123',
  hoTen: 'Trần Thị Kế',
  email: `${over.tenDangNhap ?? 'ketoan2'}@vantai.demo`,
  soDienThoai: '0901 234 567',
  idChucVu: position,
  idPhongBan: department,
  trangThai: 1,
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['admin', 'dieuphoi', 'nhanvien1']) tokens[u] = (await login(t.app, u)).accessToken;
  const accountant = (await call('GET', `/api/nguoi-dung/${await userId(t.db, 'ketoan')}`)).json().data as AdminUser;
  position = accountant.idChucVu as number;
  department = accountant.idPhongBan as number;
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/nguoi-dung', () => {
  it('pages of 10, zero-based, newest first, inactive users included', async () => {
    const total = await t.db.$count(nguoiDung);
    const first = (await call('GET', '/api/nguoi-dung')).json().data;
    expect(first).toMatchObject({ number: 0, size: 10, totalElements: total, first: true });
    expect(first.totalPages).toBe(Math.ceil(total / 10));
    const ids = first.content.map((u: AdminUser) => u.idNguoiDung);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const small = (await call('GET', '/api/nguoi-dung?page=1&size=3')).json().data;
    expect(small.content.map((u: AdminUser) => u.idNguoiDung)).toEqual(ids.slice(3, 6));
  });

  it('searches name, login, email and phone; reads positions and departments as names', async () => {
    const res = (await call('GET', '/api/nguoi-dung?keyword=TAIXE')).json().data;
    expect(res.content.map((u: AdminUser) => u.tenDangNhap).sort()).toEqual(['taixe1', 'taixe2', 'taixe3']);
    expect(res.content[0]).toMatchObject({ chucVu: 'Tài xế', maChucVu: 'TAI_XE', phongBan: 'Đội Tài xế' });
    expect((await call('GET', '/api/nguoi-dung?keyword=50%25')).json().data.totalElements).toBe(0);
  });

  it('GET /{id}: one user, 404 when unknown', async () => {
    const res = await call('GET', `/api/nguoi-dung/${await userId(t.db, 'dieuphoi')}`);
    expect(res.json().data).toMatchObject({
      tenDangNhap: 'dieuphoi',
      hoTen: 'Trần Văn Điều',
      chucVu: 'Điều phối viên',
    });
    expect(res.json().data).not.toHaveProperty('matKhauHash');
    const missing = await call('GET', '/api/nguoi-dung/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(M.notFound);
  });

  it('follows the matrix: NGUOI_DUNG_XEM reads (dispatcher), nobody else writes', async () => {
    expect((await call('GET', '/api/nguoi-dung', undefined, 'dieuphoi')).statusCode).toBe(200);
    const write = await call('POST', '/api/nguoi-dung', valid(), 'dieuphoi');
    expect(write.statusCode).toBe(403);
    expect(write.json().message).toBe(FORBIDDEN_MESSAGE);
    expect((await call('GET', '/api/nguoi-dung', undefined, 'nhanvien1')).statusCode).toBe(403);
  });
});

describe('POST /api/nguoi-dung', () => {
  it.each([
    [{ tenDangNhap: undefined }, M.usernameRequired],
    [{ tenDangNhap: '  ' }, M.usernameRequired],
    [{ tenDangNhap: 'ke toan' }, M.usernameFormat],
    [{ tenDangNhap: 'kếtoán' }, M.usernameFormat],
    [{ matKhau: undefined }, M.passwordRequired],
    [{ matKhau: '' }, M.passwordRequired],
    [{ matKhau: 'ngan' }, M.passwordLength],
    [{ hoTen: ' ' }, M.fullNameRequired],
    [{ email: undefined }, M.emailRequired],
    [{ email: 'khong-phai-email' }, M.emailInvalid],
    [{ soDienThoai: 'abc' }, M.phoneInvalid],
    [{ idChucVu: undefined }, M.positionRequired],
    [{ idChucVu: '' }, M.positionRequired],
    [{ idPhongBan: null }, M.departmentRequired],
    [{ trangThai: 2 }, M.statusInvalid],
    [{ avatarUrl: 'javascript:alert(1)' }, M.avatarInvalid],
  ])('validates %j', async (over, message) => {
    const res = await call('POST', '/api/nguoi-dung', valid(over));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses an unknown position, a deleted department and a login already taken (any case)', async () => {
    const noPosition = await call('POST', '/api/nguoi-dung', valid({ idChucVu: 999999 }));
    expect(noPosition.statusCode).toBe(422);
    expect(noPosition.json().message).toBe(M.positionNotFound);
    const [gone] = await t.db
      .insert(phongBan)
      .values({ maPhongBan: 'DaXoa', tenPhongBan: 'Đã xóa', deletedAt: new Date() })
      .returning();
    const deleted = await call('POST', '/api/nguoi-dung', valid({ idPhongBan: gone?.idPhongBan }));
    expect(deleted.statusCode).toBe(422);
    expect(deleted.json().message).toBe(M.departmentNotFound);
    const taken = await call('POST', '/api/nguoi-dung', valid({ tenDangNhap: 'KeToan' }));
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toMatchObject({ message: M.usernameTaken('KeToan'), code: 'CONFLICT' });
  });

  it('creates an account that can log in, with the spec texts', async () => {
    const res = await call('POST', '/api/nguoi-dung', valid({ soDienThoai: '', avatarUrl: '' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(M.created);
    const id = res.json().data.idNguoiDung;
    const user = (await call('GET', `/api/nguoi-dung/${id}`)).json().data;
    expect(user).toMatchObject({
      tenDangNhap: 'ketoan2',
      hoTen: 'Trần Thị Kế',
      chucVu: 'Kế toán',
      phongBan: 'Phòng Kế toán',
      soDienThoai: null,
      avatarUrl: null,
      trangThai: 1,
    });
    expect((await login(t.app, 'ketoan2', 'Mat-khau-123')).accessToken).toBeTruthy();
  });

  it('the Add User form joins the names and checks the confirmation (spec 000 §5)', () => {
    const form = { ...valid(), firstName: 'Trần Thị', lastName: 'Kế', xacNhanMatKhau: 'khac' };
    const mismatch = userCreateForm.safeParse(form);
    expect(mismatch.success).toBe(false);
    expect(mismatch.error?.issues.map((i) => i.message)).toEqual([M.passwordMismatch]);
    const ok = userCreateForm.parse({ ...form, xacNhanMatKhau: form.matKhau });
    expect(toUserCreateRequest(ok)).toMatchObject({ hoTen: 'Trần Thị Kế', tenDangNhap: 'ketoan2' });
    expect(userCreateForm.safeParse({ ...form, firstName: ' ' }).error?.issues[0]?.message).toBe(M.firstNameRequired);
  });
});

describe('PUT /api/nguoi-dung/{id}', () => {
  it('edits everything but the login and the password', async () => {
    const id = await userId(t.db, 'bientap1');
    const res = await call('PUT', `/api/nguoi-dung/${id}`, {
      tenDangNhap: 'doiten',
      hoTen: 'Vũ Minh Biên Tập',
      email: 'bien@vantai.demo',
      soDienThoai: '+84 90 111 2222',
      idChucVu: position,
      idPhongBan: department,
      trangThai: 1,
      avatarUrl: '/api/files/AnhDaiDienAnhDaiDien01',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(M.updated);
    expect(res.json().data).toMatchObject({
      tenDangNhap: 'bientap1',
      hoTen: 'Vũ Minh Biên Tập',
      chucVu: 'Kế toán',
      avatarUrl: '/api/files/AnhDaiDienAnhDaiDien01',
    });
    expect((await login(t.app, 'bientap1')).accessToken).toBeTruthy();
  });

  it('validates like the form and answers 404 for an unknown user', async () => {
    const id = await userId(t.db, 'bientap1');
    const bad = await call('PUT', `/api/nguoi-dung/${id}`, { ...valid(), email: 'x@' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(M.emailInvalid);
    expect((await call('PUT', '/api/nguoi-dung/999999', valid())).statusCode).toBe(404);
  });

  it('setting trangThai 0 logs the user out; an administrator cannot deactivate themself', async () => {
    const session = await login(t.app, 'ketoan2', 'Mat-khau-123');
    const id = await userId(t.db, 'ketoan2');
    expect((await call('PUT', `/api/nguoi-dung/${id}`, valid({ trangThai: 0 }))).json().data.trangThai).toBe(0);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(session.accessToken) });
    expect(me.statusCode).toBe(401);
    const self = await call('PUT', `/api/nguoi-dung/${await userId(t.db, 'admin')}`, {
      ...valid(),
      hoTen: 'Quản trị viên',
      trangThai: 0,
    });
    expect(self.statusCode).toBe(422);
    expect(self.json().message).toBe(M.notSelf);
  });
});

describe('DELETE /api/nguoi-dung/{id}', () => {
  it('deactivates instead of deleting: the row and its history stay, every session ends, login fails', async () => {
    const session = await login(t.app, 'taixe3');
    const id = await userId(t.db, 'taixe3');
    const res = await call('DELETE', `/api/nguoi-dung/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: null, message: M.deactivated });

    expect((await call('GET', `/api/nguoi-dung/${id}`)).json().data.trangThai).toBe(0);
    const tokensLeft = await t.db.select().from(refreshTokens).where(eq(refreshTokens.idNguoiDung, id));
    expect(tokensLeft.every((r) => r.revokedAt !== null)).toBe(true);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(session.accessToken) });
    expect(me.statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: session.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'taixe3', password: 'Demo@123' },
    });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(LOGIN_FAILED_MESSAGE);
  });

  it('refuses the caller’s own account and unknown ids', async () => {
    const self = await call('DELETE', `/api/nguoi-dung/${await userId(t.db, 'admin')}`);
    expect(self.statusCode).toBe(422);
    expect(self.json().message).toBe(M.notSelf);
    expect((await call('DELETE', '/api/nguoi-dung/999999')).statusCode).toBe(404);
    expect((await call('DELETE', '/api/nguoi-dung/abc')).statusCode).toBe(400);
  });
});

describe('administrators are for administrators', () => {
  it('a user manager (NGUOI_DUNG_*) cannot give QUAN_TRI nor change or deactivate an administrator', async () => {
    const manager = await userId(t.db, 'nhanvien1');
    const grant = await call('PUT', `/api/rbac-admin/matrix?idNguoiDung=${manager}`, {
      NGUOI_DUNG: { XEM: true, THEM: true, SUA: true, XOA: true },
    });
    expect(grant.statusCode).toBe(200);
    const positions = (await call('GET', '/api/chuc-vu?keyword=QUAN_TRI')).json().data.content;
    const quanTri = positions[0].idChucVu as number;

    const promote = await call(
      'POST',
      '/api/nguoi-dung',
      valid({ tenDangNhap: 'leo-thang', idChucVu: quanTri }),
      'nhanvien1',
    );
    expect(promote.statusCode).toBe(403);
    expect(promote.json().message).toBe(M.administratorsOnly);
    const self = await call(
      'PUT',
      `/api/nguoi-dung/${manager}`,
      valid({ hoTen: 'Đỗ Thị Hoa', idChucVu: quanTri }),
      'nhanvien1',
    );
    expect(self.json().message).toBe(M.administratorsOnly);
    const admin = await userId(t.db, 'admin');
    const editAdmin = await call(
      'PUT',
      `/api/nguoi-dung/${admin}`,
      valid({ hoTen: 'Đổi tên', idChucVu: position }),
      'nhanvien1',
    );
    expect(editAdmin.statusCode).toBe(403);
    expect(editAdmin.json().message).toBe(M.administratorsOnly);
    expect((await call('DELETE', `/api/nguoi-dung/${admin}`, undefined, 'nhanvien1')).json().message).toBe(
      M.administratorsOnly,
    );

    const ordinary = await call('POST', '/api/nguoi-dung', valid({ tenDangNhap: 'nhanvien2' }), 'nhanvien1');
    expect(ordinary.statusCode).toBe(201);
    // The administrator may do what the manager may not.
    expect(
      (
        await call(
          'PUT',
          `/api/nguoi-dung/${ordinary.json().data.idNguoiDung}`,
          valid({ tenDangNhap: 'nhanvien2', idChucVu: quanTri }),
        )
      ).statusCode,
    ).toBe(200);
  });
});

describe('one email per account (issue 13)', () => {
  const taken = 'Email "KeToan@VanTai.demo" đã được dùng cho một tài khoản khác.';

  it('create: an email already used, in any case, is refused with the message', async () => {
    const res = await call(
      'POST',
      '/api/nguoi-dung',
      valid({ tenDangNhap: 'trungemail', email: 'KeToan@VanTai.demo' }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: taken, code: 'CONFLICT' });
    expect(await t.db.$count(nguoiDung, eq(nguoiDung.tenDangNhap, 'trungemail'))).toBe(0);
  });

  it('update: another account’s email is refused; one’s own, in another case, is kept', async () => {
    const id = await userId(t.db, 'nhanvien1');
    const current = (await call('GET', `/api/nguoi-dung/${id}`)).json().data as AdminUser;
    const body = {
      hoTen: current.hoTen,
      soDienThoai: current.soDienThoai,
      idChucVu: current.idChucVu,
      idPhongBan: current.idPhongBan,
      trangThai: 1,
    };
    const res = await call('PUT', `/api/nguoi-dung/${id}`, { ...body, email: 'KeToan@VanTai.demo' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: taken, code: 'CONFLICT' });
    const own = await call('PUT', `/api/nguoi-dung/${id}`, { ...body, email: 'NHANVIEN1@vantai.demo' });
    expect(own.statusCode).toBe(200);
  });

  it('two creates racing with one email: one account, and the other gets the message', async () => {
    const [a, b] = await Promise.all(
      ['dua1', 'dua2'].map((tenDangNhap) =>
        call('POST', '/api/nguoi-dung', valid({ tenDangNhap, email: 'dua@vantai.demo' })),
      ),
    );
    expect([a?.statusCode, b?.statusCode].sort()).toEqual([201, 422]);
    const refused = a?.statusCode === 422 ? a : b;
    expect(refused?.json().message).toBe('Email "dua@vantai.demo" đã được dùng cho một tài khoản khác.');
  });

  it('the database holds the rule too (a unique index on lower(email))', async () => {
    await expect(
      t.db
        .insert(nguoiDung)
        .values({ tenDangNhap: 'truc-tiep', matKhauHash: 'x', hoTen: 'X', email: 'TAIXE1@vantai.demo' }),
    ).rejects.toThrow();
    // Accounts without an email (the first administrator of a new database) stay possible.
    await t.db.insert(nguoiDung).values([
      { tenDangNhap: 'khong-email-1', matKhauHash: 'x', hoTen: 'X', email: null },
      { tenDangNhap: 'khong-email-2', matKhauHash: 'x', hoTen: 'Y', email: null },
    ]);
  });
});

describe('migration 0008 on a database made before the rule', () => {
  it('keeps each address on its oldest account, clears it on the later ones, then indexes lower(email)', async () => {
    const file = readFileSync(path.join(migrationsFolder, '0008_user_email_unique.sql'), 'utf8');
    await t.db.execute(sql.raw('DROP INDEX "nguoi_dung_email_lower_uq"'));
    const rows = await t.db
      .insert(nguoiDung)
      .values(
        ['cu-1', 'cu-2', 'cu-3'].map((tenDangNhap, i) => ({
          tenDangNhap,
          matKhauHash: 'x',
          hoTen: tenDangNhap,
          email: ['Chung@VanTai.demo', 'chung@vantai.demo', 'rieng@vantai.demo'][i],
        })),
      )
      .returning({ id: nguoiDung.idNguoiDung, tenDangNhap: nguoiDung.tenDangNhap });
    for (const statement of file.split('--> statement-breakpoint')) await t.db.execute(sql.raw(statement));
    const after = await t.db
      .select({ tenDangNhap: nguoiDung.tenDangNhap, email: nguoiDung.email })
      .from(nguoiDung)
      .where(
        inArray(
          nguoiDung.idNguoiDung,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(nguoiDung.idNguoiDung);
    expect(after).toEqual([
      { tenDangNhap: 'cu-1', email: 'Chung@VanTai.demo' },
      { tenDangNhap: 'cu-2', email: null },
      { tenDangNhap: 'cu-3', email: 'rieng@vantai.demo' },
    ]);
    await expect(
      t.db.insert(nguoiDung).values({ tenDangNhap: 'cu-4', matKhauHash: 'x', hoTen: 'X', email: 'RIENG@vantai.demo' }),
    ).rejects.toThrow();
  });
});
