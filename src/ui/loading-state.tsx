import { Center, Group, Loader, Text } from '@mantine/core';

/** "Đang tải..." with a spinner; its own module because the router's pending view is in the entry. */
export function LoadingState({ label = 'Đang tải...', minHeight = 160 }: { label?: string; minHeight?: number }) {
  return (
    <Center mih={minHeight} role="status" aria-live="polite">
      <Group gap="sm">
        <Loader size="sm" />
        <Text c="dimmed">{label}</Text>
      </Group>
    </Center>
  );
}
