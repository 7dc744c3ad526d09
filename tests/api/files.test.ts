import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tepTin } from '../../server/db/schema';
import { newKey } from './helpers/driver';
import { exifApp1, GPS_MARKER, gif, jpeg, png, webpExtended, webpLossless, webpLossy } from './helpers/images';
import { multipart, type Part } from './helpers/multipart';
import { bearer, createTestApp, login, type TestApp } from './helpers/test-app';

const M = {
  noFile: 'Vui lòng chọn ảnh để tải lên.',
  notImage: 'Tệp không phải ảnh JPEG, PNG hoặc WebP hợp lệ.',
  tooLarge: 'Ảnh quá lớn (tối đa 10 MB).',
  tooManyPixels: 'Ảnh quá lớn (tối đa 16,7 megapixel). Vui lòng chụp lại với độ phân giải thấp hơn.',
  checksum: 'Ảnh bị hỏng trên đường truyền (sai mã kiểm tra). Vui lòng gửi lại.',
  notFound: 'Không tìm thấy tệp.',
};

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await login(t.app, 'taixe1')).accessToken;
});
afterAll(async () => {
  await t.close();
});

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const filePart = (data: Buffer, filename = 'anh.jpg', type = 'image/jpeg'): Part => ({
  name: 'files',
  filename,
  type,
  data,
});
function upload(parts: Part[], headers: Record<string, string> = {}) {
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/images/upload',
    payload: body.payload,
    headers: { ...bearer(token), ...body.headers, ...headers },
  });
}
const uploadOne = (data: Buffer, headers: Record<string, string> = {}, folder = 'checklist') =>
  upload([{ name: 'folderName', value: folder }, filePart(data)], headers);

/** Every file stored under the uploads directory (relative paths). */
const filesOnDisk = () =>
  readdirSync(t.uploadsDir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.relative(t.uploadsDir, path.join(d.parentPath, d.name)));

describe('POST /api/images/upload', () => {
  it('stores a JPEG under a random name and answers its location, type, size, dimensions and hash', async () => {
    const bytes = jpeg(1280, 720);
    const res = await uploadOne(bytes, { 'x-content-sha256': sha(bytes) });
    expect(res.statusCode).toBe(201);
    const [file] = res.json().data;
    expect(file).toEqual({
      location: `/api/files/${file.id}`,
      id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      mime: 'image/jpeg',
      size: bytes.length,
      width: 1280,
      height: 720,
      sha256: sha(bytes),
    });
    const [row] = await t.db.select().from(tepTin).where(eq(tepTin.id, file.id));
    expect(row?.storedName).toMatch(/^checklist\/[0-9a-f]{32}\.jpg$/);
    expect(row?.storedName).not.toContain('anh');
    expect(readFileSync(path.join(t.uploadsDir, row?.storedName ?? '')).equals(bytes)).toBe(true);
  });

  it.each([
    ['PNG', png(800, 600), 'image/png', 800, 600],
    ['lossy WebP', webpLossy(640, 480), 'image/webp', 640, 480],
    ['lossless WebP', webpLossless(1000, 750), 'image/webp', 1000, 750],
    ['extended WebP', webpExtended(4000, 3000), 'image/webp', 4000, 3000],
  ])('reads the dimensions of a %s from its header', async (_label, bytes, mime, width, height) => {
    const res = await uploadOne(bytes);
    expect(res.statusCode).toBe(201);
    expect(res.json().data[0]).toMatchObject({ mime, width, height });
  });

  it('judges by the bytes, never by the name or declared type: a text file named .jpg and a GIF are refused', async () => {
    const text = await upload([
      { name: 'folderName', value: 'sos' },
      filePart(Buffer.from('đây không phải là ảnh'), 'anh.jpg', 'image/jpeg'),
    ]);
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ message: M.notImage, code: 'VALIDATION_ERROR' });
    const gifRes = await upload([{ name: 'folderName', value: 'sos' }, filePart(gif(), 'anh.png', 'image/png')]);
    expect(gifRes.statusCode).toBe(415);
    expect(gifRes.json().message).toBe(M.notImage);
    // A JPEG declared as text is still a JPEG.
    const declaredText = await upload([
      { name: 'folderName', value: 'sos' },
      filePart(jpeg(10, 10), 'ghi-chu.txt', 'text/plain'),
    ]);
    expect(declaredText.statusCode).toBe(201);
    expect(declaredText.json().data[0].mime).toBe('image/jpeg');
  });

  it('refuses a file over 10 MB', async () => {
    const big = jpeg(100, 100, { padTo: 10 * 1024 * 1024 + 1 });
    expect(big.length).toBe(10 * 1024 * 1024 + 1);
    const before = filesOnDisk().length;
    const res = await uploadOne(big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: M.tooLarge, code: 'PAYLOAD_TOO_LARGE' });
    expect(filesOnDisk().length).toBe(before);
  });

  it('accepts exactly 10 MB', async () => {
    const res = await uploadOne(jpeg(100, 100, { padTo: 10 * 1024 * 1024 }));
    expect(res.statusCode).toBe(201);
  });

  it.each([
    ['JPEG', jpeg(5000, 3400)],
    ['PNG', png(20_000, 20_000)],
    ['WebP', webpExtended(4097, 4096)],
  ])('refuses a %s whose header claims more than 16.7 megapixels', async (_label, bytes) => {
    const res = await uploadOne(bytes);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: M.tooManyPixels, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('accepts 4096 × 4096 (exactly the limit)', async () => {
    expect((await uploadOne(png(4096, 4096))).statusCode).toBe(201);
  });

  it('strips EXIF (with its GPS) from a JPEG and keeps a non-default orientation', async () => {
    const bytes = jpeg(1200, 1600, { exif: exifApp1(6) });
    expect(bytes.includes(GPS_MARKER)).toBe(true);
    const res = await uploadOne(bytes, { 'x-content-sha256': sha(bytes) });
    expect(res.statusCode).toBe(201);
    const [file] = res.json().data;
    const [row] = await t.db.select().from(tepTin).where(eq(tepTin.id, file.id));
    const stored = readFileSync(path.join(t.uploadsDir, row?.storedName ?? ''));
    expect(stored.includes(GPS_MARKER)).toBe(false);
    // The orientation survives in a minimal APP1: Exif, big-endian TIFF, one IFD0 entry 0x0112 = 6.
    const minimal = Buffer.from(
      'ffe10022457869660000' + '4d4d002a00000008' + '0001' + '011200030000000100060000' + '00000000',
      'hex',
    );
    expect(stored.includes(minimal)).toBe(true);
    expect(stored.length).toBe(bytes.length - exifApp1(6).length + minimal.length);
    // The answer describes the stored file; the hash is of what the phone sent (what it can check).
    expect(file).toMatchObject({ size: stored.length, sha256: sha(bytes), width: 1200, height: 1600 });
    // A JPEG whose EXIF says "normal" orientation loses the APP1 entirely.
    const plain = jpeg(100, 100, { exif: exifApp1(1) });
    const res2 = await uploadOne(plain);
    const [row2] = await t.db.select().from(tepTin).where(eq(tepTin.id, res2.json().data[0].id));
    const stored2 = readFileSync(path.join(t.uploadsDir, row2?.storedName ?? ''));
    expect(stored2.includes(Buffer.from('Exif'))).toBe(false);
    expect(stored2.length).toBe(plain.length - exifApp1(1).length);
  });

  it('strips EXIF from PNG (eXIf chunk) and WebP (EXIF chunk, flag cleared, RIFF size fixed)', async () => {
    for (const bytes of [png(100, 100, { exif: true }), webpExtended(100, 100)]) {
      expect(bytes.includes(GPS_MARKER)).toBe(true);
      const res = await uploadOne(bytes);
      expect(res.statusCode).toBe(201);
      const [row] = await t.db.select().from(tepTin).where(eq(tepTin.id, res.json().data[0].id));
      const stored = readFileSync(path.join(t.uploadsDir, row?.storedName ?? ''));
      expect(stored.includes(GPS_MARKER)).toBe(false);
      if (row?.mime === 'image/webp') {
        expect(stored.readUInt32LE(4)).toBe(stored.length - 8);
        expect((stored[20] ?? 0) & 0x08).toBe(0);
      }
    }
  });

  it('refuses a checksum mismatch and stores nothing', async () => {
    const bytes = jpeg(64, 64);
    const before = filesOnDisk().length;
    const res = await uploadOne(bytes, { 'x-content-sha256': sha(Buffer.from('khác')) });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: M.checksum, code: 'VALIDATION_ERROR' });
    expect(filesOnDisk().length).toBe(before);
    // Hex case does not matter.
    expect((await uploadOne(bytes, { 'x-content-sha256': sha(bytes).toUpperCase() })).statusCode).toBe(201);
  });

  it('a retried upload with the same key answers the same location and stores ONE file', async () => {
    const bytes = jpeg(320, 240);
    const key = newKey();
    const before = filesOnDisk().length;
    const rowsBefore = await t.db.$count(tepTin);
    const first = await uploadOne(bytes, { 'idempotency-key': key, 'x-content-sha256': sha(bytes) });
    const again = await uploadOne(bytes, { 'idempotency-key': key, 'x-content-sha256': sha(bytes) });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(filesOnDisk().length).toBe(before + 1);
    expect(await t.db.$count(tepTin)).toBe(rowsBefore + 1);
    // Same key, another photo: refused, nothing stored.
    const other = await uploadOne(jpeg(321, 240), { 'idempotency-key': key });
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe('Idempotency-Key này đã được dùng cho một yêu cầu khác.');
    expect(filesOnDisk().length).toBe(before + 1);
  });

  it('takes several files at once, in order', async () => {
    const a = jpeg(10, 20);
    const b = png(30, 40);
    const res = await upload(
      [{ name: 'folderName', value: 'giay_to' }, filePart(a), filePart(b, 'b.png', 'image/png')],
      { 'x-content-sha256': `${sha(a)},${sha(b)}` },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data.map((f: { width: number }) => f.width)).toEqual([10, 30]);
  });

  it('requires a file and a valid folder', async () => {
    const none = await upload([{ name: 'folderName', value: 'sos' }]);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(M.noFile);
    const noFolder = await upload([filePart(jpeg(10, 10))]);
    expect(noFolder.statusCode).toBe(400);
    expect(noFolder.json().message).toBe('Thiếu thư mục tải lên.');
    const badFolder = await uploadOne(jpeg(10, 10), {}, '../etc');
    expect(badFolder.statusCode).toBe(400);
    expect(badFolder.json().message).toBe('Tên thư mục không hợp lệ.');
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/images/upload',
      payload: { files: [] },
      headers: bearer(token),
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe(M.noFile);
  });

  it('needs a bearer token', async () => {
    const body = multipart([{ name: 'folderName', value: 'sos' }, filePart(jpeg(10, 10))]);
    const res = await t.app.inject({ method: 'POST', url: '/api/images/upload', ...body });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/files/:id', () => {
  it('streams the stored bytes with their type, long private caching and nosniff — only with a bearer', async () => {
    const bytes = png(50, 50);
    const { id, location } = (await uploadOne(bytes)).json().data[0];
    const res = await t.app.inject({ method: 'GET', url: location, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(bytes)).toBe(true);

    const anonymous = await t.app.inject({ method: 'GET', url: `/api/files/${id}` });
    expect(anonymous.statusCode).toBe(401);
    // Another signed-in user may read it: records of several people refer to the same photo.
    const office = (await login(t.app, 'dieuphoi')).accessToken;
    expect((await t.app.inject({ method: 'GET', url: location, headers: bearer(office) })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/files/AAAAAAAAAAAAAAAAAAAAAA', headers: bearer(token) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: M.notFound, code: 'NOT_FOUND' });
  });
});

describe('GET /api/images/folders', () => {
  it('lists the upload folders', async () => {
    // The image library's list (THU_VIEN_ANH_XEM): the dispatcher has it, a driver has not.
    const driver = await t.app.inject({ method: 'GET', url: '/api/images/folders', headers: bearer(token) });
    expect(driver.statusCode).toBe(403);
    const office = (await login(t.app, 'dieuphoi')).accessToken;
    const res = await t.app.inject({ method: 'GET', url: '/api/images/folders', headers: bearer(office) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(expect.arrayContaining(['sos', 'xang_dau', 'checklist', 'giay_to', 'attendance']));
  });
});
