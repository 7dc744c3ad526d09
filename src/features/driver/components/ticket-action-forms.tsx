import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconTool } from '@tabler/icons-react';
import { useState } from 'react';
import { MAINTENANCE_MESSAGES as M } from '@/contracts/fleet-maintenance';
import type { OutboxItem } from '@/offline/types';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { PhotoField } from '@/ui/photo-field';
import { useCheckOnSubmit } from '@/ui/use-check-on-submit';
import { useQueueing } from '@/ui/use-queueing';
import {
  type CompleteField,
  type CompleteValues,
  completePayload,
  completeProblem,
  type QuoteValues,
  quotePayload,
  quoteProblem,
} from '../model/ticket-forms';
import { editItem, enqueue, notifySaved } from '../offline';
import { BigActionButton, PRIMARY_H } from './driver-screen';
import { BigNumberInput, BigTextarea } from './fields';

/**
 * The driver's three steps on a ticket. Each is queued in the outbox (dated by the phone) and the
 * screen moves on at once, online or not. A form keeps what was typed on a bad input; with
 * `editing` it reopens a step the server refused and replaces it.
 */
interface FormProps<V> {
  phieuId: number;
  initial: V;
  /** Every change, so the page can keep a draft while the modal is closed. */
  onDraft?: (values: V) => void;
  editing?: OutboxItem;
  onQueued?: () => void;
}

/** The values (each change also kept as the page's draft) and their problem, shown from the first submit on. */
function useFormState<V, P>(initial: V, problemOf: (values: V) => P | null, onDraft?: (values: V) => void) {
  const [values, setValues] = useState<V>(initial);
  const check = useCheckOnSubmit(() => problemOf(values));
  const set = <K extends keyof V>(key: K, value: V[K]) => {
    const next = { ...values, [key]: value };
    setValues(next);
    onDraft?.(next);
  };
  return { values, error: check.problem, attempt: check.attempt, set };
}

/** Queues (or, for a refused step, replaces) and tells the driver; inside useQueueing's `queue`. */
async function save(
  editing: OutboxItem | undefined,
  queue: () => Promise<unknown>,
  payload: Record<string, unknown>,
  photos: { photoId: string; field: string }[],
  success: string,
): Promise<void> {
  if (editing) await editItem(editing.id, payload, photos);
  else await queue();
  notifySaved(success);
}

const FieldsAlert = ({ message }: { message: string }) => (
  <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
    {message}
  </Alert>
);

/** Quote (MOI → CHO_DUYET): garage, proposed price > 0, optional photo of the quote. */
export function QuoteForm({ phieuId, initial, onDraft, editing, onQueued }: FormProps<QuoteValues>) {
  const form = useFormState(initial, quoteProblem, onDraft);
  const { saving, queue } = useQueueing();
  const { values, error } = form;

  const submit = async () => {
    if (form.attempt()) return;
    const { payload, photos } = quotePayload(phieuId, values);
    const ok = await queue(() =>
      save(editing, () => enqueue({ kind: 'ticket.quote', payload, photos }), payload, photos, M.quoted),
    );
    if (ok) onQueued?.();
  };

  return (
    <Stack gap="md">
      <TextInput
        label="Gara đề xuất"
        withAsterisk
        size="lg"
        maxLength={255}
        autoComplete="off"
        styles={{ input: { minHeight: PRIMARY_H } }}
        value={values.garaDeXuat}
        onChange={(e) => form.set('garaDeXuat', e.currentTarget.value)}
        error={error?.field === 'garaDeXuat' ? error.message : null}
      />
      <BigNumberInput
        label="Giá đề xuất"
        withAsterisk
        suffix=" đ"
        value={values.giaDeXuat}
        onChange={(v) => form.set('giaDeXuat', v)}
        error={error?.field === 'giaDeXuat' ? error.message : null}
      />
      <PhotoField
        label="Ảnh báo giá"
        folder="bao_duong_bao_gia"
        description="Không bắt buộc"
        value={values.photoId}
        onChange={(id) => form.set('photoId', id)}
      />
      <Button size="lg" h={PRIMARY_H} onClick={() => void submit()} loading={saving}>
        {editing ? 'Lưu & gửi lại' : 'Gửi báo giá'}
      </Button>
    </Stack>
  );
}

/** Start (DA_DUYET → DANG_SUA): one big button, then the spec's confirmation. */
export function StartAction({ phieuId }: { phieuId: number }) {
  const [asking, setAsking] = useState(false);
  const { saving, queue } = useQueueing();
  const start = async () => {
    const payload = { phieuId };
    await queue(() => save(undefined, () => enqueue({ kind: 'ticket.start', payload }), payload, [], M.started));
    setAsking(false);
  };
  return (
    <>
      <BigActionButton leftSection={<IconTool size={26} aria-hidden />} onClick={() => setAsking(true)}>
        Gara đã bắt đầu sửa
      </BigActionButton>
      <ConfirmDialog
        opened={asking}
        title="Bắt đầu sửa chữa"
        message={M.confirmStart}
        confirmLabel="Bắt đầu sửa"
        loading={saving}
        onConfirm={() => void start()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}

/**
 * Completion (DANG_SUA → CHO_THANH_TOAN): odometer, actual cost and the receipt photo, then a
 * confirmation; a cost above 1.5× the approved price (when the phone knows it) needs a note.
 */
export function CompleteForm({
  phieuId,
  initial,
  onDraft,
  editing,
  onQueued,
  approved = null,
}: FormProps<CompleteValues> & { approved?: number | null }) {
  const form = useFormState(initial, (values) => completeProblem(values, null, approved), onDraft);
  const [asking, setAsking] = useState(false);
  const { saving, queue } = useQueueing();
  const { values, error } = form;
  const fieldError = (field: CompleteField) => (error?.field === field ? error.message : null);

  const check = () => {
    if (!form.attempt()) setAsking(true);
  };
  const submit = async () => {
    const { payload, photos } = completePayload(phieuId, values);
    const ok = await queue(() =>
      save(editing, () => enqueue({ kind: 'ticket.complete', payload, photos }), payload, photos, M.completed),
    );
    setAsking(false);
    if (ok) onQueued?.();
  };

  return (
    <Stack gap="md">
      <BigNumberInput
        label="ODO hoàn thành"
        withAsterisk
        suffix=" km"
        value={values.odoHoanThanh}
        onChange={(v) => form.set('odoHoanThanh', v)}
        error={fieldError('odoHoanThanh')}
      />
      <BigNumberInput
        label="Chi phí thực tế"
        withAsterisk
        suffix=" đ"
        value={values.chiPhiThucTe}
        onChange={(v) => form.set('chiPhiThucTe', v)}
        error={fieldError('chiPhiThucTe')}
      />
      <PhotoField
        label="Ảnh biên lai"
        folder="bao_duong_bien_lai"
        required
        value={values.photoId}
        onChange={(id) => form.set('photoId', id)}
        error={error?.field === 'bienLai' && !values.photoId ? ' ' : null}
      />
      {error?.field === 'bienLai' && <FieldsAlert message={error.message} />}
      <BigTextarea
        label="Ghi chú hoàn thành"
        description="Bắt buộc khi chi phí thực tế vượt quá 1,5 lần giá đã duyệt."
        withAsterisk={error?.field === 'ghiChuHoanThanh'}
        minRows={2}
        maxLength={1000}
        value={values.ghiChuHoanThanh}
        onChange={(e) => form.set('ghiChuHoanThanh', e.currentTarget.value)}
        error={fieldError('ghiChuHoanThanh')}
      />
      <Group grow>
        <Button size="lg" h={PRIMARY_H} color="green.8" onClick={check} loading={saving}>
          {editing ? 'Lưu & gửi lại' : 'Xác nhận hoàn thành'}
        </Button>
      </Group>
      <ConfirmDialog
        opened={asking}
        title="Xác nhận hoàn thành"
        message={M.confirmComplete}
        confirmLabel="Xác nhận hoàn thành"
        color="green.8"
        loading={saving}
        onConfirm={() => void submit()}
        onCancel={() => setAsking(false)}
      />
    </Stack>
  );
}
