import type { PageQuery } from '@/contracts/envelope';
import {
  type ChecklistAnswer,
  type ChecklistHistoryQuery,
  type ChecklistItem,
  type ChecklistSubmitRequest,
  checklistProblem,
  FLEET_MESSAGES,
  type Severity,
} from '@/contracts/fleet';
import {
  CHECKLIST_HISTORY_MESSAGES,
  type ChecklistLogDetail,
  type ChecklistLogItemRow,
} from '@/contracts/fleet-maintenance';
import type { Db } from '../../../db/client';
import { notFound, unprocessable } from '../../../http-error';
import { type Actor, assertOwnOrGranted } from '../../../lib/access';
import { paged } from '../../../lib/paging';
import { vnDateTimeText } from '../../../lib/vn-time';
import type { WriteTimes } from '../../../lib/write-times';
import * as tickets from '../maintenance/repo';
import { assertPlausibleOdo } from '../vehicles/odometer';
import { nowTimes, requireHeldAt } from '../vehicles/ownership';
import * as vehicles from '../vehicles/repo';
import * as repo from './repo';

/** The ticket text column is shown in a 2000-character field (spec 003 §9). */
const TICKET_TEXT_MAX = 2000;

/** The package a driver must check. Drivers only for the vehicle they hold; CHECKLIST_XEM for any. */
export async function itemsForVehicle(db: Db, actor: Actor, xeId: number): Promise<ChecklistItem[]> {
  if (!actor.routeGranted) await requireHeldAt(db, actor, nowTimes(), xeId);
  else if (!(await vehicles.findVehicle(db, xeId))) throw notFound(FLEET_MESSAGES.vehicleNotFound);
  const rows = await repo.packageItemsOf(db, xeId);
  return rows.map((r) => ({ ...r, mucDo: r.mucDo as Severity }));
}

/** The maintenance ticket text for the critical failures of one checklist. */
function ticketText(failures: { tenHangMuc: string; ghiChu: string | null }[], at: Date): string {
  const lines = failures.map((f) => `- ${f.tenHangMuc}${f.ghiChu ? `: ${f.ghiChu}` : ''}`);
  const text = [`Checklist ${vnDateTimeText(at)} phát hiện lỗi nghiêm trọng:`, ...lines].join('\n');
  return text.length > TICKET_TEXT_MAX ? `${text.slice(0, TICKET_TEXT_MAX - 1)}…` : text;
}

/**
 * Stores a checklist with the same rules as the form (`checklistProblem`): every package item
 * answered, notes and photos where NG needs them. It belongs to the order through which the
 * driver held the vehicle when it was done, even one ended since (issue 11 §3). A CRITICAL item
 * answered NG opens one TU_CHECKLIST ticket for all of them and sends the vehicle to MAINTENANCE —
 * whoever holds it now: a late finding is still a finding. A decommissioned vehicle stays so.
 */
export async function submit(tx: Db, actor: Actor, input: ChecklistSubmitRequest, times: WriteTimes) {
  const held = await requireHeldAt(tx, actor, times, input.xeId);
  const vehicle = await vehicles.lockVehicle(tx, input.xeId);
  if (!vehicle) throw notFound(FLEET_MESSAGES.vehicleNotFound);
  assertPlausibleOdo(input.odo, vehicle.odoGanNhat);
  const items = await repo.packageItemsOf(tx, input.xeId);
  const byId = new Map(items.map((i) => [i.id, i]));

  const answers: Record<number, ChecklistAnswer> = {};
  for (const a of input.items) {
    const item = byId.get(a.itemId);
    if (!item) throw unprocessable(FLEET_MESSAGES.checklistUnknownItem(a.itemId));
    if (answers[a.itemId]) throw unprocessable(FLEET_MESSAGES.checklistDuplicateItem(item.tenHangMuc));
    // Choosing OK clears note and photo (spec 003 §5): an OK answer carries neither.
    answers[a.itemId] = a.trangThai === 'OK' ? { ...a, ghiChu: null, anhUrl: null } : a;
  }
  const problem = checklistProblem(
    items.map((i) => ({ ...i, mucDo: i.mucDo as Severity })),
    answers,
  );
  if (problem) throw unprocessable(problem.message);

  const answered = items.map((item) => ({ item, answer: answers[item.id] as ChecklistAnswer }));
  const failed = answered.filter((x) => x.answer.trangThai === 'NG');
  const critical = failed.filter((x) => x.item.mucDo === 'CRITICAL');

  const logId = await repo.insertLog(tx, {
    xeId: input.xeId,
    taiXeId: actor.id,
    phanCongId: held.id,
    odo: input.odo,
    soItemNG: failed.length,
    hasCriticalError: critical.length > 0,
    thoiDiemThucHien: times.occurredAt,
    receivedAt: times.receivedAt,
  });
  await repo.insertLogItems(
    tx,
    answered.map(({ item, answer }) => ({
      logId,
      itemId: item.id,
      tenHangMuc: item.tenHangMuc,
      mucDo: item.mucDo,
      trangThai: answer.trangThai,
      ghiChu: answer.ghiChu || null,
      anhUrl: answer.anhUrl || null,
    })),
  );

  let baoDuongId: number | null = null;
  if (critical.length > 0) {
    baoDuongId = await tickets.insertTicket(tx, {
      xeId: input.xeId,
      loaiBaoDuong: 'TU_CHECKLIST',
      trangThai: 'MOI',
      noiDungCongViec: ticketText(
        critical.map(({ item, answer }) => ({ tenHangMuc: item.tenHangMuc, ghiChu: answer.ghiChu ?? null })),
        times.occurredAt,
      ),
      anhSuCoUrl: critical.find((x) => x.answer.anhUrl)?.answer.anhUrl ?? null,
      odoLucTao: input.odo,
      nguoiTaoId: actor.id,
      checklistLogId: logId,
      phanCongId: held.id,
      ngayTao: times.occurredAt,
      receivedAt: times.receivedAt,
    });
  }
  await vehicles.updateVehicle(tx, vehicle.id, {
    trangThai: critical.length > 0 && vehicle.trangThai !== 'DECOMMISSIONED' ? 'MAINTENANCE' : vehicle.trangThai,
    odoGanNhat: Math.max(vehicle.odoGanNhat, input.odo),
  });
  return { id: logId, hasCriticalError: critical.length > 0, soItemNG: failed.length, baoDuongId };
}

type LogRow = Awaited<ReturnType<typeof repo.listLogs>>[number];
const toLog = (r: LogRow) => ({ ...r, thoiDiemThucHien: r.thoiDiemThucHien.toISOString() });

export function myLogs(db: Db, actor: Actor, q: PageQuery) {
  const filter = { taiXeId: actor.id };
  return paged(
    q,
    (w) => repo.listLogs(db, filter, w),
    () => repo.countLogs(db, filter),
    toLog,
  );
}

export function history(db: Db, q: ChecklistHistoryQuery) {
  const filter = { xeId: q.xeId, taiXeId: q.taiXeId, hasError: q.hasError };
  return paged(
    q,
    (w) => repo.listLogs(db, filter, w),
    () => repo.countLogs(db, filter),
    toLog,
  );
}

/** One checklist with its answers: a driver their own, CHECKLIST_XEM any. */
export async function logDetail(db: Db, actor: Actor, id: number): Promise<ChecklistLogDetail> {
  const log = await repo.findLog(db, id);
  if (!log) throw notFound(CHECKLIST_HISTORY_MESSAGES.notFound);
  assertOwnOrGranted(actor, log.taiXeId === actor.id, { notFound: CHECKLIST_HISTORY_MESSAGES.notFound });
  const items = await repo.logItems(db, id);
  return {
    log: toLog(log),
    items: items.map((i) => ({
      ...i,
      mucDo: i.mucDo as Severity,
      trangThai: i.trangThai as ChecklistLogItemRow['trangThai'],
    })),
  };
}
