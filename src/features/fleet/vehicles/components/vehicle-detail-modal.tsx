import { Group, Modal, Stack, Text } from '@mantine/core';
import type { Vehicle } from '@/contracts/fleet-vehicles';
import { formatNumber } from '@/lib/format';
import { AuthImage } from '@/ui/auth-file';
import { InfoList } from '@/ui/info-list';
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
        </Stack>
      )}
    </Modal>
  );
}
