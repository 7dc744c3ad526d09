/**
 * Photo folders belong to their records (issue 13, finding 6): the marketing library lists and
 * opens only its own folders, and a record refuses a photo link that does not exist or that its
 * author may not read (someone else's receipt).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAssignmentOf, write } from './helpers/driver';
import { jpeg } from './helpers/images';
import { multipart } from './helpers/multipart';
import { bearer, createTestApp, login, type TestApp } from './helpers/test-app';

const REFUSED = 'Ảnh hoặc tệp đính kèm không tồn tại hoặc bạn không có quyền sử dụng.';

let t: TestApp;
const tokens: Record<string, string> = {};
const tk = (u: string) => tokens[u] as string;

const uploadAs = async (user: string, folder: string) => {
  const body = multipart([
    { name: 'folderName', value: folder },
    { name: 'files', filename: 'a.jpg', type: 'image/jpeg', data: jpeg(16, 16) },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/images/upload',
    payload: body.payload,
    headers: { ...bearer(tk(user)), ...body.headers },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data[0].location as string;
};

beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['admin', 'bientap1', 'taixe1', 'taixe2']) tokens[u] = (await login(t.app, u)).accessToken;
});
afterAll(async () => {
  await t.close();
});

describe('the image library', () => {
  it('lists and opens only its own folders, never the screens’ ones', async () => {
    await uploadAs('taixe1', 'xang_dau');
    await uploadAs('admin', 'quang-cao');
    const folders = await t.app.inject({
      method: 'GET',
      url: '/api/images/folders/details',
      headers: bearer(tk('bientap1')),
    });
    expect(folders.statusCode).toBe(200);
    const names = folders.json().data.map((f: { name: string }) => f.name);
    expect(names).toContain('quang-cao');
    for (const operational of ['xang_dau', 'giay_to', 'sos', 'user', 'checklist', 'attendance', 'lenh', 'xe']) {
      expect(names).not.toContain(operational);
      const list = await t.app.inject({
        method: 'GET',
        url: `/api/images/list/${operational}`,
        headers: bearer(tk('bientap1')),
      });
      expect(list.statusCode, operational).toBe(404);
    }
  });
});

describe('photo links in records', () => {
  const fuel = async (user: string, receipt: string) => {
    const { xeId } = await openAssignmentOf(t.db, user);
    return write(t.app, tk(user), '/api/xang-dau', {
      xeId,
      soTien: 1_500_000,
      soLit: 70,
      odoKmCuoiKy: 45_300,
      anhBienLaiUrl: receipt,
      anhOdoUrl: receipt,
    });
  };

  it('refuses a link to a file that does not exist', async () => {
    const res = await fuel('taixe1', '/api/files/DoesNotExist0000');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: REFUSED, code: 'VALIDATION_ERROR' });
  });

  it('refuses another driver’s receipt, takes the driver’s own', async () => {
    const theirs = await uploadAs('taixe2', 'xang_dau');
    const refused = await fuel('taixe1', theirs);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(REFUSED);
    const mine = await uploadAs('taixe1', 'xang_dau');
    const accepted = await fuel('taixe1', mine);
    expect(accepted.statusCode, accepted.body).toBe(201);
  });
});
