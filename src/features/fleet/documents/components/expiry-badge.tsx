import { Badge } from '@mantine/core';
import { EXPIRY_LABELS, expiryState } from '@/contracts/fleet-vocabulary';

/** Red 'Đã hết hạn', orange 'Sắp hết hạn' (≤ 30 days), nothing otherwise. */
export function ExpiryBadge({ ngayHetHan }: { ngayHetHan: string | null }) {
  const state = expiryState(ngayHetHan);
  if (state === 'expired') return <Badge color="red">{EXPIRY_LABELS.expired}</Badge>;
  if (state === 'soon') return <Badge color="orange">{EXPIRY_LABELS.soon}</Badge>;
  return null;
}
