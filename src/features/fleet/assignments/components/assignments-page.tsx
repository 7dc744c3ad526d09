import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Card,
  Grid,
  Group,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowsExchange, IconCirclePlus, IconPlayerStop, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import {
  ASSIGNMENT_MESSAGES,
  ASSIGNMENT_PAGE_SIZES,
  ASSIGNMENT_STATUS_LABELS,
  ASSIGNMENT_TYPE_LABELS,
  type AssignableVehicle,
  type Assignment,
} from '@/contracts/fleet-assignments';
import { VEHICLE_STATUS_LABELS } from '@/contracts/fleet-vocabulary';
import { ApiClientError } from '@/lib/client-error';
import { formatDateTime } from '@/lib/format';
import { AuthImage } from '@/ui/auth-file';
import { ConfirmAction } from '@/ui/confirm-action';
import type { DataTableColumn } from '@/ui/data-table';
import { failureText, notifyError, notifySuccess } from '@/ui/notify';
import { PageHeader } from '@/ui/page-header';
import { PagedTable } from '@/ui/paged-table';
import { useAssignableVehicles, useCurrentOfVehicle, useVehicleHistory } from '../api/get-assignments';
import { useCloseAssignment } from '../api/mutations';
import { AssignModal, HandoverModal } from './assign-modals';

const OUT_OF_SERVICE = new Set(['DECOMMISSIONED', 'MAINTENANCE']);

/** "Lệnh Giao Xe": vehicles on the left, the selected vehicle's order and history on the right. */
export function AssignmentsPage() {
  const [q, setQ] = useState('');
  const [plate] = useDebouncedValue(q.trim(), 300);
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(10);
  const [selected, setSelected] = useState<AssignableVehicle | null>(null);
  const [assigning, setAssigning] = useState<AssignableVehicle | null>(null);
  const [handingOver, setHandingOver] = useState<AssignableVehicle | null>(null);
  const [closing, setClosing] = useState<AssignableVehicle | null>(null);
  const [closeReason, setCloseReason] = useState('');
  const vehicles = useAssignableVehicles({ q: plate || undefined, page, size });
  const close = useCloseAssignment();
  const current = selected ? (vehicles.data?.content.find((v) => v.id === selected.id) ?? selected) : null;

  const busyAlert = (v: AssignableVehicle) => ASSIGNMENT_MESSAGES.busy(v.bienSo, v.tenTaiXe ?? '');
  const startAssign = (v: AssignableVehicle) => {
    if (v.phanCongId) return notifyError(new Error(busyAlert(v)), busyAlert(v));
    setAssigning(v);
  };
  const startHandover = (v: AssignableVehicle) => {
    if (!v.phanCongId)
      return notifyError(new Error(ASSIGNMENT_MESSAGES.noOpenAssignment), ASSIGNMENT_MESSAGES.noOpenAssignment);
    setHandingOver(v);
  };
  const startClose = (v: AssignableVehicle) => {
    if (!v.phanCongId)
      return notifyError(new Error(ASSIGNMENT_MESSAGES.closedOrMissing), ASSIGNMENT_MESSAGES.closedOrMissing);
    setCloseReason('');
    setClosing(v);
  };
  const confirmClose = () => {
    if (!closing?.phanCongId) return;
    close.mutate(
      { id: closing.phanCongId, lyDo: closeReason.trim() || undefined },
      {
        onSuccess: (res) => {
          notifySuccess(res.message ?? ASSIGNMENT_MESSAGES.closeSuccess);
          setClosing(null);
        },
        onError: (e) => notifyError(e, ASSIGNMENT_MESSAGES.closeFailed),
      },
    );
  };

  const columns: DataTableColumn<AssignableVehicle>[] = [
    {
      key: 'photo',
      header: 'Ảnh',
      width: 72,
      render: (v) =>
        v.fileUrl ? (
          <AuthImage
            src={v.fileUrl}
            alt={`Xe ${v.bienSo}`}
            w={56}
            h={40}
            fit="cover"
            radius="sm"
            placeholderHeight={40}
          />
        ) : (
          <Box w={56} h={40} bg="gray.1" style={{ borderRadius: 4 }} />
        ),
    },
    {
      key: 'plate',
      header: 'Biển số',
      render: (v) => (
        <Stack gap={0}>
          <Text fw={600} size="sm">
            {v.bienSo}
          </Text>
          <Text size="xs" c="dimmed">
            {[v.hangXe, v.model].filter(Boolean).join(' ') || '—'}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'holder',
      header: 'Đang giao cho',
      render: (v) =>
        v.tenTaiXe ? (
          <Badge color={v.trangThaiPhanCong === 'IN_USE' ? 'blue' : 'teal'} variant="light">
            {v.tenTaiXe}
          </Badge>
        ) : (
          <Badge color={OUT_OF_SERVICE.has(v.trangThai) ? 'red' : 'gray'} variant="outline">
            {OUT_OF_SERVICE.has(v.trangThai) ? VEHICLE_STATUS_LABELS[v.trangThai] : 'Chưa giao'}
          </Badge>
        ),
    },
    {
      key: 'actions',
      header: 'Thao tác',
      align: 'right',
      render: (v) => (
        <Group gap={4} justify="flex-end" wrap="nowrap" onClick={(e) => e.stopPropagation()}>
          <Tooltip label="Giao xe (lệnh mới)">
            <ActionIcon
              variant="light"
              aria-label={`Giao xe ${v.bienSo}`}
              disabled={OUT_OF_SERVICE.has(v.trangThai) && !v.phanCongId}
              onClick={() => startAssign(v)}
            >
              <IconCirclePlus size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Bàn giao">
            <ActionIcon
              variant="light"
              color="grape"
              aria-label={`Bàn giao xe ${v.bienSo}`}
              disabled={!v.phanCongId}
              onClick={() => startHandover(v)}
            >
              <IconArrowsExchange size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Kết thúc lệnh">
            <ActionIcon
              variant="light"
              color="red"
              aria-label={`Kết thúc lệnh xe ${v.bienSo}`}
              disabled={!v.phanCongId}
              onClick={() => startClose(v)}
            >
              <IconPlayerStop size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];

  const listError =
    vehicles.error &&
    new ApiClientError({
      status: 0,
      code: 'LIST',
      message: failureText(vehicles.error, ASSIGNMENT_MESSAGES.vehiclesLoadFailed),
    });

  return (
    <Stack gap="md" p={{ base: 'sm', md: 'lg' }}>
      <PageHeader title="Lệnh Giao Xe" />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <Card withBorder radius="md" p="md">
            <Stack gap="sm">
              <TextInput
                aria-label="Tìm theo biển số"
                placeholder="Tìm theo biển số…"
                leftSection={<IconSearch size={16} />}
                value={q}
                onChange={(e) => {
                  setQ(e.currentTarget.value);
                  setPage(0);
                }}
              />
              <PagedTable
                label="Danh sách xe"
                columns={columns}
                query={vehicles}
                rowKey={(v) => v.id}
                error={listError || undefined}
                emptyText="Không tìm thấy xe nào."
                page={page}
                size={size}
                pageSizes={ASSIGNMENT_PAGE_SIZES}
                onPaging={(p) => {
                  if (p.size !== undefined) setSize(p.size);
                  setPage(p.page);
                }}
                onRowClick={setSelected}
                minWidth={440}
              />
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <VehiclePanel vehicle={current} onAssign={startAssign} onHandover={startHandover} onClose={startClose} />
        </Grid.Col>
      </Grid>
      <AssignModal vehicle={assigning} onClose={() => setAssigning(null)} />
      <HandoverModal vehicle={handingOver} onClose={() => setHandingOver(null)} />
      <ConfirmAction
        opened={closing !== null}
        title="Kết thúc lệnh giao xe"
        message={`Kết thúc lệnh giao xe ${closing?.bienSo ?? ''} của ${closing?.tenTaiXe ?? ''}? Xe sẽ trở về trạng thái Sẵn sàng.`}
        confirmLabel="Kết thúc lệnh"
        loading={close.isPending}
        onConfirm={confirmClose}
        onCancel={() => setClosing(null)}
      >
        <Textarea
          label="Lý do (không bắt buộc)"
          autosize
          minRows={2}
          value={closeReason}
          onChange={(e) => setCloseReason(e.currentTarget.value)}
        />
      </ConfirmAction>
    </Stack>
  );
}

function VehiclePanel({
  vehicle,
  onAssign,
  onHandover,
  onClose,
}: {
  vehicle: AssignableVehicle | null;
  onAssign: (v: AssignableVehicle) => void;
  onHandover: (v: AssignableVehicle) => void;
  onClose: (v: AssignableVehicle) => void;
}) {
  const current = useCurrentOfVehicle(vehicle?.id ?? null);
  const history = useVehicleHistory(vehicle?.id ?? null);
  if (!vehicle) {
    return (
      <Card withBorder radius="md" p="lg">
        <Text c="dimmed" ta="center">
          Chọn một xe ở danh sách bên trái để xem lệnh giao hiện tại và lịch sử.
        </Text>
      </Card>
    );
  }
  const order = current.data ?? null;
  return (
    <Card withBorder radius="md" p="md" aria-label={`Chi tiết xe ${vehicle.bienSo}`} component="section">
      <Stack gap="sm">
        <Group justify="space-between">
          <Stack gap={0}>
            <Text fw={700} size="lg">
              {vehicle.bienSo}
            </Text>
            <Text size="sm" c="dimmed">
              {[vehicle.tenLoaiXe, vehicle.hangXe, vehicle.model].filter(Boolean).join(' · ')}
            </Text>
          </Stack>
          <Badge variant="light">{VEHICLE_STATUS_LABELS[vehicle.trangThai]}</Badge>
        </Group>
        <Card withBorder radius="sm" p="sm" bg="gray.0">
          {current.isLoading ? (
            <Text size="sm">Đang tải…</Text>
          ) : order ? (
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                Lệnh hiện tại: {order.tenTaiXe}
              </Text>
              <Text size="sm">
                {ASSIGNMENT_TYPE_LABELS[order.loai]} · {ASSIGNMENT_STATUS_LABELS[order.trangThai]} · từ{' '}
                {formatDateTime(order.startAt)}
                {order.endAt ? ` đến ${formatDateTime(order.endAt)}` : ''}
              </Text>
              {order.lyDo && (
                <Text size="xs" c="dimmed">
                  Lý do: {order.lyDo}
                </Text>
              )}
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              Xe chưa được giao cho tài xế nào.
            </Text>
          )}
        </Card>
        <Group gap="xs">
          <Button size="xs" leftSection={<IconCirclePlus size={16} />} onClick={() => onAssign(vehicle)}>
            Giao xe
          </Button>
          <Button size="xs" variant="light" color="grape" disabled={!order} onClick={() => onHandover(vehicle)}>
            Bàn giao
          </Button>
          <Button size="xs" variant="light" color="red" disabled={!order} onClick={() => onClose(vehicle)}>
            Kết thúc lệnh
          </Button>
        </Group>
        <Text fw={600} size="sm" mt="xs">
          Lịch sử giao xe
        </Text>
        <Table.ScrollContainer minWidth={480}>
          <Table striped verticalSpacing={6} aria-label="Lịch sử giao xe">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Tài xế</Table.Th>
                <Table.Th>Loại</Table.Th>
                <Table.Th>Bắt đầu</Table.Th>
                <Table.Th>Kết thúc</Table.Th>
                <Table.Th>Trạng thái</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(history.data ?? []).map((h: Assignment) => (
                <Table.Tr key={h.id}>
                  <Table.Td>{h.tenTaiXe}</Table.Td>
                  <Table.Td>{ASSIGNMENT_TYPE_LABELS[h.loai]}</Table.Td>
                  <Table.Td>{formatDateTime(h.startAt)}</Table.Td>
                  <Table.Td>{formatDateTime(h.closedAt ?? h.endAt) || '—'}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Badge
                      size="sm"
                      variant="light"
                      color={h.trangThai === 'CLOSED' ? 'gray' : 'teal'}
                      style={{ overflow: 'visible' }}
                      styles={{ label: { overflow: 'visible' } }}
                    >
                      {ASSIGNMENT_STATUS_LABELS[h.trangThai]}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
              {history.data?.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={5}>
                    <Text size="sm" c="dimmed" ta="center">
                      Chưa có lịch sử giao xe.
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Card>
  );
}
