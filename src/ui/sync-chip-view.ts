import { formatTimeOfDay } from '@/lib/format';
import type { SyncState } from '@/offline/types';

export interface SyncChipView {
  label: string;
  /** Second line: last sync time, or what to do. */
  detail: string | null;
  color: 'gray' | 'orange' | 'blue' | 'green' | 'red';
  /** 0–100 while sending. */
  progress: number | null;
}

/** What the sync chip says (offline / N waiting / sending x/y / all sent, last sync time). */
export function syncChipView(state: SyncState, now: number = Date.now()): SyncChipView {
  const lastSync = state.lastSyncAt ? `Đồng bộ lúc ${formatTimeOfDay(state.lastSyncAt, now)}` : null;
  if (state.sending && state.online) {
    const { done, total } = state.sending;
    return {
      label: `Đang gửi ${done}/${total}`,
      detail: lastSync,
      color: 'blue',
      progress: total > 0 ? Math.round((done / total) * 100) : 0,
    };
  }
  if (!state.online) {
    return {
      label: 'Ngoại tuyến',
      detail: state.waiting > 0 ? `${state.waiting} mục chờ gửi` : lastSync,
      color: 'gray',
      progress: null,
    };
  }
  if (state.needsAttention > 0) {
    return { label: `${state.needsAttention} mục cần xử lý`, detail: 'Chạm để xem', color: 'red', progress: null };
  }
  if (state.waiting > 0) {
    return { label: `${state.waiting} mục chờ gửi`, detail: lastSync, color: 'orange', progress: null };
  }
  return { label: 'Đã gửi hết', detail: lastSync, color: 'green', progress: null };
}
