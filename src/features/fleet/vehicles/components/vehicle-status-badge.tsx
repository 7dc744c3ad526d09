import { Badge } from '@mantine/core';
import type { VehicleStatus } from '@/contracts/fleet';
import { VEHICLE_STATUS_COLORS } from '@/contracts/fleet-vehicles';
import { VEHICLE_STATUS_LABELS } from '@/contracts/fleet-vocabulary';

export function VehicleStatusBadge({ status }: { status: VehicleStatus }) {
  return (
    <Badge color={VEHICLE_STATUS_COLORS[status]} variant="light">
      {VEHICLE_STATUS_LABELS[status]}
    </Badge>
  );
}
