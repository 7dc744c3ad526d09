import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FANPAGE_MESSAGES as M, FANPAGE_POST_MESSAGES as PM } from '@/contracts/fanpages';
import { fanpage } from '../../../server/db/schema/marketing';
import { graphMessage } from '../../../server/integrations/facebook-graph';
import { FAKE_PAGE_ID, FAKE_PAGE_TOKEN, type FakeGraph, startFakeGraph } from '../../support/fake-graph';
import { png } from '../helpers/images';
import { multipart } from '../helpers/multipart';
import { bearer, createTestApp, login, type TestApp } from '../helpers/test-app';

let t: TestApp;
let graph: FakeGraph;
const tokens: Record<string, string> = {};
const call = (user: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: bearer(tokens[user] ?? ''),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const mp4 = () =>
  Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(12), Buffer.alloc(2000, 7)]);

async function uploadToLibrary(user: string, folder: string, filename: string, type: string, data: Buffer) {
  await call(user, 'POST', `/api/images/create-folder?folderName=${folder}`);
  const body = multipart([
    { name: 'folderName', value: folder },
    { name: 'files', filename, type, data },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/images/upload',
    payload: body.payload,
    headers: { ...bearer(tokens[user] ?? ''), ...body.headers },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data[0].location as string;
}

let pageId = 0;
let photoUrl = '';
let videoUrl = '';

beforeAll(async () => {
  graph = await startFakeGraph({ seedPosts: 12 });
  t = await createTestApp({}, undefined, { facebook: { baseUrl: graph.graphUrl, timeoutMs: 2_000 } });
  for (const u of ['admin', 'marketing1', 'bientap1', 'taixe1']) tokens[u] = (await login(t.app, u)).accessToken;
  photoUrl = await uploadToLibrary('marketing1', 'fanpage', 'anh.png', 'image/png', png(40, 30));
  videoUrl = await uploadToLibrary('marketing1', 'fanpage', 'clip.mp4', 'video/mp4', mp4());
});
afterAll(async () => {
  await t?.close();
  await graph?.close();
});

describe('/api/fanpages', () => {
  it('requires the three fields on add (§5) and refuses a page id that is not a number', async () => {
    const res = await call('marketing1', 'POST', '/api/fanpages', { maTrang: '', name: ' ', token: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.required);
    const bad = await call('marketing1', 'POST', '/api/fanpages', { maTrang: 'abc', name: 'X', token: 't' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Mã trang là dãy số ID của trang Facebook.');
  });

  it('adds a fanpage with the token encrypted at rest and never answered', async () => {
    const res = await call('marketing1', 'POST', '/api/fanpages', {
      maTrang: FAKE_PAGE_ID,
      name: 'Vận tải Minh Tiến',
      token: FAKE_PAGE_TOKEN,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(M.added);
    pageId = res.json().data.id;
    expect(res.json().data).toEqual({ id: pageId, maTrang: FAKE_PAGE_ID, name: 'Vận tải Minh Tiến', hasToken: true });
    const [row] = await t.db.select().from(fanpage).where(eq(fanpage.id, pageId));
    expect(row?.tokenEnc).toMatch(/^v1\./);
    expect(row?.tokenEnc).not.toContain(FAKE_PAGE_TOKEN);
    const list = await call('bientap1', 'GET', '/api/fanpages?page=0&size=10');
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toMatchObject({ number: 0, size: 10 });
    expect(list.json().data.content[0]).toEqual({
      id: pageId,
      maTrang: FAKE_PAGE_ID,
      name: 'Vận tải Minh Tiến',
      hasToken: true,
    });
    expect(list.body).not.toContain(FAKE_PAGE_TOKEN);
    expect(list.body).not.toContain(row?.tokenEnc ?? 'x');
    const dup = await call('marketing1', 'POST', '/api/fanpages', { maTrang: FAKE_PAGE_ID, name: 'B', token: 'x' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(M.duplicate);
  });

  it('keeps the token when the edit leaves it blank, replaces it when given', async () => {
    const [before] = await t.db.select().from(fanpage).where(eq(fanpage.id, pageId));
    const res = await call('marketing1', 'PUT', `/api/fanpages/${pageId}`, {
      maTrang: FAKE_PAGE_ID,
      name: 'Minh Tiến Logistics',
      token: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: M.updated, data: { name: 'Minh Tiến Logistics', hasToken: true } });
    const [after] = await t.db.select().from(fanpage).where(eq(fanpage.id, pageId));
    expect(after?.tokenEnc).toBe(before?.tokenEnc);
    const missing = await call('marketing1', 'PUT', `/api/fanpages/${pageId}`, { maTrang: FAKE_PAGE_ID, name: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(M.requiredEdit);
    const gone = await call('marketing1', 'PUT', '/api/fanpages/999999', { maTrang: '1', name: 'x' });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(M.notFound);
  });

  it('reads the feed with fields and cursor paging (data.data)', async () => {
    graph.state.requests.length = 0;
    const first = await call('bientap1', 'GET', `/api/fanpages/${pageId}/posts?limit=5`);
    expect(first.statusCode, first.body).toBe(200);
    const page1 = first.json().data;
    expect(page1.data).toHaveLength(5);
    expect(page1.data[0]).toMatchObject({ message: expect.stringContaining('Bài đăng mẫu'), images: [] });
    expect(page1.data[0].permalink_url).toMatch(/^https:\/\/www\.facebook\.com\//);
    expect(page1.paging.after).toBeTruthy();
    const req = graph.state.requests[0];
    expect(req).toMatchObject({ method: 'GET', path: `/v21.0/${FAKE_PAGE_ID}/feed`, hasToken: true });
    expect(req?.params.fields).toBe(
      'id,message,created_time,full_picture,permalink_url,attachments{media,subattachments}',
    );
    const ids = new Set(page1.data.map((p: { id: string }) => p.id));
    let after = page1.paging.after;
    let pages = 1;
    while (after) {
      const next = await call(
        'bientap1',
        'GET',
        `/api/fanpages/${pageId}/posts?limit=5&after=${encodeURIComponent(after)}`,
      );
      for (const p of next.json().data.data) ids.add(p.id);
      after = next.json().data.paging.after;
      pages++;
    }
    expect(pages).toBe(3);
    expect(ids.size).toBe(12);
  });

  it('uploads a library photo unpublished, then posts it as attached_media', async () => {
    graph.state.requests.length = 0;
    const media = await call('marketing1', 'POST', `/api/fanpages/${pageId}/media`, { url: photoUrl, video: false });
    expect(media.statusCode, media.body).toBe(201);
    const mediaId = media.json().data.id;
    expect(media.json().data.video).toBe(false);
    const upload = graph.state.requests[0];
    expect(upload).toMatchObject({ method: 'POST', path: `/v21.0/${FAKE_PAGE_ID}/photos`, hasToken: true });
    expect(upload?.params.published).toBe('false');
    expect(upload?.file?.type).toBe('image/png');
    const post = await call('marketing1', 'POST', `/api/fanpages/${pageId}/posts`, {
      message: 'Xe tải mới đã về!',
      link: 'https://example.com/xe-moi',
      attachedMedia: [mediaId],
    });
    expect(post.statusCode, post.body).toBe(201);
    expect(post.json().message).toBe(PM.created);
    const feedCall = graph.state.requests[1];
    expect(feedCall?.path).toBe(`/v21.0/${FAKE_PAGE_ID}/feed`);
    expect(feedCall?.params).toMatchObject({
      message: 'Xe tải mới đã về!',
      link: 'https://example.com/xe-moi',
      'attached_media[0]': JSON.stringify({ media_fbid: mediaId }),
    });
    const list = await call('marketing1', 'GET', `/api/fanpages/${pageId}/posts`);
    const top = list.json().data.data[0];
    expect(top).toMatchObject({ id: post.json().data.id, message: 'Xe tải mới đã về!' });
    expect(top.images).toEqual([`${graph.url}/media/${mediaId}`]);
    expect(top.full_picture).toBe(`${graph.url}/media/${mediaId}`);
  });

  it('uploads a video unpublished and publishes it with the message', async () => {
    const media = await call('marketing1', 'POST', `/api/fanpages/${pageId}/media`, { url: videoUrl, video: true });
    expect(media.statusCode, media.body).toBe(201);
    const videoId = media.json().data.id;
    expect(graph.state.requests.at(-1)).toMatchObject({ path: `/v21.0/${FAKE_PAGE_ID}/videos` });
    expect(graph.state.requests.at(-1)?.params.published).toBe('false');
    const post = await call('marketing1', 'POST', `/api/fanpages/${pageId}/posts`, {
      message: 'Video giới thiệu',
      videoId,
    });
    expect(post.statusCode, post.body).toBe(201);
    expect(graph.state.requests.at(-1)).toMatchObject({ method: 'POST', path: `/v21.0/${videoId}` });
    expect(graph.state.requests.at(-1)?.params).toMatchObject({ published: 'true', description: 'Video giới thiệu' });
    const list = await call('marketing1', 'GET', `/api/fanpages/${pageId}/posts`);
    expect(list.json().data.data[0].message).toBe('Video giới thiệu');
  });

  it('refuses media that is not ours, not the announced kind, and empty posts', async () => {
    const outside = await call('marketing1', 'POST', `/api/fanpages/${pageId}/media`, {
      url: 'https://evil.example/x.png',
    });
    expect(outside.statusCode).toBe(422);
    expect(outside.json().message).toBe(PM.badMediaUrl);
    const notVideo = await call('marketing1', 'POST', `/api/fanpages/${pageId}/media`, { url: photoUrl, video: true });
    expect(notVideo.statusCode).toBe(422);
    expect(notVideo.json().message).toBe(PM.notVideo);
    const notImage = await call('marketing1', 'POST', `/api/fanpages/${pageId}/media`, { url: videoUrl });
    expect(notImage.statusCode).toBe(422);
    expect(notImage.json().message).toBe(PM.notImage);
    const empty = await call('marketing1', 'POST', `/api/fanpages/${pageId}/posts`, { message: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(PM.empty);
  });

  it('edits a post message and deletes the post', async () => {
    const created = await call('marketing1', 'POST', `/api/fanpages/${pageId}/posts`, { message: 'Sẽ sửa' });
    const postId = created.json().data.id;
    const edit = await call('marketing1', 'PUT', `/api/fanpages/${pageId}/posts/${postId}`, { message: 'Đã sửa' });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().message).toBe(PM.updated);
    expect(graph.state.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: `/v21.0/${postId}`,
      params: { message: 'Đã sửa' },
    });
    expect(graph.state.posts.find((p) => p.id === postId)?.message).toBe('Đã sửa');
    const blank = await call('marketing1', 'PUT', `/api/fanpages/${pageId}/posts/${postId}`, { message: '' });
    expect(blank.json().message).toBe(PM.messageRequired);
    const del = await call('marketing1', 'DELETE', `/api/fanpages/${pageId}/posts/${postId}`);
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json().message).toBe(PM.deleted);
    expect(graph.state.requests.at(-1)).toMatchObject({ method: 'DELETE', path: `/v21.0/${postId}`, hasToken: true });
    expect(graph.state.posts.some((p) => p.id === postId)).toBe(false);
    const again = await call('marketing1', 'DELETE', `/api/fanpages/${pageId}/posts/${postId}`);
    expect(again.statusCode).toBe(502);
    expect(again.json().message).toBe(`${PM.deleteFailed} ${graphMessage(100)}`);
  });

  it.each([
    [
      190,
      'Token của Fanpage không hợp lệ hoặc đã hết hạn (Facebook mã 190). Hãy cập nhật token mới trong Danh sách Fanpage.',
    ],
    [10, 'Token của Fanpage không đủ quyền cho thao tác này (Facebook mã 10).'],
    [200, 'Token của Fanpage không đủ quyền cho thao tác này (Facebook mã 200).'],
    [4, 'Facebook đang giới hạn số lần gọi (mã 4). Vui lòng thử lại sau ít phút.'],
    [17, 'Facebook đang giới hạn số lần gọi (mã 17). Vui lòng thử lại sau ít phút.'],
    [32, 'Facebook đang giới hạn số lần gọi (mã 32). Vui lòng thử lại sau ít phút.'],
    [613, 'Facebook đang giới hạn số lần gọi (mã 613). Vui lòng thử lại sau ít phút.'],
    [368, 'Facebook chặn thao tác này vì có thể vi phạm tiêu chuẩn cộng đồng (mã 368).'],
    [506, 'Facebook từ chối vì bài viết trùng với bài đã đăng gần đây (mã 506).'],
    [1, 'Facebook báo lỗi (mã 1).'],
  ])('Graph error code %i becomes a Vietnamese message', async (code, message) => {
    graph.state.failures.push({ code });
    const res = await call('marketing1', 'POST', `/api/fanpages/${pageId}/posts`, { message: `Bài ${code}` });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(`${PM.saveFailed} ${message}`);
    expect(res.body).not.toContain('Fake Graph');
  });

  it('a token Facebook does not know is code 190 on the list', async () => {
    const other = await call('marketing1', 'POST', '/api/fanpages', {
      maTrang: '555',
      name: 'Trang khác',
      token: 'wrong',
    });
    const res = await call('marketing1', 'GET', `/api/fanpages/${other.json().data.id}/posts`);
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(`${PM.loadFailed} ${graphMessage(190)}`);
    expect(res.body).not.toContain('wrong');
    const del = await call('marketing1', 'DELETE', `/api/fanpages/${other.json().data.id}`);
    expect(del.json().message).toBe(M.deleted);
  });

  it('permissions: readers read, writers write, drivers see nothing', async () => {
    expect((await call('taixe1', 'GET', '/api/fanpages')).statusCode).toBe(403);
    expect((await call('taixe1', 'GET', `/api/fanpages/${pageId}/posts`)).statusCode).toBe(403);
    expect((await call('bientap1', 'POST', '/api/fanpages', { maTrang: '9', name: 'x', token: 'y' })).statusCode).toBe(
      403,
    );
    expect((await call('bientap1', 'POST', `/api/fanpages/${pageId}/posts`, { message: 'x' })).statusCode).toBe(403);
    expect((await call('bientap1', 'DELETE', `/api/fanpages/${pageId}/posts/1_2`)).statusCode).toBe(403);
    expect((await call('bientap1', 'DELETE', `/api/fanpages/${pageId}`)).statusCode).toBe(403);
    expect((await call('admin', 'GET', '/api/fanpages')).statusCode).toBe(200);
  });
});
