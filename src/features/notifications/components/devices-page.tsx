import { Alert, Badge, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconDeviceMobilePlus, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { NOTIFICATION_MESSAGES as M, type PushDevice } from '@/contracts/notifications';
import { formatDateTime } from '@/lib/format';
import { ConfirmAction } from '@/ui/confirm-action';
import { notifySuccess } from '@/ui/notify';
import { EmptyView, ErrorState, LoadingState } from '@/ui/query-state';
import { useMyDevices } from '../api/get-devices';
import { useAddThisDevice, usePushState, useRemoveDevice } from '../api/push';
import { deviceName } from '../model/device-name';
import { pushErrorText } from './push-toggle';

/** The push service, not the secret path: 'fcm.googleapis.com'. */
const serviceOf = (endpoint: string) => {
  try {
    return new URL(endpoint).host;
  } catch {
    return endpoint;
  }
};

/**
 * 'Quản lý thiết bị' (spec 000 §2): this user's devices that receive push, adding this one,
 * reloading, cancelling one, an empty state, and why push cannot work in this browser.
 */
export function DevicesPage() {
  const devices = useMyDevices();
  const state = usePushState();
  const add = useAddThisDevice();
  const remove = useRemoveDevice();
  const [removing, setRemoving] = useState<PushDevice | null>(null);
  const thisEndpoint = state.data?.endpoint ?? null;

  const onAdd = () =>
    add.mutate(undefined, {
      onSuccess: () => notifySuccess(M.deviceAdded),
      onError: (error) => notifications.show({ color: 'red', message: pushErrorText(error, M.deviceAddFailed) }),
    });
  const onRemove = (device: PushDevice) =>
    remove.mutate(device.endpoint, {
      onSuccess: () => notifySuccess(M.deviceRemoved),
      onError: () => notifications.show({ color: 'red', message: M.deviceRemoveFailed }),
      onSettled: () => setRemoving(null),
    });

  return (
    <Card withBorder radius="lg" padding="lg" maw={1040}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text c="dimmed" size="sm" maw={560}>
            Các trình duyệt nhận thông báo đẩy của bạn, kể cả khi không mở ứng dụng.
          </Text>
          <Group gap="sm">
            <Button
              leftSection={<IconDeviceMobilePlus size={18} aria-hidden />}
              onClick={onAdd}
              loading={add.isPending}
              disabled={Boolean(thisEndpoint) || state.data?.serviceWorker === false}
            >
              Thêm thiết bị này
            </Button>
            <Button
              variant="default"
              leftSection={<IconRefresh size={18} aria-hidden />}
              onClick={() => void Promise.all([devices.refetch(), state.refetch()])}
              loading={devices.isFetching}
            >
              Tải lại
            </Button>
          </Group>
        </Group>

        {state.data && !state.data.serviceWorker && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
            {M.noServiceWorker}
          </Alert>
        )}
        {state.data?.serviceWorker && !state.data.pushSupported && (
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
            {M.pushUnsupported}
          </Alert>
        )}
        {state.data?.permission === 'denied' && (
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
            {M.pushBlocked}
          </Alert>
        )}

        {devices.isPending ? (
          <LoadingState />
        ) : devices.isError ? (
          <ErrorState error={devices.error} onRetry={() => void devices.refetch()} retrying={devices.isFetching} />
        ) : devices.data.length === 0 ? (
          <EmptyView
            title="Chưa có thiết bị nào nhận thông báo."
            description="Bấm 'Thêm thiết bị này' hoặc 'Bật Real-time' trên thanh tiêu đề để nhận thông báo trên trình duyệt này."
          />
        ) : (
          <Table.ScrollContainer minWidth={680}>
            <Table verticalSpacing="sm" highlightOnHover aria-label="Thiết bị nhận thông báo">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Thiết bị</Table.Th>
                  <Table.Th>Dịch vụ đẩy</Table.Th>
                  <Table.Th>Ngày đăng ký</Table.Th>
                  <Table.Th w={120} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {devices.data.map((d) => (
                  <Table.Tr key={d.id}>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Text size="sm" fw={600} title={d.userAgent ?? undefined}>
                          {deviceName(d.userAgent)}
                        </Text>
                        {d.endpoint === thisEndpoint && (
                          <Badge size="sm" variant="light" color="green">
                            Thiết bị này
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" c="dimmed" title={d.endpoint}>
                        {serviceOf(d.endpoint)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{formatDateTime(d.createdAt)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        color="red"
                        variant="light"
                        leftSection={<IconTrash size={14} aria-hidden />}
                        onClick={() => setRemoving(d)}
                      >
                        Hủy
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <ConfirmAction
        opened={removing !== null}
        title="Hủy thiết bị"
        message={`Thiết bị "${deviceName(removing?.userAgent ?? null)}" sẽ không nhận thông báo nữa.`}
        confirmLabel="Hủy thiết bị"
        loading={remove.isPending}
        onConfirm={() => removing && onRemove(removing)}
        onCancel={() => setRemoving(null)}
      />
    </Card>
  );
}
