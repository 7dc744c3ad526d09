import { Alert, Badge, Button, Card, Group, Modal, SimpleGrid, Stack, Tabs, Text, Textarea } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { FUEL_STATUSES, FuelLog } from '@/contracts/fleet';
import { litresPer100Km, FUEL_REVIEW_MESSAGES as R } from '@/contracts/fleet-maintenance';
import { FUEL_STATUS_LABELS } from '@/contracts/fleet-vocabulary';
import { FUEL_PAGE_SIZES } from '@/contracts/vocabulary';
import { useCan } from '@/lib/current-user';
import { formatDateTime, formatMoney, formatNumber } from '@/lib/format';
import { AuthImage } from '@/ui/auth-file';
import { ConfirmAction } from '@/ui/confirm-action';
import type { DataTableColumn } from '@/ui/data-table';
import { listError, messageOf } from '@/ui/error-text';
import { CrumbHeader } from '@/ui/page-header';
import { PagedTable } from '@/ui/paged-table';
import { DetailQueryState, Field } from '../../shared/components/detail-parts';
import { VehicleFilter } from '../../shared/components/id-filters';
import { plateColumn } from '../../shared/components/plate-column';
import { type FuelListParams, useFuelLog, useFuelLogs, useFuelVehicleOptions } from '../api/get-fuel-logs';
import { useReviewFuelLog } from '../api/review-fuel-log';

export { FUEL_PAGE_SIZES };
export type FuelTab = (typeof FUEL_STATUSES)[number] | 'ALL';
export type FuelSearch = {
  tab: FuelTab;
  xeId?: number;
  tuNgay?: string;
  denNgay?: string;
  page: number;
  size: number;
  id?: number;
};

export const toFuelParams = (s: FuelSearch): FuelListParams => ({
  page: s.page,
  size: s.size,
  trangThai: s.tab === 'ALL' ? undefined : s.tab,
  xeId: s.xeId,
  tuNgay: s.tuNgay,
  denNgay: s.denNgay,
});

const STATUS_COLORS = { CHO_DUYET: 'yellow', DA_DUYET: 'green', TU_CHOI: 'red' } as const;
const StatusBadge = ({ s }: { s: FuelLog['trangThai'] }) => (
  <Badge color={STATUS_COLORS[s]} variant="light">
    {FUEL_STATUS_LABELS[s]}
  </Badge>
);

const columns: DataTableColumn<FuelLog>[] = [
  { key: 'ngayDo', header: 'Ngày đổ', width: 140, render: (l) => formatDateTime(l.ngayDo) },
  plateColumn(),
  { key: 'taiXe', header: 'Tài xế', render: (l) => l.tenTaiXe },
  { key: 'soTien', header: 'Số tiền', align: 'right', render: (l) => formatMoney(l.soTien) },
  { key: 'soLit', header: 'Số lít', align: 'right', render: (l) => formatNumber(l.soLit) },
  { key: 'donGia', header: 'Đơn giá', align: 'right', render: (l) => formatMoney(l.donGia) },
  { key: 'odo', header: 'ODO cuối kỳ', align: 'right', render: (l) => formatNumber(l.odoKmCuoiKy) },
  {
    key: 'km',
    header: 'Km thực tế',
    align: 'right',
    render: (l) => (l.kmThucTe === null ? '—' : formatNumber(l.kmThucTe)),
  },
  { key: 'trangThai', header: 'Trạng thái', width: 120, render: (l) => <StatusBadge s={l.trangThai} /> },
];

const tabLabel: Record<FuelTab, string> = {
  CHO_DUYET: 'Chờ duyệt',
  DA_DUYET: 'Đã duyệt',
  TU_CHOI: 'Từ chối',
  ALL: 'Tất cả',
};
const dayText = (d: Date | string | null) => {
  if (!d) return undefined;
  if (typeof d === 'string') return d.slice(0, 10);
  const x = d;
  return `${x.getFullYear()}-${String(x.getMonth() + 1).padStart(2, '0')}-${String(x.getDate()).padStart(2, '0')}`;
};

/** 'Quản lý xăng dầu': vehicle and date filters, status tabs, paged table, detail with review. */
export function FuelPage({ search, onSearch }: { search: FuelSearch; onSearch: (p: Partial<FuelSearch>) => void }) {
  const logs = useFuelLogs(toFuelParams(search));
  const vehicles = useFuelVehicleOptions();
  return (
    <Stack gap="md">
      <CrumbHeader crumb="Xăng dầu" title="Quản lý xăng dầu" />
      <Tabs value={search.tab} onChange={(v) => onSearch({ tab: (v ?? 'CHO_DUYET') as FuelTab, page: 0 })}>
        <Tabs.List>
          {(['CHO_DUYET', 'DA_DUYET', 'TU_CHOI', 'ALL'] as const).map((t) => (
            <Tabs.Tab key={t} value={t}>
              {tabLabel[t]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Group gap="sm" align="flex-end">
        <VehicleFilter vehicles={vehicles.data} value={search.xeId} onChange={(xeId) => onSearch({ xeId, page: 0 })} />
        <DatePickerInput
          label="Từ ngày"
          placeholder="dd/mm/yyyy"
          valueFormat="DD/MM/YYYY"
          clearable
          value={search.tuNgay ?? null}
          onChange={(d) => onSearch({ tuNgay: dayText(d), page: 0 })}
          w={170}
        />
        <DatePickerInput
          label="Đến ngày"
          placeholder="dd/mm/yyyy"
          valueFormat="DD/MM/YYYY"
          clearable
          value={search.denNgay ?? null}
          onChange={(d) => onSearch({ denNgay: dayText(d), page: 0 })}
          w={170}
        />
      </Group>
      <PagedTable
        label="Danh sách báo cáo xăng dầu"
        columns={columns}
        query={logs}
        rowKey={(l) => l.id}
        error={listError(logs.error, R.listError)}
        emptyText="Không có báo cáo nào."
        page={search.page}
        size={search.size}
        pageSizes={FUEL_PAGE_SIZES}
        onPaging={onSearch}
        onRowClick={(l) => onSearch({ id: l.id })}
        minWidth={1000}
      />
      <FuelDetailModal id={search.id ?? null} onClose={() => onSearch({ id: undefined })} />
    </Stack>
  );
}

function FuelDetailModal({ id, onClose }: { id: number | null; onClose: () => void }) {
  const log = useFuelLog(id);
  const review = useReviewFuelLog();
  const canReview = useCan()('XANG_DAU_DUYET');
  const [approveOpen, setApproveOpen] = useState(false);
  const [rejectOpen, setRejectOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const l = log.data;

  const done = (message: string | undefined) => {
    notifications.show({ color: 'green', message: message ?? '', autoClose: 3000 });
    setApproveOpen(false);
    setRejectOpen(false);
    setReason('');
  };
  const failed = (e: unknown, fallback: string) => {
    notifications.show({ color: 'red', message: messageOf(e, fallback), autoClose: 3000 });
    setApproveOpen(false);
  };

  return (
    <Modal
      opened={id !== null}
      onClose={onClose}
      size="xl"
      centered
      title={l ? `Báo cáo xăng dầu #${l.id}` : 'Chi tiết báo cáo'}
    >
      <DetailQueryState query={log} open={id !== null} loaderLabel="Đang tải" errorText={R.detailError} />
      {l && (
        <Stack gap="md">
          <Group justify="space-between">
            <StatusBadge s={l.trangThai} />
            <Text size="sm" c="dimmed">
              {l.xeBienSo} · {l.tenTaiXe} · {formatDateTime(l.ngayDo)}
            </Text>
          </Group>
          <SimpleGrid cols={2} spacing="md">
            <Card withBorder padding="xs">
              <Text size="sm" fw={600} mb={4}>
                Ảnh biên lai
              </Text>
              <AuthImage src={l.anhBienLaiUrl} alt="Ảnh biên lai" mah={260} fit="contain" placeholderHeight={160} />
            </Card>
            <Card withBorder padding="xs">
              <Text size="sm" fw={600} mb={4}>
                Ảnh đồng hồ ODO
              </Text>
              <AuthImage src={l.anhOdoUrl} alt="Ảnh ODO" mah={260} fit="contain" placeholderHeight={160} />
            </Card>
          </SimpleGrid>
          <Card withBorder padding="sm">
            <Text size="sm" fw={600} mb="xs">
              Chi tiết tính toán
            </Text>
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
              <Field label="Số tiền">{formatMoney(l.soTien)}</Field>
              <Field label="Số lít">{formatNumber(l.soLit)}</Field>
              <Field label="Đơn giá">{formatMoney(l.donGia)}</Field>
              <Field label="Lít / 100 km">
                {litresPer100Km(l.soLit, l.kmThucTe) === null
                  ? null
                  : formatNumber(litresPer100Km(l.soLit, l.kmThucTe))}
              </Field>
              <Field label="ODO đầu kỳ (lần duyệt trước)">
                {l.odoKmDauKy === null ? null : formatNumber(l.odoKmDauKy)}
              </Field>
              <Field label="ODO cuối kỳ">{formatNumber(l.odoKmCuoiKy)}</Field>
              <Field label="Km thực tế">{l.kmThucTe === null ? null : formatNumber(l.kmThucTe)}</Field>
            </SimpleGrid>
          </Card>
          {l.trangThai !== 'CHO_DUYET' && (
            <Alert color={l.trangThai === 'DA_DUYET' ? 'green' : 'red'} variant="light">
              <Text size="sm">
                {l.trangThai === 'DA_DUYET' ? 'Đã duyệt' : 'Đã từ chối'} bởi {l.tenNguoiDuyet ?? '—'} lúc{' '}
                {formatDateTime(l.thoiDiemDuyet)}
              </Text>
              {l.trangThai === 'TU_CHOI' && <Text size="sm">Lý do: {l.ghiChu}</Text>}
            </Alert>
          )}
          {l.trangThai === 'CHO_DUYET' && l.ghiChu && <Field label="Ghi chú của tài xế">{l.ghiChu}</Field>}
          {l.trangThai === 'CHO_DUYET' && !canReview && (
            <Text size="sm" c="dimmed" ta="right">
              Chờ điều phối viên duyệt.
            </Text>
          )}
          {l.trangThai === 'CHO_DUYET' && canReview && (
            <Group justify="flex-end">
              <Button color="red" variant="light" onClick={() => setRejectOpen(true)}>
                Từ chối
              </Button>
              <Button color="green" onClick={() => setApproveOpen(true)}>
                Duyệt
              </Button>
            </Group>
          )}
          <ConfirmAction
            opened={approveOpen}
            title="Duyệt báo cáo"
            message={R.confirmApprove}
            confirmLabel="Duyệt"
            color="green"
            loading={review.isPending}
            onCancel={() => setApproveOpen(false)}
            onConfirm={() =>
              review.mutate(
                { kind: 'approve', id: l.id },
                { onSuccess: (r) => done(r.message), onError: (e) => failed(e, R.approveFallback) },
              )
            }
          />
          <ConfirmAction
            opened={rejectOpen}
            title="Từ chối báo cáo"
            message="Báo cáo sẽ bị từ chối và tài xế thấy lý do."
            confirmLabel="Từ chối"
            loading={review.isPending}
            onCancel={() => {
              setRejectOpen(false);
              setReasonError(null);
            }}
            onConfirm={() => {
              if (!reason.trim()) return setReasonError(R.rejectReasonRequired);
              setReasonError(null);
              review.mutate(
                { kind: 'reject', id: l.id, lyDo: reason.trim() },
                { onSuccess: (r) => done(r.message), onError: (e) => failed(e, R.rejectFallback) },
              );
            }}
          >
            <Textarea
              label={R.rejectPrompt}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              error={reasonError}
              autosize
              minRows={2}
            />
          </ConfirmAction>
        </Stack>
      )}
    </Modal>
  );
}
