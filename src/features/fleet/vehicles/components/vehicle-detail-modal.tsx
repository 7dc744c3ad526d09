import { Group, Modal, Stack, Table, Text } from '@mantine/core';
import { VEHICLE_LOG_TYPE_LABELS, type Vehicle, type VehicleLogEntry } from '@/contracts/fleet-vehicles';
import { VEHICLE_STATUS_LABELS } from '@/contracts/fleet-vocabulary';
import { formatDateTime, formatNumber } from '@/lib/format';
import { AuthImage } from '@/ui/auth-file';
import { InfoList } from '@/ui/info-list';
import { useVehicleLog } from '../api/get-vehicles';
import { VehicleStatusBadge } from './vehicle-status-badge';

const amount = (n: number | null, unit: string) => (n === null ? null : `${formatNumber(n)} ${unit}`);

/** Everything recorded about a vehicle, with its photo (tap-free: shown at full width). */
export function VehicleDetailModal({ vehicle, onClose }: { vehicle: Vehicle | null; onClose: () => void }) {
  return (
    <Modal opened={vehicle !== null} onClose={onClose} title={vehicle ? `Xe ${vehicle.bienSo}` : ''} size="lg">
      {vehicle && (
        <Stack gap="md">
          {vehicle.fileUrl && (
            <AuthImage src={vehicle.fileUrl} alt={`Ảnh xe ${vehicle.bienSo}`} mah={360} fit="contain" radius="md" />
          )}
          <Group gap="sm">
            <Text fw={700} size="lg">
              {vehicle.bienSo}
            </Text>
            <VehicleStatusBadge status={vehicle.trangThai} />
          </Group>
          <InfoList
            items={[
              { label: 'Loại xe', value: vehicle.tenLoaiXe },
              { label: 'Tài xế đang giữ xe', value: vehicle.tenTaiXeDuocPhanCong },
              { label: 'Hãng xe', value: vehicle.hangXe },
              { label: 'Model', value: vehicle.model },
              { label: 'Năm sản xuất', value: vehicle.namSx },
              { label: 'Màu sơn', value: vehicle.mauSon },
              { label: 'Số khung', value: vehicle.soKhung },
              { label: 'Số máy', value: vehicle.soMay },
              { label: 'Nhiên liệu', value: vehicle.loaiNhienLieu },
              { label: 'ODO gần nhất', value: amount(vehicle.odoGanNhat, 'km') },
              { label: 'Dung tích bình', value: amount(vehicle.dungTichBinh, 'lít') },
              { label: 'Tiêu hao trung bình', value: amount(vehicle.tieuHaoTb, 'lít/100 km') },
              { label: 'Sức chứa tải', value: amount(vehicle.sucChuaTai, 'tấn') },
              { label: 'Ghi chú', value: vehicle.ghiChu },
            ]}
          />
          <VehicleLog id={vehicle.id} />
        </Stack>
      )}
    </Modal>
  );
}

/** What the change was: "82.600 → 82.410 km" or "Bảo dưỡng → Đã giao". */
const change = (e: VehicleLogEntry) =>
  e.loai === 'SUA_ODO'
    ? `${e.odoCu === null ? '—' : formatNumber(e.odoCu)} → ${e.odoMoi === null ? '—' : formatNumber(e.odoMoi)} km`
    : `${e.trangThaiCu ? VEHICLE_STATUS_LABELS[e.trangThaiCu] : '—'} → ${e.trangThaiMoi ? VEHICLE_STATUS_LABELS[e.trangThaiMoi] : '—'}`;

/** The office's recorded decisions about the vehicle (odometer corrections, releases), newest first. */
function VehicleLog({ id }: { id: number }) {
  const log = useVehicleLog(id);
  if (!log.data?.length) return null;
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        Nhật ký điều chỉnh
      </Text>
      <Table striped withTableBorder aria-label="Nhật ký điều chỉnh xe" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Thời điểm</Table.Th>
            <Table.Th>Thao tác</Table.Th>
            <Table.Th>Thay đổi</Table.Th>
            <Table.Th>Người thực hiện</Table.Th>
            <Table.Th>Lý do</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {log.data.map((e) => (
            <Table.Tr key={e.id}>
              <Table.Td>{formatDateTime(e.thoiDiem)}</Table.Td>
              <Table.Td>{VEHICLE_LOG_TYPE_LABELS[e.loai]}</Table.Td>
              <Table.Td>{change(e)}</Table.Td>
              <Table.Td>{e.tenNguoiThucHien ?? '—'}</Table.Td>
              <Table.Td>{e.lyDo}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
