import { Group, Loader, Text } from '@mantine/core';
import { IconMapPin, IconMapPinOff } from '@tabler/icons-react';
import { describeFix, type LocationState } from './location';

/** Whether the position will be attached to the report, said plainly (never silently dropped). */
export function LocationLine({
  state,
  deniedText = 'Không lấy được vị trí: bạn đã từ chối quyền vị trí. Báo cáo sẽ không có tọa độ.',
  staleText = 'Chưa xác định được vị trí hiện tại. Báo cáo sẽ không có tọa độ.',
}: {
  state: LocationState;
  deniedText?: string;
  staleText?: string;
}) {
  if (state.status === 'idle') return null;
  if (state.status === 'locating') {
    return (
      <Group gap="xs" c="dimmed" role="status">
        <Loader size="xs" />
        <Text size="sm">Đang lấy vị trí...</Text>
      </Group>
    );
  }
  if (state.status === 'ok') {
    return (
      <Group gap="xs" c="green.9" wrap="nowrap" role="status">
        <IconMapPin size={20} aria-hidden style={{ flexShrink: 0 }} />
        <Text size="sm">Đã lấy vị trí: {describeFix(state.fix)}</Text>
      </Group>
    );
  }
  return (
    <Group gap="xs" c="orange.9" wrap="nowrap" role="status">
      <IconMapPinOff size={20} aria-hidden style={{ flexShrink: 0 }} />
      <Text size="sm" fw={600}>
        {state.status === 'denied' ? deniedText : staleText}
      </Text>
    </Group>
  );
}
