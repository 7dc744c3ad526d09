/**
 * The shared media library's uploads (spec 001 §2 "Quản lý tài nguyên", §5, issue 16): the library's
 * own folders take videos (MP4, WebM, OGG, MOV), PDF, Word (DOC, DOCX), Excel (XLS, XLSX) and CSV,
 * each judged by its content — a renamed program or an unrelated zip is refused; the screens'
 * folders keep taking photos only; uploading into the library needs THU_VIEN_ANH_THEM.
 */
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { MEDIA_MESSAGES } from '@/contracts/media';
import { png } from '../helpers/images';
import { multipart } from '../helpers/multipart';
import { bearer, createTestApp, login, type TestApp } from '../helpers/test-app';

const NOT_ACCEPTED =
  'Tệp không được hỗ trợ. Thư viện nhận ảnh (JPEG, PNG, WebP, GIF), video (MP4, WebM, OGG, MOV), PDF, Word (DOC, DOCX), Excel (XLS, XLSX) hoặc CSV.';

const pad = (head: Buffer, n = 256) => Buffer.concat([head, Buffer.alloc(n)]);
const MP4 = pad(Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom')]));
const MOV = pad(Buffer.concat([Buffer.from([0, 0, 0, 0x14]), Buffer.from('ftypqt  ')]));
const WEBM = pad(Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84]), Buffer.from('webm')]));
const OGG = pad(Buffer.from('OggS\u0000\u0002'));
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const OLE = pad(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), 512);
const CSV = Buffer.from('Tên,Số điện thoại\nCông ty Minh Tiến,0901234567\n');
const DOCX = Buffer.from(
  zipSync({
    '[Content_Types].xml': strToU8('<?xml version="1.0"?><Types/>'),
    'word/document.xml': strToU8('<w:document/>'),
  }),
);
const OTHER_ZIP = Buffer.from(zipSync({ 'a.txt': strToU8('xin chào') }));
const EXE = pad(Buffer.from('MZ\u0090\u0000\u0003\u0000\u0000\u0000'), 1024);

let t: TestApp;
let xlsx: Buffer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['admin', 'marketing1', 'bientap1', 'ketoan', 'taixe1'])
    tokens[u] = (await login(t.app, u)).accessToken;
  xlsx = await writeXlsxFile([[{ value: 'Tên' }], [{ value: 'Minh Tiến' }]]).toBuffer();
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/images/create-folder?folderName=marketing-tai-lieu',
    headers: bearer(tokens.marketing1 ?? ''),
  });
  expect(created.statusCode).toBe(201);
});
afterAll(async () => {
  await t.close();
});

function upload(user: string, folder: string, files: { data: Buffer; filename: string }[]) {
  const body = multipart([
    { name: 'folderName', value: folder },
    ...files.map((f) => ({ name: 'files', filename: f.filename, type: 'application/octet-stream', data: f.data })),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/images/upload',
    payload: body.payload,
    headers: { ...bearer(tokens[user] ?? ''), ...body.headers },
  });
}

describe('library uploads by content', () => {
  it('takes every kind of §5 into a library folder, named by its content', async () => {
    const cases: [string, Buffer, string][] = [
      ['gioi-thieu.mp4', MP4, 'video/mp4'],
      ['clip.mov', MOV, 'video/quicktime'],
      ['clip.webm', WEBM, 'video/webm'],
      ['clip.ogg', OGG, 'video/ogg'],
      ['bang-gia.pdf', PDF, 'application/pdf'],
      ['hop-dong.docx', DOCX, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['khach-hang.xlsx', xlsx, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      ['cu.doc', OLE, 'application/msword'],
      ['cu.xls', OLE, 'application/vnd.ms-excel'],
      ['danh-ba.csv', CSV, 'text/csv'],
    ];
    for (const [filename, data, mime] of cases) {
      const res = await upload('marketing1', 'marketing-tai-lieu', [{ data, filename }]);
      expect(res.statusCode, filename).toBe(201);
      expect(res.json().data[0].mime, filename).toBe(mime);
    }
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/images/list/marketing-tai-lieu?size=20',
      headers: bearer(tokens.marketing1 ?? ''),
    });
    const titles = list.json().data.content.map((f: { title: string }) => f.title);
    // Newest first, each with its extension from the content (the grouping of §5 reads it).
    expect(titles[0]).toBe('danh-ba.csv');
    expect(titles).toContain('hop-dong.docx');
    expect(titles).toContain('khach-hang.xlsx');
    expect(titles).toContain('clip.ogg');
  });

  it('serves documents as downloads and videos inline', async () => {
    const doc = (await upload('marketing1', 'marketing-tai-lieu', [{ data: DOCX, filename: 'a.docx' }])).json().data[0];
    const got = await t.app.inject({ method: 'GET', url: doc.location, headers: bearer(tokens.marketing1 ?? '') });
    expect(got.headers['content-disposition']).toBe('attachment');
    const ogg = (await upload('marketing1', 'marketing-tai-lieu', [{ data: OGG, filename: 'a.ogg' }])).json().data[0];
    const video = await t.app.inject({ method: 'GET', url: ogg.location, headers: bearer(tokens.marketing1 ?? '') });
    expect(video.headers['content-type']).toBe('video/ogg');
    expect(video.headers['content-disposition']).toBeUndefined();
  });

  it('refuses a renamed program, a zip that is no Office file and plain text', async () => {
    for (const [filename, data] of [
      ['hoa-don.pdf', EXE],
      ['bao-cao.docx', EXE],
      ['bao-cao.xlsx', OTHER_ZIP],
      ['ghi-chu.txt', Buffer.from('xin chào')],
    ] as const) {
      const res = await upload('marketing1', 'marketing-tai-lieu', [{ data, filename }]);
      expect(res.statusCode, filename).toBe(415);
      expect(res.json().message).toBe(NOT_ACCEPTED);
      expect(res.json().message).toBe(MEDIA_MESSAGES.notAccepted);
    }
  });

  it('keeps the screens’ folders to photos', async () => {
    const res = await upload('admin', 'giay_to', [{ data: DOCX, filename: 'a.docx' }]);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Tệp không phải ảnh JPEG, PNG hoặc WebP hợp lệ.');
  });
});

describe('who may upload into the library', () => {
  it('marketing1 and bientap1 (THU_VIEN_ANH_THEM) may; an accountant or a driver may not', async () => {
    expect((await upload('bientap1', 'marketing-tai-lieu', [{ data: PDF, filename: 'x.pdf' }])).statusCode).toBe(201);
    for (const user of ['ketoan', 'taixe1']) {
      const res = await upload(user, 'marketing-tai-lieu', [{ data: png(4, 4), filename: 'a.png' }]);
      expect(res.statusCode, user).toBe(403);
      expect(res.json().message).toBe('Bạn không có quyền tải tệp lên thư viện.');
    }
  });
});
