import type { MyTicketsQuery, SosRequest, TicketListQuery, TicketSummary } from '@/contracts/fleet';
import { FLEET_MESSAGES } from '@/contracts/fleet';
import type { Db } from '../../../db/client';
import { notFound } from '../../../http-error';
import type { Actor } from '../../../lib/access';
import { paged } from '../../../lib/paging';
import type { WriteTimes } from '../../../lib/write-times';
import * as vehicles from '../vehicles/repo';
import * as repo from './repo';

type TicketRow = Awaited<ReturnType<typeof repo.listTickets>>[number];

const toSummary = (r: TicketRow): TicketSummary => ({
  ...r,
  trangThai: r.trangThai as TicketSummary['trangThai'],
  loaiBaoDuong: r.loaiBaoDuong as TicketSummary['loaiBaoDuong'],
  ngayTao: r.ngayTao.toISOString(),
});

/** SOS: a SU_CO_DOT_XUAT ticket in MOI for the vehicle the driver holds now. */
export async function reportSos(tx: Db, actor: Actor, input: SosRequest, times: WriteTimes) {
  const current = await vehicles.findCurrentAssignment(tx, actor.id);
  if (!current) throw notFound(FLEET_MESSAGES.noAssignment);
  const id = await repo.insertTicket(tx, {
    xeId: current.xeId,
    loaiBaoDuong: 'SU_CO_DOT_XUAT',
    trangThai: 'MOI',
    noiDungCongViec: input.noiDungSuCo,
    anhSuCoUrl: input.anhSuCoUrl ?? null,
    odoLucTao: input.odoHienTai ?? null,
    lat: input.lat ?? null,
    lng: input.lng ?? null,
    nguoiTaoId: actor.id,
    ngayTao: times.occurredAt,
    receivedAt: times.receivedAt,
  });
  return { id };
}

/** The tickets the driver raised (SOS, checklist), in workflow order then newest first. */
export function myTickets(db: Db, actor: Actor, q: MyTicketsQuery) {
  const filter = { nguoiTaoId: actor.id, trangThai: q.trangThai };
  return paged(
    q,
    (w) => repo.listTickets(db, filter, w, 'workflow'),
    () => repo.countTickets(db, filter),
    toSummary,
  );
}

/** The office list, newest first. */
export function listTickets(db: Db, q: TicketListQuery) {
  const filter = { trangThai: q.trangThai, q: q.q, xeId: q.xeId, nguoiTaoId: q.taiXeId };
  return paged(
    q,
    (w) => repo.listTickets(db, filter, w, 'newest'),
    () => repo.countTickets(db, filter),
    toSummary,
  );
}
