import { Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconEdit, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { FLEET_MESSAGES } from '@/contracts/fleet-vocabulary';
import { formatDateTime, formatTime } from '@/lib/format';
import { byOccurredDesc, heldBehind, isUnsent, payloadNumber, payloadString } from '@/offline/outbox-view';
import type { OutboxItem } from '@/offline/types';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { OutboxStatusBadge } from '@/ui/outbox-status-badge';
import { PhotoThumb } from '@/ui/photo-thumb';
import { EmptyView, LoadingState } from '@/ui/query-state';
import { SendNowButton } from '@/ui/sync-chip';
import { useCurrentAssignment } from '../api/get-current-assignment';
import { discardItem, notifyFailed, retryItem, useDriverOutbox } from '../offline';
import { DispatchButtons } from './dispatch-buttons';
import { CONTROL_H, DriverScreen } from './driver-screen';
import { SosModal } from './sos-modal';

export const DISCARD_QUESTION = 'Xóa mục này? Dữ liệu chưa gửi sẽ mất.';

/** Kinds whose form can be reopened, prefilled, when the server refused them. */
const EDITABLE = new Set<OutboxItem['kind']>(['fuel.report', 'sos.report']);

/**
 * /tai-xe-hang-doi ('Hàng đợi gửi'): every report this phone holds for the driver — what it is,
 * when, its photos, status, attempts and the server's message — with retry, discard (asked
 * first) and, for refused fuel and SOS reports, edit. Nothing leaves the list silently.
 */
export function OutboxPage({ userId }: { userId: number }) {
  const outbox = useDriverOutbox(userId);
  const bienSo = useCurrentAssignment().data?.bienSo ?? null;
  const navigate = useNavigate();
  const [discarding, setDiscarding] = useState<OutboxItem | null>(null);
  const [editingSos, setEditingSos] = useState<OutboxItem | undefined>(undefined);

  if (!outbox) {
    return (
      <DriverScreen title="Hàng đợi gửi">
        <LoadingState />
      </DriverScreen>
    );
  }
  const unsent = outbox.filter(isUnsent).sort(byOccurredDesc);
  const sent = outbox.filter((item) => !isUnsent(item)).sort(byOccurredDesc);

  const edit = (item: OutboxItem) => {
    if (item.kind === 'fuel.report') void navigate({ to: '/tai-xe-do-xang', search: { edit: item.id } });
    else setEditingSos(item);
  };

  return (
    <DriverScreen title="Hàng đợi gửi">
      {outbox.length === 0 && <EmptyView title="Không có mục nào trong hàng đợi." />}
      {unsent.length > 0 && (
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4">
            Chưa gửi ({unsent.length})
          </Title>
          {unsent.some((item) => item.status === 'queued') && <SendNowButton />}
        </Group>
      )}
      {unsent.map((item) => (
        <OutboxCard
          key={item.id}
          item={item}
          heldBy={heldBehind(item, outbox)}
          onRetry={() => void retryItem(item.id).catch(notifyFailed)}
          onDiscard={() => setDiscarding(item)}
          onEdit={item.status === 'needs-attention' && EDITABLE.has(item.kind) ? () => edit(item) : undefined}
          bienSo={bienSo}
        />
      ))}
      {sent.length > 0 && (
        <>
          <Divider my="xs" />
          <Title order={2} size="h4">
            Đã gửi ({sent.length})
          </Title>
          {sent.map((item) => (
            <OutboxCard key={item.id} item={item} />
          ))}
        </>
      )}

      <ConfirmDialog
        opened={discarding !== null}
        title="Xóa khỏi hàng đợi"
        message={DISCARD_QUESTION}
        confirmLabel="Xóa"
        cancelLabel="Không xóa"
        color="red"
        onCancel={() => setDiscarding(null)}
        onConfirm={() => {
          const item = discarding;
          setDiscarding(null);
          if (item) void discardItem(item.id).catch(notifyFailed);
        }}
      >
        {discarding && <Text fw={600}>{discarding.label}</Text>}
      </ConfirmDialog>
      <SosModal
        opened={editingSos !== undefined}
        onClose={() => setEditingSos(undefined)}
        userId={userId}
        bienSo={bienSo}
        editing={editingSos}
      />
    </DriverScreen>
  );
}

const cardId = (item: OutboxItem) => `outbox-${item.id}`;

/**
 * One report and what happens next: sending, its next automatic try, 'Cần xử lý' with the server's
 * message and what fixes it, or — behind a refused report of the same vehicle/order — which one
 * to deal with first. Nothing just sits there.
 */
function OutboxCard({
  item,
  heldBy = null,
  bienSo = null,
  onRetry,
  onDiscard,
  onEdit,
}: {
  item: OutboxItem;
  heldBy?: OutboxItem | null;
  bienSo?: string | null;
  onRetry?: () => void;
  onDiscard?: () => void;
  onEdit?: () => void;
}) {
  const attention = item.status === 'needs-attention';
  const queued = item.status === 'queued' && heldBy === null;
  const waitingRetry = queued && item.attempts > 0 && item.nextAttemptAt > Date.now();
  return (
    <Card
      withBorder
      radius="lg"
      padding="md"
      id={cardId(item)}
      data-testid="outbox-item"
      data-status={item.status}
      style={attention ? { borderColor: 'var(--mantine-color-red-7)', borderWidth: 2 } : undefined}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {item.label}
          </Text>
          <OutboxStatusBadge item={item} />
        </Group>
        <Text size="sm" c="dimmed">
          {formatDateTime(item.occurredAt)}
          {item.attempts > 0 && ` · Đã thử ${item.attempts} lần`}
          {item.sentAt && ` · Gửi lúc ${formatTime(item.sentAt)}`}
        </Text>
        {item.lastError && item.status !== 'sent' && (
          <Text size="sm" c={attention ? 'red.9' : 'dimmed'} fw={attention ? 700 : 400}>
            {item.lastError.message}
          </Text>
        )}
        {item.status === 'sent' && (item.response as { ghiNhanMuon?: unknown } | undefined)?.ghiNhanMuon === true && (
          <Text size="sm" c="dimmed" data-testid="late-event">
            {FLEET_MESSAGES.lateEventRecorded}
          </Text>
        )}
        {waitingRetry && (
          <Text size="sm" c="dimmed">
            Tự thử lại lúc {formatTime(item.nextAttemptAt)}
          </Text>
        )}
        {queued && !waitingRetry && (
          <Text size="sm" c="dimmed">
            Sẽ tự gửi ngay khi có mạng.
          </Text>
        )}
        {heldBy && (
          <Stack gap={6}>
            <Text size="sm" fw={700} c="orange.9" data-testid="held-behind">
              Chờ xử lý mục trước: {heldBy.label}
            </Text>
            <Button
              variant="light"
              color="orange"
              h={CONTROL_H}
              onClick={() => document.getElementById(cardId(heldBy))?.scrollIntoView({ behavior: 'smooth' })}
            >
              Xem mục cần xử lý
            </Button>
          </Stack>
        )}
        {item.photos.length > 0 && (
          <Group gap="xs">
            {item.photos.map((photo) => (
              <PhotoThumb key={photo.photoId} photoId={photo.photoId} alt={`Ảnh của ${item.label}`} size={64} />
            ))}
          </Group>
        )}
        {item.kind === 'sos.report' && item.status !== 'sent' && (
          <DispatchButtons
            sos={{
              bienSo,
              noiDungSuCo: payloadString(item.payload, 'noiDungSuCo') ?? '',
              lat: payloadNumber(item.payload, 'lat'),
              lng: payloadNumber(item.payload, 'lng'),
            }}
          />
        )}
        {onEdit && item.status !== 'sending' && (
          <Button variant="filled" h={CONTROL_H} leftSection={<IconEdit size={20} aria-hidden />} onClick={onEdit}>
            Sửa và gửi lại
          </Button>
        )}
        {(onRetry || onDiscard) && item.status !== 'sending' && (
          <Group grow gap="sm">
            {onRetry && !heldBy && (
              <Button
                variant="light"
                h={CONTROL_H}
                leftSection={<IconRefresh size={20} aria-hidden />}
                onClick={onRetry}
              >
                Thử lại
              </Button>
            )}
            {onDiscard && (
              <Button
                variant="light"
                color="red"
                h={CONTROL_H}
                leftSection={<IconTrash size={20} aria-hidden />}
                onClick={onDiscard}
              >
                Xóa
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
