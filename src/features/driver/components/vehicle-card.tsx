import { Badge } from '@mantine/core';
import { IconTruck } from '@tabler/icons-react';
import type { CurrentAssignment } from '@/contracts/fleet';
import { formatNumber } from '@/lib/format';
import { Fact } from '@/ui/fact';
import classes from './driver-screen.module.css';

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
    <section className={classes.card} aria-label="Xe của bạn">
      <div className={classes.stackSm}>
        <div className={`${classes.row} ${classes.between} ${classes.gapXs}`}>
          <div className={`${classes.row} ${classes.gapIcon}`}>
            <IconTruck size={22} aria-hidden />
            <p className={`${classes.text} ${classes.small} ${classes.dimmed} ${classes.bold}`}>Biển số</p>
          </div>
          {badge && (
            <Badge size="lg" variant="light" color={badge.color} style={{ flexShrink: 0 }}>
              {badge.label}
            </Badge>
          )}
        </div>
        <p className={classes.plate} data-testid="vehicle-plate">
          {assignment.bienSo}
        </p>
        {/* Three equal columns. Not SimpleGrid: its responsive media variables are a <style> built
            and inserted while the dashboard's first screen renders (bench:offline-start). */}
        <div className={`${classes.row} ${classes.top} ${classes.gapXs} ${classes.grow}`}>
          <Fact large label="Hãng xe">
            {assignment.hangXe}
          </Fact>
          <Fact large label="Model">
            {assignment.model}
          </Fact>
          <Fact large label="ODO hiện tại">
            {odo === null ? null : `${formatNumber(odo)} km`}
          </Fact>
        </div>
      </div>
    </section>
  );
}
