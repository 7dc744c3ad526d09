import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { OutboxItem } from '@/offline/types';
import { OutboxStatusBadge } from '@/ui/outbox-status-badge';
import { PhotoThumb } from '@/ui/photo-thumb';

export interface RecordPhoto {
  /** On the device (queued items). */
  photoId?: string;
  /** On the server (`/api/files/{id}`). */
  url?: string | null;
  alt: string;
}

/**
 * One row of a driver's list: title, date, a few lines, photos and a badge. Queued rows carry
 * the outbox badge ('Chờ gửi', 'Cần xử lý'…) so it is clear the server does not have them yet.
 */
export function RecordCard({
  title,
  when,
  lines = [],
  photos = [],
  badge,
  queued,
  tone,
}: {
  title: ReactNode;
  when: string;
  lines?: ReactNode[];
  photos?: RecordPhoto[];
  badge?: { label: string; color: string };
  queued?: OutboxItem;
  tone?: 'danger';
}) {
  return (
    <Card
      withBorder
      radius="lg"
      padding="md"
      style={{
        borderStyle: queued ? 'dashed' : undefined,
        borderColor:
          tone === 'danger' ? 'var(--mantine-color-red-7)' : queued ? 'var(--mantine-color-orange-6)' : undefined,
        borderWidth: queued || tone ? 2 : undefined,
      }}
      data-queued={queued ? queued.status : undefined}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Text>
          {queued ? (
            <OutboxStatusBadge item={queued} size="md" />
          ) : (
            badge && (
              <Badge color={badge.color} variant="light" size="md" style={{ flexShrink: 0 }}>
                {badge.label}
              </Badge>
            )
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {when}
        </Text>
        {lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static lines of one card
          <Text key={index} size="sm">
            {line}
          </Text>
        ))}
        {queued?.status === 'needs-attention' && queued.lastError && (
          <Text size="sm" c="red.9" fw={600}>
            {queued.lastError.message}
          </Text>
        )}
        {photos.length > 0 && (
          <Group gap="xs">
            {photos.map((photo) => (
              <PhotoThumb
                key={photo.photoId ?? photo.url ?? photo.alt}
                photoId={photo.photoId}
                url={photo.url}
                alt={photo.alt}
              />
            ))}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
