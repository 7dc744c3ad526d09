/**
 * What the product tells people (spec 000 §1: notifications with browser push): each function is
 * called in one line from the service that owns the event, inside its transaction, and stores the
 * notifications there; the push follows the commit. Interpolated values are escaped: the HTML body
 * may quote what a person typed (an order name, a rejection reason).
 */
import type { FastifyBaseLogger } from 'fastify';
import { NEAR_EXPIRY_DAYS } from '@/contracts/fleet';
import { workOrderPath } from '@/contracts/notifications';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/access';
import { addDays, vnDateTimeText, vnDay } from '../../lib/vn-time';
import * as documents from '../fleet/documents/repo';
import * as vehicles from '../fleet/vehicles/repo';
import * as repo from './repo';
import { notify } from './service';
import { escapeHtml } from './text';

const money = (n: number) => `${new Intl.NumberFormat('vi-VN').format(n)} đ`;
/** dd/MM/yyyy of a `yyyy-MM-dd` day. */
const dayText = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

async function plateOf(tx: Db, xeId: number) {
  return escapeHtml((await vehicles.findVehicle(tx, xeId))?.bienSo ?? `#${xeId}`);
}

/** A repair quote was sent (MOI → CHO_DUYET): dispatchers and administrators decide it. */
export async function ticketAwaitingApproval(tx: Db, actor: Actor, t: { id: number; xeId: number; giaDeXuat: number }) {
  const recipients = (await repo.dispatcherIds(tx)).filter((id) => id !== actor.id);
  await notify(tx, {
    recipients,
    idNguoiGui: actor.id,
    tieuDe: 'Phiếu sửa chữa chờ duyệt',
    noiDung: `<b>${escapeHtml(actor.hoTen)}</b> đã gửi báo giá <b>${money(t.giaDeXuat)}</b> cho phiếu #${t.id} của xe <b>${await plateOf(tx, t.xeId)}</b>. Phiếu đang chờ duyệt.`,
    loaiThongBao: 'CONG_VIEC',
    deepLink: `/quan-ly-bao-duong?tab=CHO_DUYET&id=${t.id}`,
    loaiDoiTuong: 'BAO_DUONG',
    idDoiTuong: t.id,
  });
}

/**
 * A repair was completed at more than 1.5× its approved price (issue 11 §4): the accountants, who
 * will pay it, see the two amounts and the explanation before they confirm the payment.
 */
export async function repairOverQuote(
  tx: Db,
  actor: Actor,
  t: { id: number; xeId: number; giaDuocDuyet: number; chiPhiThucTe: number; ghiChu: string },
) {
  const recipients = (await repo.accountantIds(tx)).filter((id) => id !== actor.id);
  await notify(tx, {
    recipients,
    idNguoiGui: actor.id,
    tieuDe: 'Chi phí sửa chữa vượt báo giá',
    noiDung: `Phiếu #${t.id} của xe <b>${await plateOf(tx, t.xeId)}</b> hoàn thành với chi phí <b>${money(t.chiPhiThucTe)}</b>, vượt quá 1,5 lần giá đã duyệt (${money(t.giaDuocDuyet)}). Ghi chú của <b>${escapeHtml(actor.hoTen)}</b>: ${escapeHtml(t.ghiChu)}`,
    loaiThongBao: 'CONG_VIEC',
    deepLink: `/quan-ly-bao-duong?tab=CHO_THANH_TOAN&id=${t.id}`,
    loaiDoiTuong: 'BAO_DUONG',
    idDoiTuong: t.id,
  });
}

/** A fuel report was approved, or rejected with `lyDo`: its driver hears the decision. */
export async function fuelDecided(
  tx: Db,
  actor: Actor,
  log: { id: number; taiXeId: number; xeId: number; ngayDo: Date },
  lyDo?: string,
) {
  const what = `Báo cáo đổ xăng ngày ${dayText(vnDay(log.ngayDo))} của xe <b>${await plateOf(tx, log.xeId)}</b>`;
  await notify(tx, {
    recipients: [log.taiXeId],
    idNguoiGui: actor.id,
    tieuDe: lyDo === undefined ? 'Báo cáo xăng dầu đã được duyệt' : 'Báo cáo xăng dầu bị từ chối',
    noiDung:
      lyDo === undefined ? `${what} đã được <b>duyệt</b>.` : `${what} đã bị <b>từ chối</b>. Lý do: ${escapeHtml(lyDo)}`,
    loaiThongBao: 'CONG_VIEC',
    deepLink: '/tai-xe?tab=fuel',
    loaiDoiTuong: 'XANG_DAU',
    idDoiTuong: log.id,
  });
}

/** A transport order was created for a driver. */
export async function orderAssigned(tx: Db, actor: Actor, order: { id: number; taiXeId: number; tenDonHang: string }) {
  await notify(tx, {
    recipients: [order.taiXeId],
    idNguoiGui: actor.id,
    tieuDe: 'Đơn hàng mới',
    noiDung: `<b>${escapeHtml(actor.hoTen)}</b> đã giao cho bạn đơn hàng <b>${escapeHtml(order.tenDonHang)}</b> (#${order.id}).`,
    loaiThongBao: 'PHAN_CONG',
    deepLink: '/tai-xe',
    loaiDoiTuong: 'DON_HANG',
    idDoiTuong: order.id,
  });
}

/**
 * Staff were invited to a work order: each hears it (with push) and the click opens the order on
 * their own page, where they accept or decline it (spec 002 §2.8).
 */
export async function workOrderAssigned(
  tx: Db,
  actor: Actor,
  order: { id: number; tieuDe: string; batDau: Date },
  recipients: readonly number[],
) {
  await notify(tx, {
    recipients: recipients.filter((id) => id !== actor.id),
    idNguoiGui: actor.id,
    tieuDe: 'Bạn được giao lệnh mới',
    noiDung: `<b>${escapeHtml(actor.hoTen)}</b> đã giao cho bạn lệnh <b>${escapeHtml(order.tieuDe)}</b> (#${order.id}), bắt đầu ${vnDateTimeText(order.batDau)}. Vui lòng xác nhận tham gia.`,
    loaiThongBao: 'PHAN_CONG',
    deepLink: workOrderPath(order.id, { manager: false }),
    loaiDoiTuong: 'LENH',
    idDoiTuong: order.id,
  });
}

// ── documents about to expire: a daily job ────────────────────────────────────────────────────
/** Days before the end date at which people are reminded (the last one also covers the day itself). */
export const EXPIRY_MILESTONES = [1, 7, NEAR_EXPIRY_DAYS] as const;

/** The milestone a document `daysLeft` from its end date has reached, if any. */
export const expiryMilestone = (daysLeft: number) =>
  daysLeft < 0 ? undefined : EXPIRY_MILESTONES.find((m) => daysLeft <= m);

/**
 * Reminds dispatchers/administrators of every active document ending within 30 days, and a driver
 * of their own documents, once per milestone (30, 7, 1 days): running twice, late, or on two
 * instances sends nothing new. Returns how many notifications were created.
 */
export async function remindExpiringDocuments(db: Db, now = new Date()): Promise<number> {
  const today = vnDay(now);
  const office = await repo.dispatcherIds(db);
  const soon = { state: 'soon' as const, today, soonUntil: addDays(today, NEAR_EXPIRY_DAYS) };
  let created = 0;
  for (let offset = 0; ; offset += 200) {
    const page = await documents.listDocuments(db, { hetHan: soon }, { limit: 200, offset });
    for (const d of page) {
      if (!d.active || !d.ngayHetHan) continue;
      const daysLeft = Math.round((Date.parse(d.ngayHetHan) - Date.parse(today)) / 86_400_000);
      const milestone = expiryMilestone(daysLeft);
      if (milestone === undefined) continue;
      const when = daysLeft === 0 ? 'hôm nay' : `ngày ${dayText(d.ngayHetHan)} (còn ${daysLeft} ngày)`;
      const base = {
        idNguoiGui: null,
        tieuDe: 'Giấy tờ sắp hết hạn',
        noiDung: `<b>${escapeHtml(d.tenHienThi)}</b> hết hạn ${when}. Vui lòng gia hạn kịp thời.`,
        loaiThongBao: 'NHAC_NHO',
        loaiDoiTuong: 'GIAY_TO',
        idDoiTuong: d.id,
        khoaSuKien: `giay-to:${d.id}:${d.ngayHetHan}:${milestone}`,
      };
      created += (await notify(db, { ...base, recipients: office, deepLink: '/quan-ly-giay-to' })).length;
      if (d.nguoiDungId !== null && !office.includes(d.nguoiDungId)) {
        created += (await notify(db, { ...base, recipients: [d.nguoiDungId], deepLink: '/ho-so-xe-cua-toi' })).length;
      }
    }
    if (page.length < 200) return created;
  }
}

/** Vietnamese wall-clock hour the daily reminders run at. */
export const REMINDER_HOUR_VN = 7;

/** Milliseconds from `now` to the next REMINDER_HOUR_VN:00 in Vietnam. */
export function msUntilNextRun(now: Date, hourVn = REMINDER_HOUR_VN): number {
  const vnNow = new Date(now.getTime() + 7 * 3_600_000);
  const next = Date.UTC(vnNow.getUTCFullYear(), vnNow.getUTCMonth(), vnNow.getUTCDate(), hourVn) - 7 * 3_600_000;
  return next > now.getTime() ? next - now.getTime() : next + 86_400_000 - now.getTime();
}

/**
 * Runs the reminders a few seconds after start (catching up on days the server was off, without
 * slowing the first requests) and then every day at 07:00 Vietnam time. Returns a stop function.
 */
export function scheduleExpiryReminders(db: Db, log: FastifyBaseLogger, firstRunMs = 3000): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const run = async () => {
    try {
      const n = await remindExpiringDocuments(db);
      if (n) log.info({ created: n }, 'Đã nhắc giấy tờ sắp hết hạn');
    } catch (err) {
      log.error({ err }, 'Nhắc giấy tờ sắp hết hạn thất bại');
    }
    if (!stopped) {
      timer = setTimeout(run, msUntilNextRun(new Date()));
      timer.unref();
    }
  };
  timer = setTimeout(run, firstRunMs);
  timer.unref();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
