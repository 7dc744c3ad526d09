import { ActionIcon, Alert, Anchor, Button, Card, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle, IconEye, IconPencil, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { VEHICLE_MESSAGES, VEHICLE_PAGE_SIZES, type Vehicle } from '@/contracts/fleet-vehicles';
import { formatNumber } from '@/lib/format';
import { AuthImage } from '@/ui/auth-file';
import { ConfirmAction } from '@/ui/confirm-action';
import { DataTable, type DataTableColumn } from '@/ui/data-table';
import { PageHeader } from '../../dispatch/components/page-header';
import { notifyError, notifySuccess } from '../../dispatch/notify';
import { useVehicleTypeOptions } from '../../vehicle-types/api/vehicle-types';
import { useVehicles } from '../api/get-vehicles';
import { useDecommissionVehicle } from '../api/vehicle-mutations';
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
  const [text, setText] = useState(search.q ?? '');
  const [debounced] = useDebouncedValue(text.trim(), 300);
  useEffect(() => {
    if ((debounced || undefined) !== search.q) onSearch({ q: debounced || undefined, page: 0 });
  }, [debounced, search.q, onSearch]);

  const vehicles = useVehicles({ page: search.page, size: search.size, q: search.q });
  const types = useVehicleTypeOptions();
  const decommission = useDecommissionVehicle();
  const [editing, setEditing] = useState<{ vehicle: Vehicle | null } | null>(null);
  const [viewing, setViewing] = useState<Vehicle | null>(null);
  const [retiring, setRetiring] = useState<Vehicle | null>(null);

  const confirmDecommission = () => {
    if (!retiring) return;
    decommission.mutate(retiring.id, {
      onSuccess: (res) => {
        notifySuccess(res.message || VEHICLE_MESSAGES.decommissioned);
        setRetiring(null);
      },
      onError: (error) => notifyError(error, VEHICLE_MESSAGES.actionError),
    });
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
    {
      key: 'actions',
      header: 'Thao tác',
      align: 'right',
      width: 132,
      render: (v) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Tooltip label="Xem chi tiết">
            <ActionIcon variant="subtle" aria-label={`Xem xe ${v.bienSo}`} onClick={() => setViewing(v)}>
              <IconEye size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Sửa">
            <ActionIcon variant="subtle" aria-label={`Sửa xe ${v.bienSo}`} onClick={() => setEditing({ vehicle: v })}>
              <IconPencil size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={v.trangThai === 'DECOMMISSIONED' ? 'Đã ngưng hoạt động' : 'Ngưng hoạt động'}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Ngưng hoạt động xe ${v.bienSo}`}
              disabled={v.trangThai === 'DECOMMISSIONED'}
              onClick={() => setRetiring(v)}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md" p={{ base: 'sm', md: 'lg' }}>
      <PageHeader
        title="Quản lý xe"
        actions={
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing({ vehicle: null })}>
            Thêm xe
          </Button>
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
          <DataTable
            label="Danh sách xe"
            columns={columns}
            rows={vehicles.data?.content}
            rowKey={(v) => v.id}
            loading={vehicles.isFetching}
            error={vehicles.error}
            errorText={VEHICLE_MESSAGES.loadError}
            onRetry={() => void vehicles.refetch()}
            emptyText={search.q ? 'Không tìm thấy xe phù hợp.' : 'Chưa có xe nào.'}
            page={search.page}
            pageSize={search.size}
            totalElements={vehicles.data?.totalElements ?? 0}
            totalPages={vehicles.data?.totalPages}
            pageSizes={VEHICLE_PAGE_SIZES}
            onPageChange={(page) => onSearch({ page })}
            onPageSizeChange={(size, page) => onSearch({ size, page })}
          />
        </Stack>
      </Card>

      <VehicleFormModal opened={editing !== null} vehicle={editing?.vehicle ?? null} onClose={() => setEditing(null)} />
      <VehicleDetailModal vehicle={viewing} onClose={() => setViewing(null)} />
      <ConfirmAction
        opened={retiring !== null}
        title="Ngưng hoạt động xe"
        message={`Ngưng hoạt động xe ${retiring?.bienSo ?? ''}?`}
        confirmLabel="Ngưng hoạt động"
        loading={decommission.isPending}
        onConfirm={confirmDecommission}
        onCancel={() => setRetiring(null)}
      >
        <Text size="sm" c="dimmed">
          Xe không bị xóa: chuyển sang "Ngưng hoạt động" để giữ lại lịch sử phân công, checklist, xăng dầu và bảo dưỡng
          — cách này tốt hơn xóa hẳn. Xe sẽ không còn được giao cho tài xế; có thể mở lại bằng cách sửa trạng thái.
        </Text>
      </ConfirmAction>
    </Stack>
  );
}
