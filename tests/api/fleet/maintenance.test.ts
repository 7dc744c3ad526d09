import { eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TICKET_STATUSES } from '@/contracts/fleet';
import { baoDuongXe } from '../../../server/db/schema';
import { newKey, read, userId, vehicleByPlate, write } from '../helpers/driver';
import { createTestApp, login, type TestApp } from '../helpers/test-app';

const PHOTO = '/api/files/AbCdEfGhIjKlMnOpQrStUv';
let t: TestApp;
const tokens: Record<string, string> = {};
const tk = (u: string) => tokens[u] as string;
const sos = (user: string, payload: object, o = {}) =>
  write(t.app, tk(user), '/api/bao-duong-xe/su-co-sos', payload, o);

type Ticket = {
  id: number;
  trangThai: string;
  ngayTao: string;
  xeBienSo: string;
  tenNguoiTao: string | null;
  noiDungCongViec: string;
};

beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['taixe1', 'taixe2', 'taixe3', 'dieuphoi', 'ketoan']) tokens[u] = (await login(t.app, u)).accessToken;
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/bao-duong-xe/su-co-sos', () => {
  it("opens a SU_CO_DOT_XUAT ticket in MOI on the driver's current vehicle, dated by the device", async () => {
    const device = new Date(Date.now() - 25 * 60_000);
    const res = await sos(
      'taixe1',
      { noiDungSuCo: '  Nổ lốp trên cao tốc  ', anhSuCoUrl: PHOTO, odoHienTai: '45.321', lat: 10.8, lng: 106.7 },
      { occurredAt: device.toISOString(), clockOffsetMs: -5_000 },
    );
    expect(res.statusCode).toBe(201);
    const { id } = res.json().data;
    expect(res.json()).toEqual({ data: { id }, message: `Đã gửi báo cáo sự cố #${id}.` });
    const [ticket] = await t.db.select().from(baoDuongXe).where(eq(baoDuongXe.id, id));
    expect(ticket).toMatchObject({
      xeId: (await vehicleByPlate(t.db, '51C-123.45')).id,
      loaiBaoDuong: 'SU_CO_DOT_XUAT',
      trangThai: 'MOI',
      noiDungCongViec: 'Nổ lốp trên cao tốc',
      anhSuCoUrl: PHOTO,
      odoLucTao: 45_321,
      lat: 10.8,
      lng: 106.7,
      nguoiTaoId: await userId(t.db, 'taixe1'),
    });
    expect(ticket?.ngayTao.getTime()).toBe(device.getTime() - 5_000);
    expect(ticket?.receivedAt.getTime()).toBeGreaterThan(device.getTime());
  });

  it.each([
    [{ noiDungSuCo: '   ' }, 'Vui lòng mô tả sự cố.'],
    [{}, 'Vui lòng mô tả sự cố.'],
    [{ noiDungSuCo: 'x', odoHienTai: -1 }, 'Số ODO không hợp lệ.'],
    [{ noiDungSuCo: 'x', anhSuCoUrl: 'https://evil.example/a.jpg' }, 'Đường dẫn ảnh không hợp lệ.'],
  ])('validates %j', async (payload, message) => {
    const res = await sos('taixe1', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('answers 404 for a driver without a vehicle and 403 for non-drivers', async () => {
    const none = await sos('taixe3', { noiDungSuCo: 'Hỏng xe' });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ message: 'Hiện tại bạn chưa được phân công xe nào.', code: 'NOT_FOUND' });
    const office = await sos('dieuphoi', { noiDungSuCo: 'Hỏng xe' });
    expect(office.statusCode).toBe(403);
    expect(office.json().message).toBe('Bạn không có quyền truy cập chức năng này (Không phải tài xế?).');
  });

  it('is idempotent: the replay answers the same ticket number and creates ONE ticket', async () => {
    const key = newKey();
    const before = await t.db.$count(baoDuongXe);
    const first = await sos('taixe2', { noiDungSuCo: 'Kẹt phanh tay' }, { key });
    const replay = await sos('taixe2', { noiDungSuCo: 'Kẹt phanh tay' }, { key });
    expect(replay.json()).toEqual(first.json());
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(await t.db.$count(baoDuongXe)).toBe(before + 1);
    expect((await sos('taixe2', { noiDungSuCo: 'Khác' }, { key })).statusCode).toBe(422);
  });
});

describe('GET /api/bao-duong-xe/cua-toi', () => {
  it('lists my tickets and those of the vehicle I hold, in workflow order then newest first', async () => {
    const driver1 = await userId(t.db, 'taixe1');
    const car = (await vehicleByPlate(t.db, '51C-123.45')).id;
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    const base = { xeId: car, loaiBaoDuong: 'SU_CO_DOT_XUAT', nguoiTaoId: driver1, receivedAt: new Date() };
    await t.db.insert(baoDuongXe).values([
      { ...base, trangThai: 'HOAN_THANH', noiDungCongViec: 'cũ đã xong', ngayTao: at(5) },
      { ...base, trangThai: 'DA_HUY', noiDungCongViec: 'đã hủy', ngayTao: at(1) },
      { ...base, trangThai: 'CHO_DUYET', noiDungCongViec: 'chờ duyệt', ngayTao: at(600) },
      { ...base, trangThai: 'MOI', noiDungCongViec: 'mới cũ hơn', ngayTao: at(900) },
    ]);
    const res = await read(t.app, tk('taixe1'), '/api/bao-duong-xe/cua-toi?size=50');
    expect(res.statusCode).toBe(200);
    const content: Ticket[] = res.json().data.content;
    expect(res.json().data.totalElements).toBe(
      await t.db.$count(baoDuongXe, or(eq(baoDuongXe.nguoiTaoId, driver1), eq(baoDuongXe.xeId, car))),
    );
    expect(content.every((x) => x.tenNguoiTao === 'Nguyễn Văn Tài' || x.xeBienSo === '51C-123.45')).toBe(true);
    const order = content.map((x) => TICKET_STATUSES.indexOf(x.trangThai as never));
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    const mois = content.filter((x) => x.trangThai === 'MOI').map((x) => x.ngayTao);
    expect(mois.length).toBeGreaterThanOrEqual(2);
    expect([...mois].sort().reverse()).toEqual(mois);
    expect(content.at(-1)?.trangThai).toBe('DA_HUY');

    const filtered = (await read(t.app, tk('taixe1'), '/api/bao-duong-xe/cua-toi?trangThai=CHO_DUYET')).json().data;
    expect(filtered.content.length).toBeGreaterThanOrEqual(1);
    expect(filtered.content.every((x: Ticket) => x.trangThai === 'CHO_DUYET')).toBe(true);
    expect(filtered.content.map((x: Ticket) => x.noiDungCongViec)).toContain('chờ duyệt');
    // taixe3 raised none; taixe2 sees only theirs (the seeded SOS and the one above).
    expect((await read(t.app, tk('taixe3'), '/api/bao-duong-xe/cua-toi')).json().data.totalElements).toBe(0);
    const theirs: Ticket[] = (await read(t.app, tk('taixe2'), '/api/bao-duong-xe/cua-toi')).json().data.content;
    expect(theirs.map((x) => x.xeBienSo)).toEqual(['51D-678.90', '51D-678.90']);
  });

  it("includes a ticket the office opened on the driver's held vehicle, not on another one", async () => {
    const office = await userId(t.db, 'dieuphoi');
    const held = (await vehicleByPlate(t.db, '51C-123.45')).id;
    const other = (await vehicleByPlate(t.db, '51D-678.90')).id;
    const now = new Date();
    const base = { loaiBaoDuong: 'DINH_KY', nguoiTaoId: office, ngayTao: now, receivedAt: now, trangThai: 'MOI' };
    await t.db.insert(baoDuongXe).values([
      { ...base, xeId: held, noiDungCongViec: 'Thay dầu định kỳ (văn phòng mở)' },
      { ...base, xeId: other, noiDungCongViec: 'Xe khác, không phải của tôi' },
    ]);
    const mine: Ticket[] = (await read(t.app, tk('taixe1'), '/api/bao-duong-xe/cua-toi?size=200')).json().data.content;
    const texts = mine.map((x) => x.noiDungCongViec);
    expect(texts).toContain('Thay dầu định kỳ (văn phòng mở)');
    expect(texts).not.toContain('Xe khác, không phải của tôi');
  });

  it('validates the status filter', async () => {
    const res = await read(t.app, tk('taixe1'), '/api/bao-duong-xe/cua-toi?trangThai=XONG');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Trạng thái phiếu không hợp lệ.');
  });
});

describe('GET /api/bao-duong-xe (office)', () => {
  it('lists every ticket newest first, with status, text and vehicle filters and paging', async () => {
    const total = await t.db.$count(baoDuongXe);
    const all = (await read(t.app, tk('dieuphoi'), '/api/bao-duong-xe?size=100')).json().data;
    expect(all.totalElements).toBe(total);
    const dates = all.content.map((x: Ticket) => x.ngayTao);
    expect([...dates].sort().reverse()).toEqual(dates);

    const moi = (await read(t.app, tk('ketoan'), '/api/bao-duong-xe?trangThai=MOI&size=100')).json().data;
    expect(moi.totalElements).toBe(await t.db.$count(baoDuongXe, eq(baoDuongXe.trangThai, 'MOI')));

    const plate = (await read(t.app, tk('dieuphoi'), `/api/bao-duong-xe?q=${encodeURIComponent('111.22')}`)).json()
      .data;
    expect(plate.content.map((x: Ticket) => [x.xeBienSo, x.trangThai])).toEqual([['51D-111.22', 'DANG_SUA']]);
    const text = (await read(t.app, tk('dieuphoi'), `/api/bao-duong-xe?q=${encodeURIComponent('NỔ LỐP')}`)).json().data;
    expect(text.totalElements).toBe(1);
    const person = (await read(t.app, tk('dieuphoi'), `/api/bao-duong-xe?q=${encodeURIComponent('Điều')}`)).json().data;
    expect(person.content.every((x: Ticket) => x.tenNguoiTao === 'Trần Văn Điều')).toBe(true);
    const percent = (await read(t.app, tk('dieuphoi'), `/api/bao-duong-xe?q=${encodeURIComponent('%')}`)).json().data;
    expect(percent.totalElements).toBe(0);

    const car2 = (await vehicleByPlate(t.db, '51D-678.90')).id;
    const byCar = (await read(t.app, tk('dieuphoi'), `/api/bao-duong-xe?xeId=${car2}`)).json().data;
    expect(byCar.totalElements).toBe(await t.db.$count(baoDuongXe, eq(baoDuongXe.xeId, car2)));

    const p1 = (await read(t.app, tk('dieuphoi'), '/api/bao-duong-xe?page=1&size=3')).json().data;
    expect(p1).toMatchObject({
      number: 1,
      size: 3,
      totalElements: total,
      totalPages: Math.ceil(total / 3),
      first: false,
    });
    expect(p1.content.map((x: Ticket) => x.id)).toEqual(all.content.slice(3, 6).map((x: Ticket) => x.id));
  });

  it('is not for drivers, and validates paging', async () => {
    const res = await read(t.app, tk('taixe1'), '/api/bao-duong-xe');
    expect(res.statusCode).toBe(403);
    const bad = await read(t.app, tk('dieuphoi'), '/api/bao-duong-xe?page=-1');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Số trang không hợp lệ.');
  });
});
