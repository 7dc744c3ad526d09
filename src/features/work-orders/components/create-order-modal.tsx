import { Alert, List, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import type { WorkOrder } from '@/contracts/work-orders';
import {
  WORK_ORDER_MESSAGES as M,
  REWARD_TYPE_LABELS,
  REWARD_TYPES,
  TIEN_CONG_STEP,
  WORK_ORDER_HELP,
  WORK_ORDER_TYPE_LABELS,
  WORK_ORDER_TYPES,
} from '@/contracts/work-orders-vocabulary';
import { DateTimeField } from '@/ui/date-fields';
import { FormModal } from '@/ui/form-modal';
import { failureText, notifySuccess } from '@/ui/notify';
import { NumberField } from '@/ui/number-field';
import { useCheckOnSubmit } from '@/ui/use-check-on-submit';
import { useCreateWorkOrder } from '../api/work-orders';
import { type CreateForm, checkCreateForm, EMPTY_CREATE_FORM } from '../model/view';

const typeOptions = WORK_ORDER_TYPES.map((v) => ({ value: v, label: WORK_ORDER_TYPE_LABELS[v] }));
const rewardOptions = REWARD_TYPES.map((v) => ({ value: v, label: REWARD_TYPE_LABELS[v] }));

/** "Tạo lệnh" (spec 002 §2.7, §5): a new order is a draft; the caller opens the assign modal for it. */
export function CreateOrderModal({ onClose, onCreated }: { onClose: () => void; onCreated: (o: WorkOrder) => void }) {
  const [form, setForm] = useState<CreateForm>(EMPTY_CREATE_FORM);
  // From the first submit on, the form's first problem follows every change (and goes once fixed).
  const live = useCheckOnSubmit(() => {
    const check = checkCreateForm(form);
    return check.ok ? null : check;
  });
  const [saveError, setSaveError] = useState<{ title: string; message: string } | null>(null);
  const error = live.problem ?? saveError;
  const create = useCreateWorkOrder();
  const set = (patch: Partial<CreateForm>) => setForm((f) => ({ ...f, ...patch }));
  const fieldError = (k: keyof CreateForm) => (live.problem?.field === k ? true : undefined);

  const submit = () => {
    const check = checkCreateForm(form);
    live.attempt();
    if (!check.ok) return;
    setSaveError(null);
    create.mutate(check.request, {
      onSuccess: (order) => {
        notifySuccess(M.created);
        onCreated(order);
      },
      onError: (e) => setSaveError({ title: M.createFailed, message: failureText(e, M.fallback) }),
    });
  };

  return (
    <FormModal
      opened
      onClose={onClose}
      title="Tạo lệnh"
      size="lg"
      onSubmit={submit}
      formError={null}
      pending={create.isPending}
      submitLabel="Tạo lệnh"
    >
      <Alert
        color="blue"
        variant="light"
        icon={<IconInfoCircle aria-hidden />}
        title="Cách tính tiền thưởng"
        role="note"
      >
        <List size="sm" spacing={2}>
          {WORK_ORDER_HELP.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
      </Alert>
      <TextInput
        label="Tiêu đề"
        withAsterisk
        value={form.tieuDe}
        onChange={(e) => set({ tieuDe: e.currentTarget.value })}
        error={fieldError('tieuDe')}
        maxLength={255}
      />
      <Textarea
        label="Mô tả"
        value={form.moTa}
        onChange={(e) => set({ moTa: e.currentTarget.value })}
        autosize
        minRows={2}
        maxLength={5000}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label="Loại lệnh"
          withAsterisk
          data={typeOptions}
          value={form.loai || null}
          onChange={(v) => set({ loai: v ?? '' })}
          error={fieldError('loai')}
        />
        <Select
          label="Kiểu thưởng"
          withAsterisk
          data={rewardOptions}
          value={form.kieuThuong || null}
          onChange={(v) => set({ kieuThuong: v ?? '' })}
          error={fieldError('kieuThuong')}
        />
        <DateTimeField
          label="Bắt đầu"
          withAsterisk
          value={form.batDau}
          onChange={(v) => set({ batDau: v })}
          error={fieldError('batDau')}
        />
        <DateTimeField
          label="Kết thúc dự kiến"
          withAsterisk={form.kieuThuong === 'HOURLY'}
          value={form.ketThuc}
          onChange={(v) => set({ ketThuc: v })}
          error={fieldError('ketThuc')}
        />
      </SimpleGrid>
      <NumberField
        label={form.kieuThuong === 'DAILY' ? 'Đơn giá (đ/công)' : 'Đơn giá (đ/giờ)'}
        withAsterisk
        step={TIEN_CONG_STEP}
        value={form.tienCong}
        onChange={(v) => set({ tienCong: v })}
        error={fieldError('tienCong')}
      />
      {error && (
        <Alert color="red" variant="light" title={error.title} role="alert">
          {error.message}
        </Alert>
      )}
    </FormModal>
  );
}
