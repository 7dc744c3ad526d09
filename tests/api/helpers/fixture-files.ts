/**
 * The photo links the API tests put in records without uploading (a receipt, a checklist photo,
 * an avatar…). A record only accepts files that exist and that its author may read
 * (server/modules/files/attachments.ts), so the seeded test database holds them as rows of the
 * `user` folder, which every signed-in user may read. A test about attachments themselves
 * uploads real files instead. Their bytes are never read.
 */
import type { Db } from '../../../server/db/client';
import { tepTin } from '../../../server/db/schema';

export const FIXTURE_FILE_IDS = [
  'abcdefghijklmnop',
  'AnhDaiDienAnhDaiDien01',
  'AbCdEfGhIjKlMnOpQrStUv',
  'ZyXwVuTsRqPoNmLkJiHgFe',
  'OdoOdoOdoOdoOdoOdoOdo00',
  'LenhLenhLenhLenhLenh01',
  'ChamCongChamCongChamCo',
  'ChamCongAdminAdmin0001',
  'BienLaiBienLaiBienLai01',
  'BienLaiBienLaiBienLai00',
  'BaoGiaBaoGiaBaoGia0001',
] as const;

export async function seedFixtureFiles(db: Db) {
  await db
    .insert(tepTin)
    .values(
      FIXTURE_FILE_IDS.map((id) => ({
        id,
        ownerId: null,
        folder: 'user',
        storedName: `user/${id}.jpg`,
        mime: 'image/jpeg',
        size: 1,
        width: 1,
        height: 1,
        sha256: '0'.repeat(64),
      })),
    )
    .onConflictDoNothing();
}
