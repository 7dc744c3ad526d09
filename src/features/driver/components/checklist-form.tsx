import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconX } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import type { ChecklistItem, CurrentAssignment, Severity } from '@/contracts/fleet';
import { FLEET_MESSAGES, SEVERITY_LABELS } from '@/contracts/fleet-vocabulary';
import { PhotoField } from '@/ui/photo-field';
import { EmptyView, ErrorState, LoadingState } from '@/ui/query-state';
import { useCheckOnSubmit } from '@/ui/use-check-on-submit';
import { useQueueing } from '@/ui/use-queueing';
import { useChecklistItems } from '../api/get-checklist-items';
import {
  answer,
  type ChecklistDraft,
  checklistFormProblem,
  checklistPayload,
  criticalNgCount,
  type NumberField,
} from '../model/forms';
import { enqueue, notifySaved } from '../offline';
import { BigActionButton, CONTROL_H } from './driver-screen';
import { BigNumberInput, BigTextarea, recordedOdoHint } from './fields';

const SEVERITY_COLORS: Record<Severity, string> = { CRITICAL: 'red', WARNING: 'orange', INFO: 'gray' };

export const checklistLabel = (bienSo: string, ng: number) =>
  `Checklist đầu ca ${bienSo}${ng > 0 ? ` · ${ng} hạng mục lỗi` : ' · tất cả OK'}`;

/**
 * The start-of-shift checklist (spec 003 §5): every item OK or NG with big toggles; NG on a
 * CRITICAL or WARNING item needs a note and a photo, NG on INFO a note; OK clears both. The
 * odometer is required. `onDone(critical)` runs once it is queued.
 */
export function ChecklistForm({
  assignment,
  recordedOdo,
  onDone,
}: {
  assignment: CurrentAssignment;
  recordedOdo: number | null;
  onDone: (critical: boolean) => void;
}) {
  const items = useChecklistItems(assignment.xeId);
  const [draft, setDraft] = useState<ChecklistDraft>({});
  const [odo, setOdo] = useState<NumberField>('');
  const list = items.data ?? [];
  const check = useCheckOnSubmit(() => checklistFormProblem(list, draft, odo, recordedOdo));
  const problem = check.problem;
  const { saving, queue } = useQueueing();
  const cards = useRef(new Map<number, HTMLDivElement | null>());
  const odoRef = useRef<HTMLInputElement>(null);

  if (items.isPending) return <LoadingState label="Đang tải danh sách hạng mục..." />;
  if (items.isError && !items.data) {
    return (
      <ErrorState
        title="Lỗi tải danh sách hạng mục"
        error={items.error}
        onRetry={() => void items.refetch()}
        retrying={items.isFetching}
      />
    );
  }
  if (list.length === 0) return <EmptyView title="Xe này chưa có hạng mục checklist nào." />;

  const answered = list.filter((item) => draft[item.id]?.trangThai).length;

  const submit = async () => {
    const found = check.attempt();
    if (found) {
      if (found.itemId === null) odoRef.current?.focus();
      else cards.current.get(found.itemId)?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      return;
    }
    await queue(async () => {
      const { payload, photos } = checklistPayload(assignment.xeId, list, draft, odo);
      const ng = payload.items.filter((a) => a.trangThai === 'NG').length;
      await enqueue({ kind: 'checklist.submit', payload, photos, label: checklistLabel(assignment.bienSo, ng) });
      const critical = criticalNgCount(list, draft) > 0;
      if (critical) {
        notifications.show({ color: 'red', message: FLEET_MESSAGES.checklistCriticalAlert });
      } else {
        notifySaved(FLEET_MESSAGES.checklistSuccess);
      }
      onDone(critical);
    });
  };

  return (
    <Stack gap="md">
      <Card withBorder radius="lg" padding="md">
        <BigNumberInput
          ref={odoRef}
          label="Số ODO hiện tại"
          description={recordedOdoHint(recordedOdo)}
          withAsterisk
          suffix=" km"
          value={odo}
          onChange={setOdo}
          error={problem?.itemId === null ? problem.message : null}
        />
      </Card>

      <Group justify="space-between">
        <Title order={2} size="h4">
          Hạng mục kiểm tra
        </Title>
        <Text fw={600} c={answered === list.length ? 'green.9' : 'dimmed'}>
          Đã kiểm tra {answered}/{list.length}
        </Text>
      </Group>

      {list.map((item) => (
        <ChecklistItemCard
          key={item.id}
          ref={(el) => {
            cards.current.set(item.id, el);
          }}
          item={item}
          value={draft[item.id] ?? {}}
          invalid={problem?.itemId === item.id}
          onAnswer={(result) => setDraft(answer(draft, item.id, result))}
          onNote={(ghiChu) => setDraft({ ...draft, [item.id]: { ...draft[item.id], ghiChu } })}
          onPhoto={(photoId) => setDraft({ ...draft, [item.id]: { ...draft[item.id], photoId } })}
        />
      ))}

      {problem && (
        <Alert color="red" variant="filled" icon={<IconAlertTriangle aria-hidden />} role="alert">
          {problem.message}
        </Alert>
      )}
      <BigActionButton onClick={() => void submit()} loading={saving}>
        Gửi checklist
      </BigActionButton>
    </Stack>
  );
}

function ChecklistItemCard({
  ref,
  item,
  value,
  invalid,
  onAnswer,
  onNote,
  onPhoto,
}: {
  ref: (el: HTMLDivElement | null) => void;
  item: ChecklistItem;
  value: ChecklistDraft[number];
  invalid: boolean;
  onAnswer: (result: 'OK' | 'NG') => void;
  onNote: (note: string) => void;
  onPhoto: (photoId: string | null) => void;
}) {
  const ng = value.trangThai === 'NG';
  const needsPhoto = item.mucDo !== 'INFO';
  return (
    <Card
      ref={ref}
      withBorder
      radius="lg"
      padding="md"
      role="group"
      aria-label={item.tenHangMuc}
      style={invalid ? { borderColor: 'var(--mantine-color-red-7)', borderWidth: 3 } : undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2} miw={0}>
            <Text fw={700} size="lg">
              {item.tenHangMuc}
            </Text>
            {item.moTa && (
              <Text size="sm" c="dimmed">
                {item.moTa}
              </Text>
            )}
          </Stack>
          <Badge color={SEVERITY_COLORS[item.mucDo]} variant="light" size="lg" style={{ flexShrink: 0 }}>
            {SEVERITY_LABELS[item.mucDo]}
          </Badge>
        </Group>
        <Group grow gap="sm">
          <Button
            size="lg"
            h={CONTROL_H + 8}
            px={8}
            color="green.8"
            variant={value.trangThai === 'OK' ? 'filled' : 'outline'}
            leftSection={<IconCheck size={22} aria-hidden />}
            aria-pressed={value.trangThai === 'OK'}
            aria-label={`${item.tenHangMuc}: OK`}
            onClick={() => onAnswer('OK')}
          >
            OK
          </Button>
          <Button
            size="lg"
            h={CONTROL_H + 8}
            px={8}
            color="red.8"
            variant={ng ? 'filled' : 'outline'}
            leftSection={<IconX size={22} aria-hidden />}
            aria-pressed={ng}
            aria-label={`${item.tenHangMuc}: Lỗi (NG)`}
            onClick={() => onAnswer('NG')}
          >
            Lỗi (NG)
          </Button>
        </Group>
        {ng && (
          <Stack gap="sm">
            <BigTextarea
              label="Ghi chú lỗi"
              withAsterisk
              minRows={2}
              value={value.ghiChu ?? ''}
              onChange={(e) => onNote(e.currentTarget.value)}
              maxLength={1000}
            />
            {needsPhoto && (
              <PhotoField
                label={`Ảnh lỗi: ${item.tenHangMuc}`}
                folder="checklist"
                required
                value={value.photoId ?? null}
                onChange={onPhoto}
              />
            )}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
