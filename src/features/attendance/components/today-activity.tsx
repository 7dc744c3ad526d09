import { Group, Stack, Text } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { formatTime } from '@/lib/format';
import { OutboxStatusBadge } from '@/ui/outbox-status-badge';
import { SectionCard } from '@/ui/section-card';
import type { ActivityLine } from '../model/today';

/** Today's activity (spec 002 §2.8): punches and order steps, newest first, unsent ones marked. */
export function TodayActivity({ lines }: { lines: readonly ActivityLine[] }) {
  return (
    <SectionCard icon={IconListDetails} title="Hoạt động hôm nay">
      {lines.length === 0 ? (
        <Text size="sm" c="dimmed">
          Chưa có hoạt động nào.
        </Text>
      ) : (
        <Stack gap={6} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {lines.map((line) => (
            <Group
              key={`${line.at}-${line.text}`}
              component="li"
              gap="xs"
              wrap="nowrap"
              justify="space-between"
              align="flex-start"
            >
              <Group gap="xs" wrap="nowrap" align="flex-start" miw={0}>
                <Text size="sm" fw={700} miw={44}>
                  {formatTime(line.at)}
                </Text>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {line.text}
                </Text>
              </Group>
              {line.pending && <OutboxStatusBadge item={line.pending} size="md" />}
            </Group>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
