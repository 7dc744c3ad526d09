/**
 * Task attachments (spec 002 §2.4, §7): uploaded with folderName "tasks", which — unlike the other
 * folders — also takes documents and videos, judged by their bytes, up to 25 MB; then linked to a
 * task or a comment, answered with type, size and the original name.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENT_MESSAGE, UPLOAD_MESSAGES } from '@/contracts/uploads';
import { type Column, WORK_MESSAGES as M, type Task } from '@/contracts/work';
import { multipart } from '../helpers/multipart';
import { bearer, createTestApp, type TestApp } from '../helpers/test-app';
import { workClient } from './helpers';

let t: TestApp;
let w: Awaited<ReturnType<typeof workClient>>;

beforeAll(async () => {
  t = await createTestApp();
  w = await workClient(t, ['admin', 'taixe1', 'nhanvien1']);
});
afterAll(async () => {
  await t.close();
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
const zipWith = (...names: string[]) =>
  Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26), ...names.map((n) => Buffer.from(n))]);

async function upload(who: 'admin' | 'taixe1', filename: string, data: Buffer, folder = 'tasks') {
  const body = multipart([
    { name: 'folderName', value: folder },
    { name: 'files', filename, type: 'application/octet-stream', data },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/images/upload',
    headers: { ...bearer(w.tokens[who]), ...body.headers },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() };
}

describe('upload into "tasks"', () => {
  it.each([
    ['bien-ban.pdf', PDF, 'application/pdf'],
    [
      'hop-dong.docx',
      zipWith('[Content_Types].xml', 'word/document.xml'),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    [
      'bang-ke.xlsx',
      zipWith('[Content_Types].xml', 'xl/workbook.xml'),
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ],
    [
      'cu.xls',
      Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(64)]),
      'application/vnd.ms-excel',
    ],
    ['hang.csv', Buffer.from('Mã,Tên hàng\n1,Gạo ST25\n'), 'text/csv'],
    ['ghi-chu.txt', Buffer.from('Giao trước 9 giờ'), 'text/plain'],
    ['xe.gif', Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(20)]), 'image/gif'],
  ])('accepts %s by its content', async (name, data, mime) => {
    const r = await upload('taixe1', name, data);
    expect(r.status).toBe(201);
    expect(r.body.data[0].mime).toBe(mime);
  });

  it('refuses a renamed program, and a zip that is not a Word or Excel file', async () => {
    const exe = await upload('taixe1', 'bao-cao.pdf', EXE);
    expect(exe.status).toBe(415);
    expect(exe.body.message).toBe(UPLOAD_MESSAGES.taskFileNotAccepted);
    const zip = await upload('taixe1', 'hop-dong.docx', zipWith('virus.exe'));
    expect(zip.status).toBe(415);
    const binary = await upload('taixe1', 'ghi-chu.txt', Buffer.from([0x41, 0x00, 0x42]));
    expect(binary.status).toBe(415);
  });

  it('other folders keep the photo rules', async () => {
    const r = await upload('taixe1', 'bien-ban.pdf', PDF, 'xang_dau');
    expect(r.status).toBe(415);
    expect(r.body.message).toBe(UPLOAD_MESSAGES.notImage);
  });

  it('refuses over 25 MB with its own message', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(25 * 1024 * 1024 + 1, 0x20)]);
    const r = await upload('admin', 'lon.pdf', big);
    expect(r.status).toBe(413);
    expect(r.body.message).toBe(UPLOAD_MESSAGES.taskFileTooLarge);
  });
});

describe('attachments on tasks and comments', () => {
  it('links own files with type, size and name; removes them; someone else’s file is refused', async () => {
    const { ws, columns } = await w.workspace({ columns: ['A'] });
    const col = (columns[0] as Column).id;
    const pdf = (await upload('admin', 'bien-ban.pdf', PDF)).body.data[0];
    const task = await w.task('admin', ws.id, col, {
      attachments: [{ fileUrl: pdf.location, originalFileName: 'Biên bản giao hàng.pdf' }],
    });
    expect(task.attachments).toEqual([
      {
        id: expect.any(Number),
        fileUrl: pdf.location,
        fileType: 'application/pdf',
        fileSize: PDF.length,
        originalFileName: 'Biên bản giao hàng.pdf',
      },
    ]);
    const activity = (await w.call('admin', 'GET', `/api/nhat-ky-hoat-dong/${task.id}`)).body.data.content;
    expect(activity.map((a: { moTa: string }) => a.moTa)).toContain(
      'Quản trị viên đã đính kèm tệp "Biên bản giao hàng.pdf"',
    );

    const removed = await w.call('admin', 'PUT', `/api/workspaces/${ws.id}/columns/${col}/tasks/${task.id}`, {
      removeAttachmentIds: [task.attachments[0]?.id],
    });
    expect((removed.body.data as Task).attachments).toEqual([]);
    const after = (await w.call('admin', 'GET', `/api/nhat-ky-hoat-dong/${task.id}`)).body.data.content;
    expect(after[0].moTa).toBe('Quản trị viên đã xóa tệp đính kèm "Biên bản giao hàng.pdf"');

    // A driver (member via assignment) may not attach the administrator's file.
    await w.call('admin', 'POST', `/api/tasks/${task.id}/users`, { userId: w.ids.taixe1 });
    const foreign = await w.call('taixe1', 'POST', `/api/tasks/${task.id}/comments`, {
      content: 'Đính kèm',
      attachments: [{ fileUrl: pdf.location, originalFileName: 'x.pdf' }],
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.message).toBe(ATTACHMENT_MESSAGE);

    const photo = (await upload('taixe1', 'hien-truong.csv', Buffer.from('a,b\n'))).body.data[0];
    const comment = await w.call('taixe1', 'POST', `/api/tasks/${task.id}/comments`, {
      content: 'Bảng kê',
      type: 'REPORT',
      attachments: [{ fileUrl: photo.location, originalFileName: 'bang-ke.csv' }],
    });
    expect(comment.status).toBe(201);
    expect(comment.body.data.attachments[0]).toMatchObject({ fileType: 'text/csv', originalFileName: 'bang-ke.csv' });
    // Comment files are not the task's own files.
    expect((await w.call('admin', 'GET', `/api/tasks/${task.id}`)).body.data.attachments).toEqual([]);
    expect(M.commentRequired).toBe('Nội dung bình luận không được để trống.');
  });
});
