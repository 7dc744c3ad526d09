import { Card, Group, SegmentedControl, Select, SimpleGrid, Text } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import {
  TASK_PRIORITIES,
  TASK_PRIORITY_LABELS,
  TASK_STATUS_LABELS,
  TASK_STATUSES,
  type TaskPriority,
  type TaskStatus,
  WORK_MESSAGES,
} from '@/contracts/work-vocabulary';
import {
  useColumnOptions,
  useDepartmentOptions,
  usePersonOptions,
  useWorkspaceOptions,
} from '@/features/work/shared/api/lookups';
import { DateField } from '@/ui/date-fields';
import {
  periodOf,
  periodRange,
  STATISTICS_PERIOD_LABELS,
  STATISTICS_PERIODS,
  type StatisticsFilters,
  type StatisticsPeriod,
  setStatisticsFilter,
} from '../model/filters';

const STATUS_OPTIONS = TASK_STATUSES.map((s) => ({ value: s, label: TASK_STATUS_LABELS[s] }));
const PRIORITY_OPTIONS = TASK_PRIORITIES.map((p) => ({ value: p, label: TASK_PRIORITY_LABELS[p] }));
const OVERDUE_OPTIONS = [
  { value: 'true', label: 'Quá hạn' },
  { value: 'false', label: 'Chưa quá hạn' },
];
const PERIOD_OPTIONS = STATISTICS_PERIODS.map((p) => ({ value: p, label: STATISTICS_PERIOD_LABELS[p] }));

/** The dashboard's filters (spec 002 §2.6); every change applies at once. */
export function StatisticsFiltersCard({
  filters,
  onChange,
}: {
  filters: StatisticsFilters;
  onChange: (next: StatisticsFilters) => void;
}) {
  const workspaceId = filters.workspaceId ? Number(filters.workspaceId) : undefined;
  const workspaces = useWorkspaceOptions();
  const columns = useColumnOptions(workspaceId);
  const people = usePersonOptions(workspaceId);
  const departments = useDepartmentOptions();
  const set = <K extends keyof StatisticsFilters>(key: K, value: StatisticsFilters[K]) =>
    onChange(setStatisticsFilter(filters, key, value));
  const pick = <K extends keyof StatisticsFilters>(key: K) => ({
    value: (filters[key] as string) || null,
    onChange: (v: string | null) => set(key, (v ?? '') as StatisticsFilters[K]),
    clearable: true,
    placeholder: 'Tất cả',
  });
  const lookupsFailed = workspaces.isError || people.isError || departments.isError;

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label="Bộ lọc">
      <Group justify="space-between" mb="sm" wrap="wrap" gap="sm">
        <Group gap="xs">
          <IconFilter size={18} aria-hidden />
          <Text fw={600}>Bộ lọc</Text>
        </Group>
        <SegmentedControl
          aria-label="Khoảng thời gian"
          data={PERIOD_OPTIONS}
          value={periodOf(filters) ?? ''}
          onChange={(p) => onChange({ ...filters, ...periodRange(p as StatisticsPeriod) })}
        />
      </Group>
      {lookupsFailed && (
        <Text c="red" size="sm" role="alert" mb="sm">
          {WORK_MESSAGES.filtersLoad}
        </Text>
      )}
      <SimpleGrid cols={{ base: 2, md: 3, lg: 5 }}>
        <Select
          label="Không gian làm việc"
          searchable
          data={(workspaces.data ?? []).map((w) => ({ value: String(w.id), label: w.tieuDe }))}
          {...pick('workspaceId')}
        />
        <Select
          label="Cột"
          data={(columns.data ?? []).map((c) => ({ value: String(c.id), label: c.tenCot }))}
          disabled={!workspaceId}
          error={columns.isError ? WORK_MESSAGES.columnsLoad : undefined}
          {...pick('columnId')}
          placeholder={workspaceId ? 'Tất cả' : 'Chọn không gian làm việc trước'}
        />
        <Select
          label="Người được giao"
          searchable
          data={(people.data ?? []).map((u) => ({ value: String(u.idNguoiDung), label: u.hoTen }))}
          {...pick('assignedUserId')}
          placeholder={people.needsWorkspace ? 'Chọn không gian làm việc trước' : 'Tất cả'}
        />
        <Select
          label="Trạng thái"
          data={STATUS_OPTIONS}
          {...pick('trangThaiCongViec')}
          onChange={(v) => set('trangThaiCongViec', (v ?? '') as TaskStatus | '')}
        />
        <Select
          label="Độ ưu tiên"
          data={PRIORITY_OPTIONS}
          {...pick('doUuTien')}
          onChange={(v) => set('doUuTien', (v ?? '') as TaskPriority | '')}
        />
        <Select label="Quá hạn" data={OVERDUE_OPTIONS} {...pick('isOverdue')} />
        {departments.allowed && (
          <Select
            label="Phòng ban"
            searchable
            data={(departments.data ?? []).map((d) => ({ value: String(d.idPhongBan), label: d.tenPhongBan }))}
            {...pick('phongBanId')}
          />
        )}
        <DateField label="Từ ngày" value={filters.startDate} onChange={(v) => set('startDate', v)} />
        <DateField label="Đến ngày" value={filters.endDate} onChange={(v) => set('endDate', v)} />
      </SimpleGrid>
    </Card>
  );
}
