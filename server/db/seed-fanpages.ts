/**
 * Demo fanpages (issue 16): a fresh start lists a few pages. Their tokens are not real (encrypted
 * like any token): opening their posts shows Facebook's "token invalid" message until a marketer
 * pastes a real page token in "Sửa Fanpage".
 */

import { SecretBox } from '../lib/secrets';
import type { Db } from './client';
import { fanpage } from './schema/marketing';

const DEMO_FANPAGES = [
  { maTrang: '100000000000101', name: 'Vận tải Minh Tiến' },
  { maTrang: '100000000000102', name: 'Minh Tiến Logistics - Xe tải Bắc Nam' },
  { maTrang: '100000000000103', name: 'Kho bãi Minh Tiến Bình Dương' },
];

export async function seedFanpagesDemo(db: Db): Promise<void> {
  const box = await SecretBox.open(db);
  await db
    .insert(fanpage)
    .values(DEMO_FANPAGES.map((p) => ({ ...p, tokenEnc: box.encrypt(`demo-token-${p.maTrang}`) })))
    .onConflictDoNothing();
}
