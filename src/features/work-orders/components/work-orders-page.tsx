import {
  Button,
  Card,
  Checkbox,
  Group,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import type { WorkOrder, WorkOrderStatsQuery, WorkOrderStatus } from '@/contracts/work-orders';
import {
  WORK_ORDER_MESSAGES as M,
  REWARD_TYPE_LABELS,
  REWARD_TYPES,
  WORK_ORDER_STATUS_LABELS,
  WORK_ORDER_STATUSES,
  WORK_ORDER_TYPE_LABELS,
  WORK_ORDER_TYPES,
} from '@/contracts/work-orders-vocabulary';
import { DateField } from '@/ui/date-fields';
import { PageHeader } from '@/ui/page-header';
import { EmptyView, ErrorState, LoadingState } from '@/ui/query-state';
import { useWorkOrderPages, useWorkOrderStats } from '../api/work-orders';
import {
  defaultFilters,
  type Filters,
  groupByColumn,
  initialViewMode,
  pageSizeOf,
  VIEW_MODE_STORAGE_KEY,
  type ViewMode,
} from '../model/view';
import { CreateOrderModal } from './create-order-modal';
import { type OrderAction, OrderCard } from './order-card';
import { OrderDetailModal } from './order-detail-modal';
import { StampModal } from './stamp-modal';
import { AssignModal, CloseOutModal } from './users-modal';

type Open = { kind: OrderAction; order: WorkOrder } | { kind: 'create' } | null;

const readStoredMode = () => {
  try {
    return localStorage.getItem(VIEW_MODE_STORAGE_KEY);
  } catch {
    return null;
  }
};

/** "Quản lý Lệnh" (spec 002 §2.7): filters, stat tiles, cards or kanban, and the order's modals. */
export function WorkOrdersPage({
  openOrderId,
  onOpenOrder,
}: {
  /** The order whose detail is open: kept in the address (`?lenh=`), so a notification can open it. */
  openOrderId: number | null;
  onOpenOrder: (id: number | null) => void;
}) {
  const [mode, setMode] = useState<ViewMode>(() => initialViewMode(readStoredMode(), window.innerWidth));
  const [draft, setDraft] = useState<Filters>(() => defaultFilters());
  const [filters, setFilters] = useState<Filters>(draft);
  const edit =
    <K extends keyof Filters>(key: K) =>
    (value: Filters[K]) =>
      setDraft((d) => ({ ...d, [key]: value }));
  const [open, setOpen] = useState<Open>(null);
  // The card a detail was opened from: its modal shows it while the full detail loads.
  const opened = useRef<WorkOrder | null>(null);
  const stats = useWorkOrderStats(filters);
  const close = () => setOpen(null);
  const onAction = (kind: OrderAction, order: WorkOrder) => {
    if (kind === 'detail') {
      opened.current = order;
      onOpenOrder(order.idLenh);
    } else setOpen({ kind, order });
  };

  const changeMode = (next: ViewMode) => {
    setMode(next);
    try {
      localStorage.setItem(VIEW_MODE_STORAGE_KEY, next);
    } catch {
      // Private mode: the choice lasts for this visit only.
    }
  };
  const search = () => setFilters({ ...draft, keyword: draft.keyword.trim() });
  // A failed stats call shows zeros (spec 002 §8): the list below says what went wrong.
  const s = stats.data;
  const tiles = [
    { label: 'Tổng lệnh', value: s?.tongLenh ?? 0, color: undefined },
    { label: 'Nhân viên chờ xác nhận', value: s?.pending ?? 0, color: 'yellow.8' },
    { label: 'Nhân viên đã đồng ý', value: s?.accepted ?? 0, color: 'green.8' },
    { label: 'Từ chối / hết hạn', value: (s?.declined ?? 0) + (s?.expired ?? 0), color: 'red.8' },
  ];

  return (
    <Stack gap="md">
      <PageHeader
        title="Quản lý Lệnh"
        actions={
          <>
            <SegmentedControl
              aria-label="Kiểu hiển thị"
              value={mode}
              onChange={(v) => changeMode(v as ViewMode)}
              data={[
                { value: 'card', label: 'Thẻ' },
                { value: 'kanban', label: 'Kanban' },
              ]}
            />
            <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setOpen({ kind: 'create' })}>
              Tạo lệnh
            </Button>
          </>
        }
      />
      <Paper withBorder p="sm" radius="md">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            search();
          }}
        >
          <Group gap="sm" align="flex-end" wrap="wrap">
            <DateField label="Từ ngày" value={draft.from} onChange={edit('from')} />
            <DateField label="Đến ngày" value={draft.to} onChange={edit('to')} />
            <Select
              label="Loại lệnh"
              placeholder="Tất cả"
              clearable
              data={WORK_ORDER_TYPES.map((v) => ({ value: v, label: WORK_ORDER_TYPE_LABELS[v] }))}
              value={draft.loai || null}
              onChange={(v) => edit('loai')(v ?? '')}
              w={160}
            />
            <Select
              label="Kiểu thưởng"
              placeholder="Tất cả"
              clearable
              data={REWARD_TYPES.map((v) => ({ value: v, label: REWARD_TYPE_LABELS[v] }))}
              value={draft.kieuThuong || null}
              onChange={(v) => edit('kieuThuong')(v ?? '')}
              w={160}
            />
            <TextInput
              label="Từ khóa"
              placeholder="Tiêu đề, mô tả..."
              value={draft.keyword}
              onChange={(e) => edit('keyword')(e.currentTarget.value)}
              maxLength={100}
              style={{ flex: 1, minWidth: 180 }}
            />
            <Button type="submit" leftSection={<IconSearch size={18} aria-hidden />}>
              Tìm kiếm
            </Button>
          </Group>
          <Checkbox
            mt="sm"
            label="Luôn hiện lệnh Nháp và Đang chạy (mọi ngày)"
            description="Bỏ chọn để chỉ xem lệnh bắt đầu trong khoảng ngày đã chọn."
            checked={draft.dangMo}
            onChange={(e) => edit('dangMo')(e.currentTarget.checked)}
          />
        </form>
      </Paper>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        {tiles.map((t) => (
          <Card key={t.label} withBorder padding="sm" radius="md">
            <Text size="sm" c="dimmed">
              {t.label}
            </Text>
            <Text fz={26} fw={700} c={t.color} aria-label={t.label}>
              {t.value}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      {mode === 'card' ? (
        <CardList filters={filters} onAction={onAction} />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="sm" style={{ alignItems: 'start' }}>
          {WORK_ORDER_STATUSES.map((status) => (
            <KanbanColumn key={status} status={status} filters={filters} onAction={onAction} />
          ))}
        </SimpleGrid>
      )}
      {open?.kind === 'create' && (
        <CreateOrderModal onClose={close} onCreated={(order) => setOpen({ kind: 'assign', order })} />
      )}
      {open?.kind === 'assign' && <AssignModal order={open.order} onClose={close} />}
      {open?.kind === 'closeOut' && <CloseOutModal order={open.order} onClose={close} />}
      {openOrderId !== null && (
        <OrderDetailModal
          orderId={openOrderId}
          order={opened.current?.idLenh === openOrderId ? opened.current : undefined}
          onClose={() => onOpenOrder(null)}
        />
      )}
      {(open?.kind === 'start' || open?.kind === 'end') && (
        <StampModal key={`${open.kind}-${open.order.idLenh}`} order={open.order} action={open.kind} onClose={close} />
      )}
    </Stack>
  );
}

type ListProps = { filters: WorkOrderStatsQuery; onAction: (a: OrderAction, o: WorkOrder) => void };

function usePagedOrders(filters: WorkOrderStatsQuery, mode: ViewMode, trangThai?: WorkOrderStatus) {
  const pages = useWorkOrderPages({ ...filters, trangThai, size: pageSizeOf(mode) });
  const items = pages.data?.pages.flatMap((p) => p.content) ?? [];
  const total = pages.data?.pages[0]?.totalElements ?? 0;
  const more = pages.hasNextPage ? (
    <Button variant="default" onClick={() => void pages.fetchNextPage()} loading={pages.isFetchingNextPage}>
      Tải thêm
    </Button>
  ) : null;
  const state = pages.isPending ? (
    <LoadingState />
  ) : pages.isError && !pages.data ? (
    <ErrorState error={pages.error} onRetry={() => void pages.refetch()} />
  ) : null;
  return { items, total, more, state };
}

function CardList({ filters, onAction }: ListProps) {
  const { items, more, state } = usePagedOrders(filters, 'card');
  if (state) return state;
  if (items.length === 0) return <EmptyView title={M.empty} />;
  return (
    <Stack gap="sm" align="center">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" w="100%">
        {items.map((o) => (
          <OrderCard key={o.idLenh} order={o} onAction={onAction} />
        ))}
      </SimpleGrid>
      {more}
    </Stack>
  );
}

function KanbanColumn({ status, filters, onAction }: ListProps & { status: WorkOrderStatus }) {
  const { items, total, more, state } = usePagedOrders(filters, 'kanban', status);
  // The server answers by status; the grouping keeps an unknown one out of RUNNING / ENDED.
  const shown = groupByColumn(items)[status];
  const label = WORK_ORDER_STATUS_LABELS[status];
  return (
    <Paper withBorder radius="md" p="sm" bg="gray.0" component="section" aria-label={`Cột ${label}`}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h5">
            {label}
          </Title>
          <Text size="sm" c="dimmed">
            {total}
          </Text>
        </Group>
        {state ??
          (shown.length === 0 ? (
            <Text c="dimmed" ta="center" py="md">
              {M.emptyColumn}
            </Text>
          ) : (
            shown.map((o) => <OrderCard key={o.idLenh} order={o} onAction={onAction} />)
          ))}
        {more}
      </Stack>
    </Paper>
  );
}
