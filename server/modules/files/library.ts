/**
 * The image library (spec 000 §2, §5; spec 001 "Quản lý tài nguyên") over the files of tep_tin:
 * folders are the ones of the app's screens, the ones holding files, and empty ones made on the
 * library screen (kept in `settings`, since a folder is only a name). Deleting a file is refused
 * while any record still links to it; its bytes go once the row's deletion commits.
 */
import path from 'node:path';
import type { Page } from '@/contracts/envelope';
import {
  isPrivateFolder,
  isSystemFolder,
  MEDIA_MESSAGES,
  type MediaFile,
  type MediaFolder,
  type MediaListQuery,
  plainName,
  SYSTEM_FOLDERS,
} from '@/contracts/media';
import type { Db } from '../../db/client';
import { conflict, notFound, stateConflict } from '../../http-error';
import type { Grants as AllGrants } from '../../lib/access';
import { paged } from '../../lib/paging';
import { FOLDER_READ_PERMISSION } from './attachments';
import * as repo from './repo';

/** What the library decides folders by. */
type Grants = Pick<AllGrants, 'admin' | 'codes'>;

/** The plain name and extension out of `folder/<32 hex>-<name>.<ext>`; old names without one get a short label. */
export function titleOf(storedName: string): string {
  const m = /^[^/]+\/([0-9a-f]{32})(?:-([a-z0-9-]+))?\.([a-z0-9]+)$/.exec(storedName);
  if (!m) return path.posix.basename(storedName);
  return `${m[2] ?? `tep-${m[1]?.slice(0, 8)}`}.${m[3]}`;
}

const toMediaFile = (row: repo.FileRow): MediaFile => ({
  id: row.id,
  folder: row.folder,
  url: `/api/files/${row.id}`,
  title: titleOf(row.storedName),
  mime: row.mime,
  size: row.size,
  width: row.width,
  height: row.height,
  uploadedAt: row.createdAt.toISOString(),
});

/**
 * Who may see a screen's folder in the library: those who hold the permission of the records its
 * files belong to (avatars: who manages users). Clock-in selfies never show here.
 */
const SCREEN_FOLDER_LISTERS: Readonly<Record<string, string | null>> = {
  ...FOLDER_READ_PERMISSION,
  user: 'NGUOI_DUNG_XEM',
};

/**
 * Whether the library shows `folder` to `grants`: its own folders to everyone it serves; a screen's
 * folder (receipts, checklists, SOS, documents, avatars…) only with its records' permission —
 * otherwise it answers as if it did not exist (the marketing library sees only library folders).
 */
export function libraryShows(folder: string, grants: Grants): boolean {
  if (isPrivateFolder(folder)) return false;
  if (!isSystemFolder(folder)) return true;
  const needed = SCREEN_FOLDER_LISTERS[folder];
  return grants.admin || (needed !== undefined && needed !== null && grants.codes.has(needed));
}

/** No permission at all: what the library's own folders need (writes touch only those). */
const LIBRARY_ONLY: Grants = { admin: false, codes: new Set() };

function assertVisible(folder: string, grants: Grants = LIBRARY_ONLY) {
  if (!libraryShows(folder, grants)) throw notFound(MEDIA_MESSAGES.folderNotFound);
}

export async function listFolders(db: Db, grants: Grants): Promise<MediaFolder[]> {
  const [counts, created] = await Promise.all([repo.folderCounts(db), repo.createdFolders(db)]);
  // The screens' folders the caller may see are listed even while empty (a picker opens on them).
  const byName = new Map<string, number>(SYSTEM_FOLDERS.filter((f) => libraryShows(f, grants)).map((f) => [f, 0]));
  for (const name of created) byName.set(name, 0);
  for (const { folder, n } of counts) if (libraryShows(folder, grants)) byName.set(folder, n);
  return [...byName.entries()]
    .map(([name, fileCount]) => ({ name, fileCount, system: isSystemFolder(name) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export async function listFiles(
  db: Db,
  grants: Grants,
  folder: string,
  query: MediaListQuery,
): Promise<Page<MediaFile>> {
  assertVisible(folder, grants);
  const q = plainName(query.q ?? '', 100);
  return paged(
    query,
    (w) => repo.listFolderFiles(db, folder, q, w),
    () => repo.countFolderFiles(db, folder, q),
    toMediaFile,
  );
}

export async function createFolder(tx: Db, name: string): Promise<MediaFolder> {
  const existing = await listFolders(tx, LIBRARY_ONLY);
  if (isPrivateFolder(name) || isSystemFolder(name) || existing.some((f) => f.name === name)) {
    throw conflict(MEDIA_MESSAGES.folderExists(name));
  }
  await repo.addCreatedFolder(tx, name);
  return { name, fileCount: 0, system: false };
}

/** Spec 000 §4: only an empty folder goes; the app's own folders never do. */
export async function deleteFolder(tx: Db, name: string): Promise<void> {
  if (isSystemFolder(name) && !isPrivateFolder(name)) throw stateConflict(MEDIA_MESSAGES.folderSystem(name));
  assertVisible(name);
  const folders = await listFolders(tx, LIBRARY_ONLY);
  const folder = folders.find((f) => f.name === name);
  if (!folder) throw notFound(MEDIA_MESSAGES.folderNotFound);
  if (folder.fileCount > 0) throw stateConflict(MEDIA_MESSAGES.folderNotEmpty);
  await repo.removeCreatedFolder(tx, name);
}

/**
 * Removes the row on `tx` and answers the store key of the bytes, to delete once the transaction
 * has committed (a rolled-back delete must not lose the file).
 */
export async function deleteFile(tx: Db, folder: string, id: string): Promise<string> {
  assertVisible(folder);
  const row = await repo.findFile(tx, id);
  if (!row || row.folder !== folder) throw notFound(MEDIA_MESSAGES.fileNotFound);
  if (await repo.findReference(tx, `/api/files/${id}`)) throw stateConflict(MEDIA_MESSAGES.fileInUse);
  await repo.deleteFileRow(tx, id);
  return row.storedName;
}
