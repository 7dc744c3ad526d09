import { Badge, Button, Card, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconClockHour4 } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { ATTENDANCE_MESSAGES } from '@/contracts/attendance';
import { formatNumber, formatTime } from '@/lib/format';
import { enqueue } from '@/offline/outbox';
import type { OutboxItem } from '@/offline/types';
import { useOutboxItems } from '@/offline/use-outbox';
import { useFreshLocation } from '@/ui/location';
import { LocationLine } from '@/ui/location-line';
import { OUTBOX_STATUS_BADGES } from '@/ui/outbox-status';
import { PhotoField } from '@/ui/photo-field';
import { ErrorState, LoadingState } from '@/ui/query-state';
import { notifyFailed, notifySaved } from '@/ui/saved-toast';
import { useMyStats } from '../api/get-my-stats';
import { useMyToday } from '../api/get-my-today';
import { type PunchKind, punchLocation, todayView } from '../model/punch';

const NO_ITEMS: OutboxItem[] = [];

const hhmm = (value: string | number | null) => formatTime(value) || '—';

/**
 * Today's clock in/out (spec 002 §2.8) on the driver dashboard: 'Chấm vào' or 'Chấm ra' depending
 * on an open session (the server's day plus punches not sent yet), with a front-camera photo and
 * a fresh location. The punch is queued at once, with or without network.
 */
export function ClockCard({ userId }: { userId: number }) {
  const today = useMyToday();
  const stats = useMyStats();
  const items = useOutboxItems(userId) ?? NO_ITEMS;
  const [punching, setPunching] = useState<PunchKind | null>(null);
  const view = todayView(today.data, items, today.dataUpdatedAt);
  const day = today.data;

  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-label="Chấm công hôm nay">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Group gap="xs" wrap="nowrap">
            <IconClockHour4 size={24} aria-hidden />
            <Title order={2} size="h4" style={{ whiteSpace: 'nowrap' }}>
              Chấm công hôm nay
            </Title>
          </Group>
          {view.basedOn ? (
            <Badge color={view.basedOn.status === 'needs-attention' ? 'red' : 'orange'} variant="filled" size="lg">
              {OUTBOX_STATUS_BADGES[view.basedOn.status].label}
            </Badge>
          ) : (
            <Badge color={view.open ? 'green' : 'gray'} variant="light" size="lg">
              {view.open ? 'Đang làm việc' : view.lastOut ? 'Đã kết thúc' : 'Chưa chấm công'}
            </Badge>
          )}
        </Group>

        {today.isError && !day && !view.basedOn ? (
          <ErrorState
            title="Không tải được chấm công"
            error={today.error}
            onRetry={() => void today.refetch()}
            retrying={today.isFetching}
          />
        ) : today.isPending && !view.basedOn ? (
          <LoadingState minHeight={60} />
        ) : (
          <SimpleGrid cols={4} spacing="xs">
            <Fact label="Giờ vào" value={hhmm(view.firstIn)} />
            <Fact label="Giờ ra" value={hhmm(view.lastOut)} />
            <Fact label="Số giờ" value={day ? formatNumber(day.soGio) : '—'} />
            <Fact label="Công / 1,00" value={day ? day.soCong.toFixed(2).replace('.', ',') : '—'} />
          </SimpleGrid>
        )}

        {stats.data && (
          <Text size="sm" c="dimmed">
            Tuần này {formatNumber(stats.data.weekHours)} giờ · Tháng này {formatNumber(stats.data.monthHours)}/
            {formatNumber(stats.data.monthTargetHours)} giờ
          </Text>
        )}
        <Button
          size="lg"
          h={56}
          color={view.open ? 'orange.9' : 'teal.9'}
          onClick={() => setPunching(view.open ? 'attendance.check-out' : 'attendance.check-in')}
        >
          {view.open ? 'Chấm ra' : 'Chấm vào'}
        </Button>
      </Stack>
      <PunchModal kind={punching} onClose={() => setPunching(null)} />
    </Card>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700}>{value}</Text>
    </Stack>
  );
}

function PunchModal({ kind, onClose }: { kind: PunchKind | null; onClose: () => void }) {
  const opened = kind !== null;
  const title = kind === 'attendance.check-out' ? 'Chấm ra' : 'Chấm vào';
  const [photo, setPhoto] = useState<{ id: string; takenAt: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const location = useFreshLocation(opened);

  useEffect(() => {
    if (opened) {
      setPhoto(null);
      setError(null);
    }
  }, [opened]);

  const submit = async () => {
    if (!kind) return;
    if (!photo) {
      setError(ATTENDANCE_MESSAGES.photoRequired);
      return;
    }
    setSaving(true);
    try {
      const { location: where, problem } = punchLocation(await location.fresh(), photo.takenAt);
      await enqueue({
        kind,
        payload: where,
        photos: [{ photoId: photo.id, field: 'anhUrl' }],
        label: `${title} lúc ${hhmm(Date.now())}`,
      });
      notifySaved(
        kind === 'attendance.check-in' ? ATTENDANCE_MESSAGES.checkInSuccess : ATTENDANCE_MESSAGES.checkOutSuccess,
      );
      if (problem) {
        notifications.show({
          color: 'yellow',
          message: problem === 'denied' ? ATTENDANCE_MESSAGES.locationDenied : ATTENDANCE_MESSAGES.locationStale,
          autoClose: 6000,
        });
      }
      onClose();
    } catch (cause) {
      notifyFailed(cause);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={title} fullScreen radius={0}>
      <Stack gap="md">
        <PhotoField
          label="Ảnh chân dung"
          folder="attendance"
          facingMode="user"
          required
          value={photo?.id ?? null}
          onChange={(id) => {
            setPhoto(id ? { id, takenAt: Date.now() } : null);
            setError(null);
          }}
          error={error}
        />
        <LocationLine
          state={location.state}
          deniedText={ATTENDANCE_MESSAGES.locationDenied}
          staleText={ATTENDANCE_MESSAGES.locationStale}
        />
        {location.state.status !== 'ok' && location.state.status !== 'locating' && (
          <Button variant="default" h={48} onClick={() => void location.retry()}>
            Thử lấy lại vị trí
          </Button>
        )}
        <Group grow gap="sm">
          <Button variant="default" size="lg" h={56} onClick={onClose}>
            Hủy
          </Button>
          <Button size="lg" h={56} onClick={() => void submit()} loading={saving}>
            {title}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
