import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { AttendanceSession } from '@/contracts/attendance';
import { PUNCH_STATUS_LABELS, SESSION_LABELS } from '@/contracts/attendance-vocabulary';
import { formatTime } from '@/lib/format';
import { PhotoThumb } from './photo-thumb';

/**
 * A day's sessions by half (spec 002 §2.8, §2.9 day modals): each session's in and out with time,
 * status, photo and place — what the employee and the office both look at.
 */
export function HalfDayCards({ sessions }: { sessions: readonly AttendanceSession[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {(['SANG', 'CHIEU'] as const).map((buoi) => (
        <HalfCard key={buoi} title={SESSION_LABELS[buoi]} sessions={sessions.filter((s) => s.buoi === buoi)} />
      ))}
    </SimpleGrid>
  );
}

function Punch({
  label,
  at,
  status,
  photo,
  place,
}: {
  label: string;
  at: string | null;
  status: string | null;
  photo: string | null;
  place: string | null;
}) {
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Text size="sm" fw={600}>
          {label}: {formatTime(at) || '—'}
        </Text>
        {status && (
          <Badge size="sm" variant="light" color={status === 'DUNG_GIO' ? 'green' : 'orange'}>
            {PUNCH_STATUS_LABELS[status] ?? status}
          </Badge>
        )}
      </Group>
      {photo && (
        // A tap opens it full screen: the office checks the face, the employee their own photo.
        <PhotoThumb url={photo} alt={`Ảnh ${label.toLowerCase()} ${at ? formatTime(at) : ''}`.trim()} size={120} />
      )}
      <Text size="xs" c="dimmed">
        {place || 'Không có địa điểm'}
      </Text>
    </Stack>
  );
}

function HalfCard({ title, sessions }: { title: string; sessions: AttendanceSession[] }) {
  return (
    <Card withBorder padding="sm">
      <Title order={5} mb="xs">
        {title}
      </Title>
      {sessions.length === 0 ? (
        <Text size="sm" c="dimmed">
          Không có chấm công.
        </Text>
      ) : (
        <Stack gap="sm">
          {sessions.map((s) => (
            <SimpleGrid key={s.idCcb} cols={2} spacing="sm">
              <Punch label="Vào" at={s.gioVao} status={s.vaoTrangThai} photo={s.anhVaoUrl} place={s.diaDiemVaoText} />
              <Punch label="Ra" at={s.gioRa} status={s.raTrangThai} photo={s.anhRaUrl} place={s.diaDiemRaText} />
            </SimpleGrid>
          ))}
        </Stack>
      )}
    </Card>
  );
}
