import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconTruck } from '@tabler/icons-react';
import type { CurrentAssignment } from '@/contracts/fleet';
import { formatNumber } from '@/lib/format';
import { Fact } from '@/ui/fact';

export interface VehicleBadge {
  label: string;
  color: string;
}

/** Plate, brand, model and the current odometer, large enough to read in the sun. */
export function VehicleCard({
  assignment,
  odo,
  badge,
}: {
  assignment: CurrentAssignment;
  odo: number | null;
  badge?: VehicleBadge;
}) {
  return (
    <Card withBorder radius="lg" padding="md" shadow="xs" component="section" aria-label="Xe của bạn">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap={6} wrap="nowrap">
            <IconTruck size={22} aria-hidden />
            <Text size="sm" c="dimmed" fw={700}>
              Biển số
            </Text>
          </Group>
          {badge && (
            <Badge size="lg" variant="light" color={badge.color} style={{ flexShrink: 0 }}>
              {badge.label}
            </Badge>
          )}
        </Group>
        <Text fz={34} fw={800} lh={1} style={{ whiteSpace: 'nowrap' }} data-testid="vehicle-plate">
          {assignment.bienSo}
        </Text>
        {/* Three equal columns. Not SimpleGrid: its responsive media variables are a <style> built
            and inserted while the dashboard's first screen renders (bench:offline-start). */}
        <Group grow wrap="nowrap" gap="xs" align="flex-start">
          <Fact large label="Hãng xe">
            {assignment.hangXe}
          </Fact>
          <Fact large label="Model">
            {assignment.model}
          </Fact>
          <Fact large label="ODO hiện tại">
            {odo === null ? null : `${formatNumber(odo)} km`}
          </Fact>
        </Group>
      </Stack>
    </Card>
  );
}
