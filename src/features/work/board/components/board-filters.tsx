import { Badge, Button, Group, Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { IconFilter, IconRefresh, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { WorkUser } from '@/contracts/work';
import {
  TASK_PRIORITIES,
  TASK_PRIORITY_LABELS,
  TASK_STATUS_LABELS,
  TASK_STATUSES,
  type TaskPriority,
  type TaskStatus,
} from '@/contracts/work-vocabulary';
import { activeFilterCount, type BoardFilters, EMPTY_BOARD_FILTERS } from '../model/filters';
import { CollapsibleCard } from './collapsible-card';

const statusOptions = TASK_STATUSES.map((v) => ({ value: v, label: TASK_STATUS_LABELS[v] }));
const priorityOptions = TASK_PRIORITIES.map((v) => ({ value: v, label: TASK_PRIORITY_LABELS[v] }));
const idOf = (v: string | null) => (v ? Number(v) : null);

/**
 * The board's collapsible filter card (spec 002 §2.3): title (trimmed when applied), status,
 * priority, assignee, overdue and department. The form edits a draft; "Lọc" or Enter applies it.
 * A KPI card or a chart slice changes the applied filters, and the form follows.
 */
export function BoardFiltersCard({
  filters,
  onApply,
  members,
  departments,
}: {
  filters: BoardFilters;
  onApply: (next: BoardFilters) => void;
  members: WorkUser[];
  /** Null when the reader may not list departments (the field is left out). */
  departments: { idPhongBan: number; tenPhongBan: string }[] | null;
}) {
  const [draft, setDraft] = useState(filters);
  useEffect(() => setDraft(filters), [filters]);
  const count = activeFilterCount(filters);
  const set = <K extends keyof BoardFilters>(key: K, value: BoardFilters[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  return (
    <CollapsibleCard
      icon={IconFilter}
      title="Bộ lọc"
      badge={
        count > 0 && (
          <Badge size="sm" variant="filled" aria-label={`${count} bộ lọc đang bật`}>
            {count}
          </Badge>
        )
      }
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onApply({ ...draft, tieuDe: draft.tieuDe.trim() });
        }}
      >
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" mt="sm">
          <TextInput
            label="Tiêu đề"
            placeholder="Tìm theo tiêu đề..."
            leftSection={<IconSearch size={16} aria-hidden />}
            value={draft.tieuDe}
            maxLength={255}
            onChange={(e) => set('tieuDe', e.currentTarget.value)}
          />
          <Select
            label="Trạng thái"
            placeholder="Tất cả"
            clearable
            data={statusOptions}
            value={draft.trangThaiCongViec}
            onChange={(v) => set('trangThaiCongViec', (v as TaskStatus | null) ?? null)}
          />
          <Select
            label="Độ ưu tiên"
            placeholder="Tất cả"
            clearable
            data={priorityOptions}
            value={draft.doUuTien}
            onChange={(v) => set('doUuTien', (v as TaskPriority | null) ?? null)}
          />
          <Select
            label="Người được giao"
            placeholder="Tất cả"
            clearable
            searchable
            nothingFoundMessage="Không tìm thấy người dùng"
            data={members.map((u) => ({ value: String(u.idNguoiDung), label: u.hoTen }))}
            value={draft.assignedUserId === null ? null : String(draft.assignedUserId)}
            onChange={(v) => set('assignedUserId', idOf(v))}
          />
          {departments && (
            <Select
              label="Phòng ban"
              placeholder="Tất cả"
              clearable
              searchable
              data={departments.map((d) => ({ value: String(d.idPhongBan), label: d.tenPhongBan }))}
              value={draft.phongBanId === null ? null : String(draft.phongBanId)}
              onChange={(v) => set('phongBanId', idOf(v))}
            />
          )}
          <Switch
            label="Chỉ công việc quá hạn"
            checked={draft.isOverdue}
            onChange={(e) => set('isOverdue', e.currentTarget.checked)}
            mt={{ base: 0, sm: 28 }}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="sm" gap="sm">
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={() => onApply(EMPTY_BOARD_FILTERS)}
          >
            Đặt lại
          </Button>
          <Button type="submit" leftSection={<IconFilter size={16} aria-hidden />}>
            Lọc
          </Button>
        </Group>
      </form>
    </CollapsibleCard>
  );
}
