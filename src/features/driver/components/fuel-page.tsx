import { Card, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { FLEET_MESSAGES } from '@/contracts/fleet-vocabulary';
import { ErrorState, LoadingState } from '@/ui/query-state';
import { useCurrentAssignment } from '../api/get-current-assignment';
import { currentOdometer } from '../model/dashboard-state';
import { useDriverOutbox } from '../offline';
import { DriverScreen } from './driver-screen';
import { FuelForm } from './fuel-form';

/**
 * /tai-xe-do-xang: the fuel report as its own screen; `?edit=<outbox id>` reopens a report the
 * server refused, prefilled, and replaces it.
 */
export function FuelPage({ userId, editId }: { userId: number; editId?: string }) {
  const navigate = useNavigate();
  const assignment = useCurrentAssignment();
  const outbox = useDriverOutbox(userId);
  const editing = editId ? outbox?.find((item) => item.id === editId && item.kind === 'fuel.report') : undefined;
  const done = () => void navigate(editId ? { to: '/tai-xe-hang-doi' } : { to: '/tai-xe', search: { tab: 'fuel' } });

  let body: React.ReactNode;
  const xeId = editing ? Number(editing.payload.xeId) : assignment.data?.xeId;
  // The vehicle's odometer, to refuse a reading implausibly far above it; not raised by the report
  // being corrected (its refused reading may be the very typo).
  const recordedOdo =
    assignment.data && assignment.data.xeId === xeId
      ? currentOdometer(
          assignment.data,
          (outbox ?? []).filter((item) => item.id !== editId),
          assignment.dataUpdatedAt,
        )
      : null;
  if (editId && !outbox) body = <LoadingState />;
  else if (editId && !editing) {
    body = (
      <Card withBorder radius="lg" padding="lg">
        <Text size="lg" fw={600} ta="center">
          Báo cáo này không còn trong hàng đợi (đã gửi hoặc đã xóa).
        </Text>
      </Card>
    );
  } else if (xeId)
    body = <FuelForm xeId={xeId} recordedOdo={recordedOdo} editing={editing} onDone={done} onCancel={done} />;
  else if (assignment.data === null) {
    body = (
      <Card withBorder radius="lg" padding="lg">
        <Text size="lg" fw={600} ta="center">
          {FLEET_MESSAGES.noAssignment}
        </Text>
      </Card>
    );
  } else if (assignment.isError) {
    body = (
      <ErrorState
        title="Lỗi tải dữ liệu dashboard"
        error={assignment.error}
        onRetry={() => void assignment.refetch()}
        retrying={assignment.isFetching}
      />
    );
  } else body = <LoadingState />;

  return <DriverScreen title={editing ? 'Sửa báo cáo đổ xăng' : 'Báo cáo đổ xăng'}>{body}</DriverScreen>;
}
