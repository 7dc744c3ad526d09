/**
 * Issue 11 §5: an unsafe vehicle cannot be taken. After a CRITICAL NG checklist (or an SOS) has put
 * the vehicle in MAINTENANCE, RECEIVE is refused until the ticket is completed or cancelled or
 * the dispatcher releases the vehicle (a recorded, permission-guarded decision). The phone learns
 * it from GET /api/xe-assignments/me/current. Giving a driver a second vehicle needs an explicit
 * confirmation.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FLEET_MESSAGES } from '@/contracts/fleet';
import { FORBIDDEN_MESSAGE } from '@/contracts/rbac';
import { baoDuongXe, xe, xeNhatKy, xePhanCong } from '../../../server/db/schema';
import { openAssignmentOf, read, userId, vehicleByPlate, write } from '../helpers/driver';
import { createTestApp, login, type TestApp } from '../helpers/test-app';

const PHOTO = '/api/files/AbCdEfGhIjKlMnOpQrStUv';
const UNSAFE =
  'Xe đang bị tạm dừng vận hành do lỗi an toàn nghiêm trọng (checklist hoặc sự cố) và chưa được sửa xong. Không thể nhận xe; vui lòng liên hệ điều phối.';

let t: TestApp;
const tokens: Record<string, string> = {};
const tk = (u: string) => tokens[u] as string;
let car1: number;
let items: { id: number; tenHangMuc: string }[];

beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['taixe1', 'taixe2', 'dieuphoi', 'ketoan']) tokens[u] = (await login(t.app, u)).accessToken;
  car1 = (await vehicleByPlate(t.db, '51C-123.45')).id;
  items = (await read(t.app, tk('taixe1'), `/api/checklist/hang-muc-cho-xe?xeId=${car1}`)).json().data;
});
afterAll(async () => {
  await t.close();
});

const office = (url: string, payload: object = {}) => write(t.app, tk('dieuphoi'), url, payload, { key: null });
const receive = async () =>
  write(t.app, tk('taixe1'), '/api/xe-assignments/events', {
    phanCongId: (await openAssignmentOf(t.db, 'taixe1')).id,
    eventType: 'RECEIVE',
    odo: 45_100,
  });
/** A checklist with "Phanh" NG: a CRITICAL failure. */
const criticalChecklist = () =>
  write(t.app, tk('taixe1'), '/api/checklist/submit', {
    xeId: car1,
    odo: 45_050,
    items: items.map((i) =>
      i.tenHangMuc === 'Phanh'
        ? { itemId: i.id, trangThai: 'NG', ghiChu: 'Mất phanh', anhUrl: PHOTO }
        : { itemId: i.id, trangThai: 'OK' },
    ),
  });
const current = async () => (await read(t.app, tk('taixe1'), '/api/xe-assignments/me/current')).json().data;

beforeEach(async () => {
  // taixe1 holds 51C-123.45, not yet received; no open repair on it.
  const a = await openAssignmentOf(t.db, 'taixe1');
  await t.db.update(xePhanCong).set({ trangThai: 'ASSIGNED' }).where(eq(xePhanCong.id, a.id));
  await t.db.update(xe).set({ trangThai: 'ASSIGNED', odoGanNhat: 45_000 }).where(eq(xe.id, car1));
  await t.db
    .update(baoDuongXe)
    .set({ trangThai: 'DA_HUY' })
    .where(and(eq(baoDuongXe.xeId, car1), inArray(baoDuongXe.trangThai, ['MOI', 'CHO_DUYET', 'DA_DUYET', 'DANG_SUA'])));
});

describe('after a CRITICAL NG checklist', () => {
  it('RECEIVE is refused with the shared text; the phone is told by the current assignment', async () => {
    expect(FLEET_MESSAGES.vehicleUnsafe).toBe(UNSAFE);
    expect(await current()).toMatchObject({ khongAnToan: false, lyDoKhongAnToan: null });
    const checklist = await criticalChecklist();
    expect(checklist.json().data.hasCriticalError).toBe(true);
    const state = await current();
    expect(state).toMatchObject({ trangThaiXe: 'MAINTENANCE', khongAnToan: true, trangThai: 'ASSIGNED' });
    expect(state.lyDoKhongAnToan).toContain(`Phiếu #${checklist.json().data.baoDuongId}`);
    expect(state.lyDoKhongAnToan).toContain('Phanh: Mất phanh');

    const res = await receive();
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: UNSAFE, code: 'CONFLICT' });
    expect((await openAssignmentOf(t.db, 'taixe1')).trangThai).toBe('ASSIGNED');
    expect((await vehicleByPlate(t.db, '51C-123.45')).trangThai).toBe('MAINTENANCE');
  });

  it('cancelling the ticket gives the vehicle back; RECEIVE then passes', async () => {
    const { baoDuongId } = (await criticalChecklist()).json().data;
    const cancel = await office(`/api/bao-duong-xe/${baoDuongId}/huy?lyDoCancel=${encodeURIComponent('Báo nhầm')}`);
    expect(cancel.statusCode).toBe(200);
    expect((await vehicleByPlate(t.db, '51C-123.45')).trangThai).toBe('ASSIGNED');
    expect(await current()).toMatchObject({ khongAnToan: false });
    expect((await receive()).statusCode).toBe(201);
  });

  it('completing the repair gives the vehicle back; RECEIVE then passes', async () => {
    const { baoDuongId } = (await criticalChecklist()).json().data;
    await t.db
      .update(baoDuongXe)
      .set({ trangThai: 'DANG_SUA', giaDeXuat: 500_000, giaDuocDuyet: 500_000 })
      .where(eq(baoDuongXe.id, baoDuongId));
    const done = await write(t.app, tk('taixe1'), `/api/bao-duong-xe/${baoDuongId}/hoan-thanh`, {
      odoHoanThanh: 45_060,
      chiPhiThucTe: 500_000,
      bienLaiUrl: PHOTO,
    });
    expect(done.statusCode).toBe(200);
    expect((await receive()).statusCode).toBe(201);
  });

  it('an SOS ticket on a vehicle in MAINTENANCE blocks RECEIVE too', async () => {
    const sos = await write(t.app, tk('taixe1'), '/api/bao-duong-xe/su-co-sos', { noiDungSuCo: 'Cháy đèn pha' });
    expect(sos.statusCode).toBe(201);
    // An SOS alone does not stop the vehicle; the office sending it to maintenance does.
    expect((await current()).khongAnToan).toBe(false);
    await t.db.update(xe).set({ trangThai: 'MAINTENANCE' }).where(eq(xe.id, car1));
    expect((await current()).lyDoKhongAnToan).toContain('Cháy đèn pha');
    expect((await receive()).json().message).toBe(UNSAFE);
  });
});

describe('POST /api/xe/{id}/cho-phep-van-hanh — the dispatcher releases the vehicle', () => {
  it('is a recorded decision with a reason; the vehicle goes back to its order and RECEIVE passes', async () => {
    const { baoDuongId } = (await criticalChecklist()).json().data;
    const noReason = await office(`/api/xe/${car1}/cho-phep-van-hanh`, { lyDo: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('Vui lòng nhập lý do cho phép xe vận hành.');

    const res = await office(`/api/xe/${car1}/cho-phep-van-hanh`, { lyDo: 'Đã kiểm tra lại, phanh bình thường' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Đã cho phép xe 51C-123.45 vận hành trở lại.');
    expect(res.json().data).toMatchObject({ id: car1, trangThai: 'ASSIGNED' });
    const [audit] = await t.db.select().from(xeNhatKy).where(eq(xeNhatKy.xeId, car1)).orderBy(desc(xeNhatKy.id));
    expect(audit).toMatchObject({
      loai: 'CHO_PHEP_VAN_HANH',
      trangThaiCu: 'MAINTENANCE',
      trangThaiMoi: 'ASSIGNED',
      lyDo: 'Đã kiểm tra lại, phanh bình thường',
      nguoiThucHienId: await userId(t.db, 'dieuphoi'),
    });
    // The repair itself stays open for the garage.
    expect((await t.db.select().from(baoDuongXe).where(eq(baoDuongXe.id, baoDuongId)))[0]?.trangThai).toBe('MOI');
    expect(await current()).toMatchObject({ khongAnToan: false });
    expect((await receive()).statusCode).toBe(201);
  });

  it('refuses a vehicle that is not stopped, and callers without the vehicle-edit permission', async () => {
    const notStopped = await office(`/api/xe/${car1}/cho-phep-van-hanh`, { lyDo: 'x' });
    expect(notStopped.statusCode).toBe(422);
    expect(notStopped.json().message).toBe('Xe 51C-123.45 không ở trạng thái bảo dưỡng, không cần cho phép vận hành.');
    for (const user of ['taixe1', 'ketoan']) {
      const res = await write(t.app, tk(user), `/api/xe/${car1}/cho-phep-van-hanh`, { lyDo: 'x' }, { key: null });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(FORBIDDEN_MESSAGE);
    }
  });
});

describe('a decommissioned vehicle', () => {
  it('keeps DECOMMISSIONED after a critical NG checklist', async () => {
    await t.db.update(xe).set({ trangThai: 'DECOMMISSIONED' }).where(eq(xe.id, car1));
    const res = await criticalChecklist();
    expect(res.json().data.hasCriticalError).toBe(true);
    expect((await vehicleByPlate(t.db, '51C-123.45')).trangThai).toBe('DECOMMISSIONED');
  });
});

describe('a second vehicle for a driver who already holds one', () => {
  it('assign: refused unless xacNhanXeThuHai is sent, naming the vehicle held', async () => {
    const free = await vehicleByPlate(t.db, '51C-246.80');
    const taixe1 = await userId(t.db, 'taixe1');
    const res = await office('/api/xe-assignments', { xeId: free.id, taiXeId: taixe1 });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      code: 'CONFIRM_REQUIRED',
      message: 'Tài xế Nguyễn Văn Tài đang giữ xe 51C-123.45. Giao thêm xe thứ hai cho tài xế này cần được xác nhận.',
    });
    expect((await vehicleByPlate(t.db, '51C-246.80')).trangThai).toBe(free.trangThai);
    const confirmed = await office('/api/xe-assignments', { xeId: free.id, taiXeId: taixe1, xacNhanXeThuHai: true });
    expect(confirmed.statusCode).toBe(201);
    await office(`/api/xe-assignments/${confirmed.json().data.id}/close`);
  });

  it('handover: refused unless xacNhanXeThuHai=true', async () => {
    const car2 = await vehicleByPlate(t.db, '51D-678.90');
    const taixe1 = await userId(t.db, 'taixe1');
    const res = await office(`/api/xe-assignments/handover?xeId=${car2.id}&toTaiXeId=${taixe1}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('CONFIRM_REQUIRED');
    expect((await openAssignmentOf(t.db, 'taixe2')).xeId).toBe(car2.id);
  });

  it('GET /api/xe-assignments/drivers lists each driver with the vehicles they hold', async () => {
    const res = await read(t.app, tk('dieuphoi'), '/api/xe-assignments/drivers');
    expect(res.statusCode).toBe(200);
    const byLogin = Object.fromEntries(
      (res.json().data as { tenDangNhap: string; xeDangGiu: { bienSo: string }[] }[]).map((d) => [
        d.tenDangNhap,
        d.xeDangGiu.map((x) => x.bienSo),
      ]),
    );
    expect(byLogin).toMatchObject({ taixe1: ['51C-123.45'], taixe2: ['51D-678.90'], taixe3: [] });
    expect((await read(t.app, tk('taixe1'), '/api/xe-assignments/drivers')).statusCode).toBe(403);
  });
});
