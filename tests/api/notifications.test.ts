import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_MESSAGES as M } from '@/contracts/notifications';
import { giayTo, thongBao, xangDau } from '../../server/db/schema';
import { remindExpiringDocuments } from '../../server/modules/notifications/events';
import { read, userId, vehicleByPlate, write } from './helpers/driver';
import { bearer, createTestApp, login, type TestApp } from './helpers/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
const tk = (u: string) => tokens[u] as string;
const ids: Record<string, number> = {};
const get = (user: string, url: string) => read(t.app, tk(user), url);
const put = (user: string, url: string) => t.app.inject({ method: 'PUT', url, headers: bearer(tk(user)) });
const send = (user: string, payload: object) => write(t.app, tk(user), '/api/thong-bao', payload, { key: null });

type Page = {
  content: {
    id: number;
    daDoc: boolean;
    tieuDe: string;
    noiDung: string;
    loaiThongBao: string;
    idDoiTuong: number | null;
  }[];
  number: number;
  size: number;
  totalElements: number;
  totalPages: number;
  first: boolean;
  last: boolean;
  soChuaDoc: number;
};
const page = async (user: string, query = '') => {
  const res = await get(user, `/api/thong-bao${query}`);
  expect(res.statusCode).toBe(200);
  return res.json().data as Page;
};

beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['admin', 'dieuphoi', 'ketoan', 'taixe1', 'taixe2', 'taixe3', 'nhanvien1']) {
    tokens[u] = (await login(t.app, u)).accessToken;
    ids[u] = await userId(t.db, u);
  }
});
afterAll(async () => {
  await t.close();
});

describe('notifications: paging and read states (own rows only)', () => {
  it('pages the caller’s notifications newest first, with the unread count', async () => {
    const before = await page('nhanvien1', '?size=100');
    // Twelve to nhanvien1, one to ketoan in between: it must not show up in nhanvien1's list.
    for (let i = 0; i < 12; i++) {
      const res = await send('admin', { idNguoiNhans: [ids.nhanvien1], loaiThongBao: 'TEST_NOTIFICATION' });
      expect(res.statusCode).toBe(201);
      if (i === 5) await send('admin', { idNguoiNhans: [ids.ketoan], loaiThongBao: 'NEW_COMMENT' });
    }
    const total = before.totalElements + 12;
    const p0 = await page('nhanvien1', '?page=0&size=5');
    expect(p0).toMatchObject({ number: 0, size: 5, totalElements: total, first: true, last: false });
    expect(p0.totalPages).toBe(Math.ceil(total / 5));
    expect(p0.soChuaDoc).toBe(before.soChuaDoc + 12);
    expect(p0.content).toHaveLength(5);
    expect(p0.content[0]).toMatchObject({
      daDoc: false,
      tieuDe: 'Thông báo thử nghiệm',
      loaiThongBao: 'TEST_NOTIFICATION',
      tenNguoiGui: 'Quản trị viên',
      noiDung: '<b>Quản trị viên</b> đã gửi một thông báo thử nghiệm.',
    });
    const all = await page('nhanvien1', `?size=${total}`);
    const order = all.content.map((n) => n.id);
    expect(order).toEqual([...order].sort((a, b) => b - a));
    const last = await page('nhanvien1', `?page=${p0.totalPages - 1}&size=5`);
    expect(last).toMatchObject({ last: true, first: false });
    expect(last.content).toHaveLength(total - 5 * (p0.totalPages - 1));
    // Default size is the spec's 10.
    expect((await page('nhanvien1')).size).toBe(10);

    // Only rows addressed to nhanvien1: none of ketoan's.
    const rows = await t.db
      .select()
      .from(thongBao)
      .where(eq(thongBao.idNguoiNhan, ids.ketoan as number));
    expect(all.content.some((n) => rows.some((r) => r.id === n.id))).toBe(false);
  });

  it('filters unread / read; marks one read (optimistic UI’s server side) and never another person’s', async () => {
    await send('admin', { idNguoiNhans: [ids.taixe3, ids.taixe2], loaiThongBao: 'NEW_COMMENT' });
    const unread = await page('taixe3', '?status=unread&size=100');
    expect(unread.content.length).toBeGreaterThan(0);
    expect(unread.content.every((n) => !n.daDoc)).toBe(true);
    expect(unread.totalElements).toBe(unread.soChuaDoc);
    const target = unread.content[0]?.id as number;

    // taixe2 cannot mark (or learn about) taixe3's notification.
    const foreign = await put('taixe2', `/api/thong-bao/${target}/doc`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(M.notFound);
    expect((await page('taixe3', '?status=unread&size=100')).soChuaDoc).toBe(unread.soChuaDoc);

    const res = await put('taixe3', `/api/thong-bao/${target}/doc`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: target, daDoc: true });
    // Marking again is harmless.
    expect((await put('taixe3', `/api/thong-bao/${target}/doc`)).statusCode).toBe(200);

    const after = await page('taixe3', '?status=unread&size=100');
    expect(after.soChuaDoc).toBe(unread.soChuaDoc - 1);
    expect(after.content.map((n) => n.id)).not.toContain(target);
    const readPage = await page('taixe3', '?status=read&size=100');
    expect(readPage.content.map((n) => n.id)).toContain(target);
    expect(readPage.content.every((n) => n.daDoc)).toBe(true);
    expect((await get('taixe3', '/api/thong-bao?status=nope')).statusCode).toBe(400);
  });

  it('marks all of the caller’s notifications read, and only theirs', async () => {
    await send('admin', { idNguoiNhans: [ids.taixe1, ids.taixe2], loaiThongBao: 'TASK_ASSIGNED' });
    const others = (await page('taixe2')).soChuaDoc;
    const mine = (await page('taixe1')).soChuaDoc;
    expect(mine).toBeGreaterThan(0);
    const res = await put('taixe1', '/api/thong-bao/doc-tat-ca');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { soDaDanhDau: mine }, message: M.markAllDone });
    expect((await page('taixe1')).soChuaDoc).toBe(0);
    expect((await page('taixe1', '?status=unread')).totalElements).toBe(0);
    expect((await page('taixe2')).soChuaDoc).toBe(others);
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/thong-bao' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: '/api/thong-bao/doc-tat-ca' })).statusCode).toBe(401);
  });
});

describe('POST /api/thong-bao (the test sender)', () => {
  it('validates the recipients with the spec’s texts', async () => {
    const empty = await send('admin', { idNguoiNhans: [], loaiThongBao: 'NEW_COMMENT' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(M.recipientsRequired);
    const missing = await send('admin', { loaiThongBao: 'NEW_COMMENT' });
    expect(missing.json().message).toBe(M.recipientsRequired);
    const unknown = await send('admin', { idNguoiNhans: [ids.taixe1, 999_999], loaiThongBao: 'NEW_COMMENT' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe('Không tìm thấy người nhận: 999999.');
  });

  it('is an office action; the object type/id are kept for the click target', async () => {
    const driver = await send('taixe1', { idNguoiNhans: [ids.admin], loaiThongBao: 'NEW_COMMENT' });
    expect(driver.statusCode).toBe(403);
    const res = await send('dieuphoi', {
      idNguoiNhans: [ids.ketoan, ids.ketoan],
      loaiThongBao: 'TASK_ASSIGNED',
      loaiDoiTuong: 'CONG_VIEC',
      idDoiTuong: 42,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ data: { soNguoiNhan: 1 }, message: 'Đã gửi thông báo tới 1 người nhận.' });
    const [latest] = (await page('ketoan')).content;
    expect(latest).toMatchObject({ loaiDoiTuong: 'CONG_VIEC', idDoiTuong: 42, deepLink: null });
  });
});

describe('product events create notifications', () => {
  const latestOf = async (user: string) => (await page(user, '?size=1')).content[0];

  it('an order assigned → its driver', async () => {
    const res = await write(
      t.app,
      tk('dieuphoi'),
      '/api/don-hang',
      { tenDonHang: 'Giao <hàng> Q.7', loaiDonHang: 'GIAO_HANG', taiXeId: ids.taixe3 },
      { key: null },
    );
    expect(res.statusCode).toBe(201);
    const order = res.json().data.id as number;
    expect(await latestOf('taixe3')).toMatchObject({
      tieuDe: 'Đơn hàng mới',
      loaiThongBao: 'PHAN_CONG',
      deepLink: '/tai-xe',
      loaiDoiTuong: 'DON_HANG',
      idDoiTuong: order,
      tenNguoiGui: 'Trần Văn Điều',
      // What a person typed is escaped in the HTML body.
      noiDung: `<b>Trần Văn Điều</b> đã giao cho bạn đơn hàng <b>Giao &lt;hàng&gt; Q.7</b> (#${order}).`,
    });
  });

  it('a fuel report decided → its driver', async () => {
    const truck = (await vehicleByPlate(t.db, '50H-135.79')).id;
    const pending = async () => {
      const [row] = await t.db
        .insert(xangDau)
        .values({
          xeId: truck,
          taiXeId: ids.taixe2 as number,
          soTien: 1_000_000,
          soLit: 50,
          odoKmCuoiKy: 300_000,
          trangThai: 'CHO_DUYET',
          ngayDo: new Date('2025-03-04T03:00:00Z'),
          receivedAt: new Date(),
        })
        .returning({ id: xangDau.id });
      return row?.id as number;
    };
    const approved = await pending();
    expect(
      (await write(t.app, tk('dieuphoi'), `/api/xang-dau/${approved}/approve`, {}, { key: null })).statusCode,
    ).toBe(200);
    expect(await latestOf('taixe2')).toMatchObject({
      tieuDe: 'Báo cáo xăng dầu đã được duyệt',
      noiDung: 'Báo cáo đổ xăng ngày 04/03/2025 của xe <b>50H-135.79</b> đã được <b>duyệt</b>.',
      deepLink: '/tai-xe?tab=fuel',
      idDoiTuong: approved,
    });

    const rejected = await pending();
    const lyDo = encodeURIComponent('Ảnh <mờ>');
    expect(
      (await write(t.app, tk('dieuphoi'), `/api/xang-dau/${rejected}/reject?lyDo=${lyDo}`, {}, { key: null }))
        .statusCode,
    ).toBe(200);
    expect(await latestOf('taixe2')).toMatchObject({
      tieuDe: 'Báo cáo xăng dầu bị từ chối',
      noiDung: 'Báo cáo đổ xăng ngày 04/03/2025 của xe <b>50H-135.79</b> đã bị <b>từ chối</b>. Lý do: Ảnh &lt;mờ&gt;',
    });
  });

  it('a repair quote sent → dispatchers and administrators, not the sender', async () => {
    const car = (await vehicleByPlate(t.db, '51C-246.80')).id;
    const created = await write(
      t.app,
      tk('admin'),
      '/api/bao-duong-xe',
      { xeId: car, loaiBaoDuong: 'DINH_KY', noiDungCongViec: 'Thử thông báo' },
      { key: null },
    );
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    const before = { admin: (await page('admin')).soChuaDoc, ketoan: (await page('ketoan')).soChuaDoc };
    const quote = await write(
      t.app,
      tk('dieuphoi'),
      `/api/bao-duong-xe/${id}/bao-gia`,
      { garaDeXuat: 'Gara A', giaDeXuat: 1_250_000 },
      { key: null },
    );
    expect(quote.statusCode).toBe(200);
    expect(await latestOf('admin')).toMatchObject({
      tieuDe: 'Phiếu sửa chữa chờ duyệt',
      deepLink: `/quan-ly-bao-duong?tab=CHO_DUYET&id=${id}`,
      loaiDoiTuong: 'BAO_DUONG',
      idDoiTuong: id,
    });
    expect((await latestOf('admin'))?.noiDung).toContain('1.250.000 đ');
    expect((await page('admin')).soChuaDoc).toBe(before.admin + 1);
    expect((await page('ketoan')).soChuaDoc).toBe(before.ketoan);
    // The dispatcher who sent it is not told about their own quote.
    expect((await latestOf('dieuphoi'))?.idDoiTuong).not.toBe(id);
  });

  it('documents about to expire: a daily job, once per milestone', async () => {
    const now = new Date('2031-01-10T02:00:00Z'); // 09:00 in Vietnam
    const [doc] = await t.db
      .insert(giayTo)
      .values({
        maLoaiGiayTo: 'GPLX_C',
        tenHienThi: 'Bằng lái <C> - Phạm Văn Ba',
        nguoiDungId: ids.taixe3 as number,
        ngayHetHan: '2031-01-15',
      })
      .returning({ id: giayTo.id });
    const id = doc?.id as number;
    const mine = () =>
      t.db
        .select()
        .from(thongBao)
        .where(and(eq(thongBao.loaiDoiTuong, 'GIAY_TO'), eq(thongBao.idDoiTuong, id)));

    expect(await remindExpiringDocuments(t.db, now)).toBeGreaterThan(0);
    const first = await mine();
    const recipients = first.map((n) => n.idNguoiNhan).sort();
    expect(recipients).toEqual([ids.admin, ids.dieuphoi, ids.taixe3].sort());
    expect(first.find((n) => n.idNguoiNhan === ids.taixe3)).toMatchObject({
      tieuDe: 'Giấy tờ sắp hết hạn',
      loaiThongBao: 'NHAC_NHO',
      deepLink: '/ho-so-xe-cua-toi',
      noiDung:
        '<b>Bằng lái &lt;C&gt; - Phạm Văn Ba</b> hết hạn ngày 15/01/2031 (còn 5 ngày). Vui lòng gia hạn kịp thời.',
    });
    expect(first.find((n) => n.idNguoiNhan === ids.admin)?.deepLink).toBe('/quan-ly-giay-to');

    // Same day again, or the next day (still the 7-day milestone): nothing new.
    await remindExpiringDocuments(t.db, now);
    await remindExpiringDocuments(t.db, new Date(now.getTime() + 86_400_000));
    expect(await mine()).toHaveLength(3);
    // The 1-day milestone reminds again.
    await remindExpiringDocuments(t.db, new Date('2031-01-14T02:00:00Z'));
    expect(await mine()).toHaveLength(6);
  });
});

describe('work orders: assigned staff are told (issue 13)', () => {
  it('each newly assigned employee gets a PHAN_CONG notification that opens the order on their page', async () => {
    const created = await write(
      t.app,
      tk('admin'),
      '/api/lenh',
      {
        tieuDe: 'Bốc xếp <kho> B',
        loai: 'DIEU_DONG',
        kieuThuong: 'DAILY',
        batDau: '2030-01-02T07:00',
        tienCong: 300_000,
      },
      { key: null },
    );
    expect(created.statusCode).toBe(201);
    const id = created.json().data.idLenh as number;
    const assign = (userIds: number[]) => write(t.app, tk('admin'), `/api/lenh/${id}/assign`, userIds, { key: null });
    expect((await assign([ids.nhanvien1 as number, ids.taixe3 as number])).statusCode).toBe(200);
    for (const user of ['nhanvien1', 'taixe3']) {
      expect((await page(user, '?size=1')).content[0]).toMatchObject({
        tieuDe: 'Bạn được giao lệnh mới',
        noiDung: `<b>Quản trị viên</b> đã giao cho bạn lệnh <b>Bốc xếp &lt;kho&gt; B</b> (#${id}), bắt đầu 02/01/2030 07:00. Vui lòng xác nhận tham gia.`,
        loaiThongBao: 'PHAN_CONG',
        deepLink: `/cham-cong-nhan-vien?lenh=${id}`,
        loaiDoiTuong: 'LENH',
        idDoiTuong: id,
        daDoc: false,
      });
    }
    // Assigning again adds only who is new: nobody already on the order is told twice.
    const before = (await page('nhanvien1')).totalElements;
    expect((await assign([ids.nhanvien1 as number, ids.taixe2 as number])).statusCode).toBe(200);
    expect((await page('nhanvien1')).totalElements).toBe(before);
    expect((await page('taixe2', '?size=1')).content[0]).toMatchObject({ loaiDoiTuong: 'LENH', idDoiTuong: id });
  });
});
