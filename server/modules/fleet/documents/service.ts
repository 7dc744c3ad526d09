import type { z } from 'zod';
import { NEAR_EXPIRY_DAYS } from '@/contracts/fleet';
import {
  autoDocumentName,
  DOCUMENT_MESSAGES,
  type DocumentInput,
  type documentListQuery,
  documentTypeLabel,
  type FleetDocument,
} from '@/contracts/fleet-documents';
import type { Db } from '../../../db/client';
import { notFound, unprocessable } from '../../../http-error';
import { paged } from '../../../lib/paging';
import { addDays, vnDay } from '../../../lib/vn-time';
import * as repo from './repo';

type Row = Awaited<ReturnType<typeof repo.listDocuments>>[number];
const toDocument = (r: Row): FleetDocument => ({ ...r, tenLoaiGiayToDisplay: documentTypeLabel(r.maLoaiGiayTo) });

export async function getDocument(db: Db, id: number): Promise<FleetDocument> {
  const [row] = await repo.listDocuments(db, { id }, { limit: 1, offset: 0 });
  if (!row) throw notFound(DOCUMENT_MESSAGES.notFound);
  return toDocument(row);
}

export function listDocuments(db: Db, q: z.output<typeof documentListQuery>, now = new Date()) {
  const today = vnDay(now);
  const filter: repo.DocumentFilter = {
    q: q.q,
    xeId: q.xeId,
    nguoiDungId: q.nguoiDungId,
    loaiChuSoHuu: q.loaiChuSoHuu,
    maLoaiGiayTo: q.maLoaiGiayTo,
    hetHan: q.hetHan ? { state: q.hetHan, today, soonUntil: addDays(today, NEAR_EXPIRY_DAYS) } : undefined,
  };
  return paged(
    q,
    (w) => repo.listDocuments(db, filter, w),
    () => repo.countDocuments(db, filter),
    toDocument,
  );
}

export async function documentsOf(db: Db, owner: { xeId: number } | { nguoiDungId: number }) {
  return (await repo.listDocuments(db, owner, { limit: 500, offset: 0 })).map(toDocument);
}

/** The owner's display name, checking that the owner exists. */
async function ownerName(db: Db, input: DocumentInput): Promise<string> {
  if (input.xeId !== null) {
    const plate = await repo.vehiclePlate(db, input.xeId);
    if (plate === undefined) throw unprocessable(DOCUMENT_MESSAGES.ownerVehicleMissing);
    return plate;
  }
  const name = input.nguoiDungId !== null ? await repo.userName(db, input.nguoiDungId) : undefined;
  if (name === undefined) throw unprocessable(DOCUMENT_MESSAGES.ownerDriverMissing);
  return name;
}

/** Only the chosen owner's id is stored; the display name auto-fills on create when left empty. */
const columns = (input: DocumentInput, tenHienThi: string) => ({
  maLoaiGiayTo: input.maLoaiGiayTo,
  tenHienThi,
  soGiayTo: input.soGiayTo,
  xeId: input.xeId,
  nguoiDungId: input.xeId === null ? input.nguoiDungId : null,
  ngayCap: input.ngayCap,
  ngayHetHan: input.ngayHetHan,
  noiCap: input.noiCap,
  fileUrl: input.fileUrl,
  fileMime: input.fileUrl ? input.fileMime : null,
  active: input.active,
  ghiChu: input.ghiChu,
});

export async function createDocument(tx: Db, input: DocumentInput): Promise<FleetDocument> {
  const owner = await ownerName(tx, input);
  const id = await repo.insertDocument(
    tx,
    columns(input, input.tenHienThi ?? autoDocumentName(input.maLoaiGiayTo, owner)),
  );
  return getDocument(tx, id);
}

/** Edit keeps the stored display name when the form leaves it empty (never re-derived). */
export async function updateDocument(tx: Db, id: number, input: DocumentInput): Promise<FleetDocument> {
  const existing = await repo.findDocument(tx, id);
  if (!existing) throw notFound(DOCUMENT_MESSAGES.notFound);
  await ownerName(tx, input);
  await repo.updateDocument(tx, id, columns(input, input.tenHienThi ?? existing.tenHienThi));
  return getDocument(tx, id);
}

export async function deleteDocument(tx: Db, id: number): Promise<void> {
  if (!(await repo.deleteDocument(tx, id))) throw notFound(DOCUMENT_MESSAGES.notFound);
}
