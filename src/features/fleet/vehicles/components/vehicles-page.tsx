import { Alert, Anchor, Button, Card, Stack, Text, TextInput } from '@mantine/core';
import {
  IconAlertTriangle,
  IconEye,
  IconGauge,
  IconPencil,
  IconPlus,
  IconSearch,
  IconShieldCheck,
  IconTrash,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { VEHICLE_MESSAGES, VEHICLE_PAGE_SIZES, type Vehicle } from '@/contracts/fleet-vehicles';
import { useCan } from '@/lib/current-user';
import { formatNumber } from '@/lib/format';
import { AuthImage } from '@/ui/auth-file';
import { ConfirmAction } from '@/ui/confirm-action';
import type { DataTableColumn } from '@/ui/data-table';
import { PageHeader } from '@/ui/page-header';
import { PagedTable } from '@/ui/paged-table';
import { actionsColumn, RowAction } from '@/ui/row-actions';
import { useConfirmRow } from '@/ui/use-confirm-row';
import { useSearchText } from '../../shared/use-search-text';
import { useVehicleTypeOptions } from '../../vehicle-types/api/vehicle-types';
import { useVehicles } from '../api/get-vehicles';
import { useDecommissionVehicle } from '../api/vehicle-mutations';
import { OdoCorrectionModal, ReleaseVehicleModal } from './vehicle-decision-modals';
import { VehicleDetailModal } from './vehicle-detail-modal';
import { VehicleFormModal } from './vehicle-form-modal';
import { VehicleStatusBadge } from './vehicle-status-badge';

export type VehiclesSearch = { page: number; size: number; q?: string };

/** "Quản lý xe": search, server-paged register, add/edit, detail and decommission. */
export function VehiclesPage({
  search,
  onSearch,
}: {
  search: VehiclesSearch;
  onSearch: (s: Partial<VehiclesSearch>) => void;
}) {
  const [text, setText] = useSearchText(search.q, onSearch);

  const vehicles = useVehicles({ page: search.page, size: search.size, q: search.q });
  const types = useVehicleTypeOptions();
  // The add button only for XE_THEM (the server refuses the POST anyway).
  const can = useCan();
  const decommission = useDecommissionVehicle();
  const [editing, setEditing] = useState<{ vehicle: Vehicle | null } | null>(null);
  const [viewing, setViewing] = useState<Vehicle | null>(null);
  // The office's audited decisions (issue 11): odometer correction, release of a stopped vehicle.
  const [correcting, setCorrecting] = useState<Vehicle | null>(null);
  const [releasing, setReleasing] = useState<Vehicle | null>(null);
  const canEdit = can('XE_SUA');
  const retiring = useConfirmRow<Vehicle>();

  const confirmDecommission = () => {
    if (!retiring.row) return;
    decommission.mutate(
      retiring.row.id,
      retiring.callbacks((res) => res.message || VEHICLE_MESSAGES.decommissioned, VEHICLE_MESSAGES.actionError),
    );
  };

  const columns: DataTableColumn<Vehicle>[] = [
    {
      key: 'photo',
      header: 'Ảnh',
      width: 84,
      render: (v) => (
        <AuthImage
          src={v.fileUrl}
          alt={`Ảnh xe ${v.bienSo}`}
          w={64}
          h={44}
          fit="cover"
          radius="sm"
          placeholderHeight={44}
        />
      ),
    },
    {
      key: 'bienSo',
      header: 'Biển số',
      render: (v) => (
        <Text fw={600} size="sm">
          {v.bienSo}
        </Text>
      ),
    },
    { key: 'loai', header: 'Loại xe', render: (v) => v.tenLoaiXe ?? '—' },
    { key: 'hang', header: 'Hãng xe', render: (v) => [v.hangXe, v.model].filter(Boolean).join(' ') || '—' },
    { key: 'odo', header: 'ODO (km)', align: 'right', render: (v) => formatNumber(v.odoGanNhat) },
    { key: 'fuel', header: 'Nhiên liệu', render: (v) => v.loaiNhienLieu ?? '—' },
    { key: 'status', header: 'Trạng thái', render: (v) => <VehicleStatusBadge status={v.trangThai} /> },
    actionsColumn(canEdit ? 200 : 132, (v) => (
      <>
        <RowAction tooltip="Xem chi tiết" label={`Xem xe ${v.bienSo}`} icon={IconEye} onClick={() => setViewing(v)} />
        <RowAction
          tooltip="Sửa"
          label={`Sửa xe ${v.bienSo}`}
          icon={IconPencil}
          onClick={() => setEditing({ vehicle: v })}
        />
        {canEdit && (
          <RowAction
            tooltip="Điều chỉnh ODO"
            label={`Điều chỉnh ODO xe ${v.bienSo}`}
            icon={IconGauge}
            onClick={() => setCorrecting(v)}
          />
        )}
        {canEdit && (
          <RowAction
            tooltip={v.trangThai === 'MAINTENANCE' ? 'Cho phép vận hành' : 'Xe không bị tạm dừng'}
            label={`Cho phép xe ${v.bienSo} vận hành`}
            icon={IconShieldCheck}
            color="orange"
            disabled={v.trangThai !== 'MAINTENANCE'}
            onClick={() => setReleasing(v)}
          />
        )}
        <RowAction
          tooltip={v.trangThai === 'DECOMMISSIONED' ? 'Đã ngưng hoạt động' : 'Ngưng hoạt động'}
          label={`Ngưng hoạt động xe ${v.bienSo}`}
          icon={IconTrash}
          color="red"
          disabled={v.trangThai === 'DECOMMISSIONED'}
          onClick={() => retiring.open(v)}
        />
      </>
    )),
  ];

  return (
    <Stack gap="md" p={{ base: 'sm', md: 'lg' }}>
      <PageHeader
        title="Quản lý xe"
        actions={
          can('XE_THEM') && (
            <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing({ vehicle: null })}>
              Thêm xe
            </Button>
          )
        }
      />
      {types.isSuccess && types.data.length === 0 && (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />}>
          {VEHICLE_MESSAGES.noTypesHint}{' '}
          <Anchor component={Link} to="/quan-ly-loai-xe">
            Quản lý Loại Xe
          </Anchor>
        </Alert>
      )}
      <Card withBorder radius="md" p="md">
        <Stack gap="sm">
          <TextInput
            label="Tìm kiếm"
            placeholder="Biển số hoặc loại xe…"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            w={{ base: '100%', sm: 320 }}
          />
          <PagedTable
            label="Danh sách xe"
            columns={columns}
            query={vehicles}
            rowKey={(v) => v.id}
            error={vehicles.error}
            errorText={VEHICLE_MESSAGES.loadError}
            emptyText={search.q ? 'Không tìm thấy xe phù hợp.' : 'Chưa có xe nào.'}
            page={search.page}
            size={search.size}
            pageSizes={VEHICLE_PAGE_SIZES}
            onPaging={onSearch}
          />
        </Stack>
      </Card>

      <VehicleFormModal opened={editing !== null} vehicle={editing?.vehicle ?? null} onClose={() => setEditing(null)} />
      <VehicleDetailModal vehicle={viewing} onClose={() => setViewing(null)} />
      <OdoCorrectionModal vehicle={correcting} onClose={() => setCorrecting(null)} />
      <ReleaseVehicleModal vehicle={releasing} onClose={() => setReleasing(null)} />
      <ConfirmAction
        opened={retiring.row !== null}
        title="Ngưng hoạt động xe"
        message={`Ngưng hoạt động xe ${retiring.row?.bienSo ?? ''}?`}
        confirmLabel="Ngưng hoạt động"
        loading={decommission.isPending}
        onConfirm={confirmDecommission}
        onCancel={() => retiring.close()}
      >
        <Text size="sm" c="dimmed">
          Xe không bị xóa: chuyển sang "Ngưng hoạt động" để giữ lại lịch sử phân công, checklist, xăng dầu và bảo dưỡng
          — cách này tốt hơn xóa hẳn. Xe sẽ không còn được giao cho tài xế; có thể mở lại bằng cách sửa trạng thái.
        </Text>
      </ConfirmAction>
    </Stack>
  );
}
