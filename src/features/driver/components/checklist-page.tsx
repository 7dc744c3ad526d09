import { Alert, Card, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { FLEET_MESSAGES } from '@/contracts/fleet-vocabulary';
import { ErrorState, LoadingState } from '@/ui/query-state';
import { useCurrentAssignment } from '../api/get-current-assignment';
import { deriveDashboard } from '../model/dashboard-state';
import { useDriverItems } from '../offline';
import { ChecklistForm } from './checklist-form';
import { DriverScreen } from './driver-screen';
import { VehicleCard } from './vehicle-card';

/**
 * /tai-xe-checklist: the start-of-shift checklist for the assigned vehicle. Once queued the driver
 * goes back to the dashboard — to the maintenance tab at once when a CRITICAL item is NG.
 */
export function ChecklistPage({ userId }: { userId: number }) {
  const navigate = useNavigate();
  const assignment = useCurrentAssignment();
  const items = useDriverItems(userId);
  const view = deriveDashboard({
    assignment: {
      status: assignment.status,
      data: assignment.data,
      error: assignment.error,
      dataUpdatedAt: assignment.dataUpdatedAt,
    },
    items,
    checkoutOpen: false,
  });

  let body: React.ReactNode;
  if (view.step === 'LOADING') body = <LoadingState />;
  else if (view.step === 'ERROR') {
    body = (
      <ErrorState
        title="Lỗi tải dữ liệu dashboard"
        error={view.error}
        onRetry={() => void assignment.refetch()}
        retrying={assignment.isFetching}
      />
    );
  } else if (!view.assignment) {
    body = (
      <Card withBorder radius="lg" padding="lg">
        <Text size="lg" fw={600} ta="center">
          {FLEET_MESSAGES.noAssignment}
        </Text>
      </Card>
    );
  } else {
    body = (
      <>
        <VehicleCard assignment={view.assignment} odo={view.currentOdo} />
        {view.step === 'ASSIGNED' && (
          <Alert color="yellow" variant="light" icon={<IconInfoCircle aria-hidden />}>
            Bạn chưa nhận xe. Checklist vẫn được ghi nhận, nhưng hãy nhận xe ở bảng điều khiển trước khi chạy.
          </Alert>
        )}
        <ChecklistForm
          assignment={view.assignment}
          recordedOdo={view.currentOdo}
          onDone={(critical) =>
            void navigate({ to: '/tai-xe', search: critical ? { tab: 'bao_duong' } : {}, replace: true })
          }
        />
      </>
    );
  }
  return <DriverScreen title="Checklist đầu ca">{body}</DriverScreen>;
}
