import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nguoiDung, tepTin } from '../../server/db/schema';
import { jpeg, png } from './helpers/images';
import { multipart, type Part } from './helpers/multipart';
import { bearer, createTestApp, login, type TestApp } from './helpers/test-app';

// Exact texts of spec 000 §5/§8 and of the library's own rules (src/contracts/media.ts).
const M = {
  folderRequired: 'Vui lòng nhập tên folder.',
  folderNotEmpty: 'Không thể xóa folder vì nó không rỗng.',
  folderFormat: 'Tên folder chỉ gồm chữ thường không dấu, số, dấu _ và - (tối đa 60 ký tự).',
  folderExists: (n: string) => `Folder "${n}" đã tồn tại.`,
  folderSystem: (n: string) => `Folder "${n}" là folder hệ thống của ứng dụng: không thể xóa.`,
  folderNotFound: 'Không tìm thấy folder.',
  fileInUse: 'Không thể xóa tệp vì nó đang được dùng trong dữ liệu khác (ảnh đại diện, xe, phiếu, giấy tờ…).',
  notImage: 'Tệp không phải ảnh JPEG, PNG hoặc WebP hợp lệ.',
  notAccepted:
    'Tệp không được hỗ trợ. Thư viện nhận ảnh (JPEG, PNG, WebP, GIF), video (MP4, WebM, OGG, MOV), PDF, Word (DOC, DOCX), Excel (XLS, XLSX) hoặc CSV.',
  uploadForbidden: 'Bạn không có quyền tải tệp lên thư viện.',
  forbidden: 'Bạn không có quyền thực hiện thao tác này.',
};

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(12), Buffer.alloc(64)]);
const HEIC = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(76)]);

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['admin', 'dieuphoi', 'ketoan', 'taixe1', 'bientap1'])
    tokens[u] = (await login(t.app, u)).accessToken;
});
afterAll(async () => {
  await t.close();
});

const as = (user: string) => bearer(tokens[user] ?? '');
const get = (user: string, url: string) => t.app.inject({ method: 'GET', url, headers: as(user) });
const del = (user: string, url: string) => t.app.inject({ method: 'DELETE', url, headers: as(user) });
const createFolder = (user: string, name: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/images/create-folder?folderName=${encodeURIComponent(name)}`,
    headers: as(user),
  });
function upload(user: string, folder: string, files: { data: Buffer; filename: string; type?: string }[]) {
  const parts: Part[] = [
    { name: 'folderName', value: folder },
    ...files.map((f) => ({
      name: 'files',
      filename: f.filename,
      type: f.type ?? 'application/octet-stream',
      data: f.data,
    })),
  ];
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/images/upload',
    payload: body.payload,
    headers: { ...as(user), ...body.headers },
  });
}
const folderOf = async (name: string) =>
  ((await get('admin', '/api/images/folders/details')).json().data as { name: string; fileCount: number }[]).find(
    (f) => f.name === name,
  );

describe('folders', () => {
  it('the screens’ folders belong to their records’ permissions; the marketing library sees its own (issue 13)', async () => {
    const folderNames = async (user: string) => {
      const res = await get(user, '/api/images/folders/details');
      expect(res.statusCode).toBe(200);
      return (res.json().data as { name: string }[]).map((f) => f.name);
    };
    const writer = await folderNames('bientap1');
    for (const screen of ['user', 'giay_to', 'checklist', 'tasks', 'attendance', 'xang_dau', 'sos']) {
      expect(writer).not.toContain(screen);
    }
    expect((await get('bientap1', '/api/images/list/xang_dau')).json().message).toBe(M.folderNotFound);
    expect((await get('bientap1', '/api/images/list/user')).json().message).toBe(M.folderNotFound);
    // Who holds the records' permission finds their photos there (the avatar picker: users' managers).
    expect(await folderNames('admin')).toContain('user');
    expect((await get('admin', '/api/images/list/user')).statusCode).toBe(200);
    expect((await get('admin', '/api/images/list/xang_dau')).statusCode).toBe(200);
    // Clock-in selfies never show in the library.
    expect(await folderNames('admin')).not.toContain('attendance');
    expect((await get('admin', '/api/images/list/attendance')).json().message).toBe(M.folderNotFound);
    expect((await get('taixe1', '/api/images/folders/details')).statusCode).toBe(403);
  });

  it('creates an empty folder once, with the spec’s message for a blank name', async () => {
    const blank = await createFolder('dieuphoi', '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(M.folderRequired);
    expect((await createFolder('dieuphoi', 'Ảnh xe')).json().message).toBe(M.folderFormat);
    // Without THU_VIEN_ANH_THEM the guard refuses.
    expect((await createFolder('ketoan', 'ke-toan')).statusCode).toBe(403);

    const res = await createFolder('dieuphoi', 'quang-cao');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ data: { name: 'quang-cao', fileCount: 0, system: false } });
    expect(await folderOf('quang-cao')).toMatchObject({ fileCount: 0 });

    const again = await createFolder('admin', 'quang-cao');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.folderExists('quang-cao'));
    expect((await createFolder('admin', 'user')).json().message).toBe(M.folderExists('user'));
  });

  it('deletes a folder only when it is empty and never a screen’s folder', async () => {
    await createFolder('admin', 'tam-thoi');
    await upload('admin', 'tam-thoi', [{ data: png(10, 10), filename: 'a.png' }]);
    const full = await del('admin', '/api/images/delete-folder/tam-thoi');
    expect(full.statusCode).toBe(422);
    expect(full.json().message).toBe(M.folderNotEmpty);

    const system = await del('admin', '/api/images/delete-folder/user');
    expect(system.statusCode).toBe(422);
    expect(system.json().message).toBe(M.folderSystem('user'));

    await createFolder('admin', 'rong');
    // dieuphoi has no THU_VIEN_ANH_XOA.
    expect((await del('dieuphoi', '/api/images/delete-folder/rong')).json().message).toBe(M.forbidden);
    const ok = await del('admin', '/api/images/delete-folder/rong');
    expect(ok.statusCode).toBe(200);
    expect(await folderOf('rong')).toBeUndefined();
    expect((await del('admin', '/api/images/delete-folder/rong')).statusCode).toBe(404);
  });
});

describe('uploads into the library', () => {
  it('takes videos and PDFs into the library’s folders only, photos everywhere', async () => {
    await createFolder('admin', 'tai-lieu');
    const res = await upload('dieuphoi', 'tai-lieu', [
      { data: PDF, filename: 'Hợp đồng vận chuyển.pdf', type: 'application/pdf' },
      { data: MP4, filename: 'Giới thiệu.mp4', type: 'video/mp4' },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.map((f: { mime: string }) => f.mime)).toEqual(['application/pdf', 'video/mp4']);

    const pdfToScreenFolder = await upload('dieuphoi', 'giay_to', [{ data: PDF, filename: 'x.pdf' }]);
    expect(pdfToScreenFolder.statusCode).toBe(415);
    expect(pdfToScreenFolder.json().message).toBe(M.notImage);
    // A HEIC photo is an ISO-BMFF file like an MP4, but not a video.
    const heic = await upload('admin', 'tai-lieu', [{ data: HEIC, filename: 'a.heic' }]);
    expect(heic.statusCode).toBe(415);
    expect(heic.json().message).toBe(M.notAccepted);

    const forbidden = await upload('ketoan', 'tai-lieu', [{ data: png(4, 4), filename: 'a.png' }]);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe(M.uploadForbidden);
  });

  it('serves a library PDF as a download, a photo inline', async () => {
    const up = await upload('admin', 'tai-lieu', [{ data: PDF, filename: 'bang-gia.pdf' }]);
    const pdf = await get('admin', up.json().data[0].location);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('attachment');
    const photo = await upload('admin', 'tai-lieu', [{ data: jpeg(8, 8), filename: 'a.jpg' }]);
    expect((await get('admin', photo.json().data[0].location)).headers['content-disposition']).toBeUndefined();
  });
});

describe('GET /api/images/list/:folder', () => {
  it('pages 12 at a time, newest first, and searches the name without diacritics', async () => {
    await createFolder('admin', 'xe-tai');
    for (let i = 1; i <= 14; i++) {
      // One request per file so each gets its own upload time.
      const name = i === 3 ? 'Xe tải Hino 03.jpg' : `anh-${String(i).padStart(2, '0')}.jpg`;
      expect((await upload('admin', 'xe-tai', [{ data: jpeg(16, 16), filename: name }])).statusCode).toBe(201);
    }
    const first = await get('dieuphoi', '/api/images/list/xe-tai');
    expect(first.statusCode).toBe(200);
    const page = first.json().data;
    expect(page).toMatchObject({ number: 0, size: 12, totalElements: 14, totalPages: 2 });
    expect(page.content).toHaveLength(12);
    expect(page.content[0]).toMatchObject({ title: 'anh-14.jpg', folder: 'xe-tai', mime: 'image/jpeg' });
    expect(page.content[0].url).toMatch(/^\/api\/files\/[A-Za-z0-9_-]+$/);
    const times = page.content.map((f: { uploadedAt: string }) => Date.parse(f.uploadedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const second = (await get('dieuphoi', '/api/images/list/xe-tai?page=1')).json().data;
    expect(second.content.map((f: { title: string }) => f.title)).toEqual(['anh-02.jpg', 'anh-01.jpg']);

    const found = (await get('dieuphoi', `/api/images/list/xe-tai?q=${encodeURIComponent('TẢI hino')}`)).json().data;
    expect(found.content.map((f: { title: string }) => f.title)).toEqual(['xe-tai-hino-03.jpg']);
    // The random part of the stored name is not searchable: hex letters find nothing.
    expect((await get('dieuphoi', '/api/images/list/xe-tai?q=abc')).json().data.totalElements).toBe(0);
    expect(await folderOf('xe-tai')).toMatchObject({ fileCount: 14 });
  });
});

describe('DELETE /api/images/:folder/:file', () => {
  it('refuses while a record links the file, then deletes the row and the bytes', async () => {
    const up = await upload('admin', 'anh-dai-dien', [{ data: png(20, 20), filename: 'avatar.png' }]);
    const { id, location } = up.json().data[0] as { id: string; location: string };
    const [row] = await t.db.select().from(tepTin).where(eq(tepTin.id, id));
    expect(row?.storedName).toMatch(/^anh-dai-dien\/[0-9a-f]{32}-avatar\.png$/);
    const bytes = path.join(t.uploadsDir, row?.storedName ?? 'missing');
    expect(existsSync(bytes)).toBe(true);

    await t.db.update(nguoiDung).set({ avatarUrl: location }).where(eq(nguoiDung.tenDangNhap, 'nhanvien1'));
    const inUse = await del('admin', `/api/images/anh-dai-dien/${id}`);
    expect(inUse.statusCode).toBe(422);
    expect(inUse.json().message).toBe(M.fileInUse);
    expect(existsSync(bytes)).toBe(true);

    await t.db.update(nguoiDung).set({ avatarUrl: null }).where(eq(nguoiDung.tenDangNhap, 'nhanvien1'));
    expect((await del('admin', `/api/images/tasks/${id}`)).statusCode).toBe(404);
    expect((await del('admin', `/api/images/user/${id}`)).statusCode).toBe(404);
    expect((await del('dieuphoi', `/api/images/anh-dai-dien/${id}`)).statusCode).toBe(403);
    const ok = await del('admin', `/api/images/anh-dai-dien/${id}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Đã xóa tệp.');
    expect(existsSync(bytes)).toBe(false);
    expect(await t.db.select().from(tepTin).where(eq(tepTin.id, id))).toEqual([]);
    expect((await get('admin', location)).statusCode).toBe(404);
  });
});

describe('GET /api/settings', () => {
  it('answers without a session: no transport-admin site unless one is configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/settings' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { transportAdminUrl: null } });
  });

  it('gives the configured site and lets the page frame its origin', async () => {
    const other = await createTestApp({ transportAdminUrl: 'https://admin.example.vn/quan-tri' });
    try {
      const res = await other.app.inject({ method: 'GET', url: '/api/settings' });
      expect(res.json().data.transportAdminUrl).toBe('https://admin.example.vn/quan-tri');
      expect(res.headers['content-security-policy']).toMatch(/frame-src 'self' blob: https:\/\/admin\.example\.vn;/);
    } finally {
      await other.close();
    }
  });
});
