/**
 * A record may only link files that exist and that its author may read (issue 13, finding 6):
 * `anhBienLaiUrl: "/api/files/DoesNotExist0000"` is refused, and so is a photo out of another
 * user's receipts. Checked once for every write (POST/PUT/PATCH under /api) before its handler,
 * on every `/api/files/<id>` string anywhere in the validated body — so each module's records get
 * it without a line of their own.
 *
 * Who may read a file: its uploader, administrators, and holders of the read permission of the
 * records its folder belongs to (the screens' folders); the library's own folders go with
 * THU_VIEN_ANH_XEM; avatars (`user`) are everyone's.
 */
import type { FastifyRequest } from 'fastify';
import { isSystemFolder } from '@/contracts/media';
import type { PermissionCode } from '@/contracts/permissions';
import { ATTACHMENT_MESSAGE } from '@/contracts/uploads';
import type { Db } from '../../db/client';
import { unprocessable } from '../../http-error';
import { grantsOf } from '../../lib/access';
import { requireUser } from '../../plugins/auth';
import { findFiles } from './repo';

/** The permission that reads the records a folder's files belong to; null: every signed-in user. */
export const FOLDER_READ_PERMISSION: Readonly<Record<string, PermissionCode | null>> = {
  sos: 'BAO_DUONG_XEM',
  su_co: 'BAO_DUONG_XEM',
  bao_duong_bao_gia: 'BAO_DUONG_XEM',
  bao_duong_bien_lai: 'BAO_DUONG_XEM',
  xang_dau: 'XANG_DAU_XEM',
  checklist: 'CHECKLIST_XEM',
  don_hang: 'DON_HANG_XEM',
  giay_to: 'GIAY_TO_XEM',
  attendance: 'CHAM_CONG_XEM',
  lenh: 'LENH_XEM',
  tasks: 'CONG_VIEC_XEM',
  xe: 'XE_XEM',
  user: null,
};
export const LIBRARY_READ: PermissionCode = 'THU_VIEN_ANH_XEM';

const FILE_URL = /^\/api\/files\/([A-Za-z0-9_-]{10,64})$/;

/** The file ids of every `/api/files/<id>` string in a body. */
export function fileIdsIn(value: unknown, found = new Set<string>(), depth = 0): Set<string> {
  if (typeof value === 'string') {
    const m = FILE_URL.exec(value.trim());
    if (m?.[1]) found.add(m[1]);
  } else if (value && typeof value === 'object' && depth < 10) {
    for (const v of Object.values(value)) fileIdsIn(v, found, depth + 1);
  }
  return found;
}

/** The permission a folder's files are read with (library folders: the library's). */
export const readPermissionOf = (folder: string): PermissionCode | null =>
  folder in FOLDER_READ_PERMISSION
    ? (FOLDER_READ_PERMISSION[folder] ?? null)
    : isSystemFolder(folder)
      ? null
      : LIBRARY_READ;

/** Refuses (422) when any of `ids` does not exist or the caller may not read it. */
export async function assertAttachable(db: Db, req: FastifyRequest, ids: Iterable<string>): Promise<void> {
  const wanted = [...ids];
  if (!wanted.length) return;
  const user = requireUser(req);
  const rows = new Map((await findFiles(db, wanted)).map((r) => [r.id, r]));
  for (const id of wanted) {
    const row = rows.get(id);
    if (!row) throw unprocessable(ATTACHMENT_MESSAGE);
    if (row.ownerId === user.id) continue;
    const needed = readPermissionOf(row.folder);
    if (needed === null) continue;
    const grants = await grantsOf(db, req);
    if (grants.admin || grants.codes.has(needed)) continue;
    // The same answer as for a missing file: whether someone else's file exists is not told.
    throw unprocessable(ATTACHMENT_MESSAGE);
  }
}

/** The hook app.ts installs: every write under /api but the upload itself. */
export function attachmentsHook(db: Db) {
  return async function checkAttachments(req: FastifyRequest) {
    if (req.method !== 'POST' && req.method !== 'PUT' && req.method !== 'PATCH') return;
    const url = req.routeOptions.url ?? '';
    if (!url.startsWith('/api/') || url === '/api/images/upload' || !req.user) return;
    await assertAttachable(db, req, fileIdsIn(req.body));
  };
}
