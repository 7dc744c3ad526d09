import { Badge } from '@mantine/core';
import { VEHICLE_STATUS_LABELS, type VehicleStatus } from '@/contracts/fleet';
import { VEHICLE_STATUS_COLORS } from '@/contracts/fleet-vehicles';

export function VehicleStatusBadge({ status }: { status: VehicleStatus }) {
  return (
    <Badge color={VEHICLE_STATUS_COLORS[status]} variant="light">
      {VEHICLE_STATUS_LABELS[status]}
    </Badge>
  );
}
