import { Badge, Button, Card, Divider, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { TimePicker } from '@mantine/dates';
import { type AttendanceDayDetail, adjustRequest } from '@/contracts/attendance';
import { ATTENDANCE_ADMIN_MESSAGES as A, DAY_STATUS_LABELS, SO_CONG_STEP } from '@/contracts/attendance-vocabulary';
import { formatCong } from '@/lib/attendance-calendar';
import { formatDate, formatDateTime, formatTime } from '@/lib/format';
import { Fact } from '@/ui/fact';
import { HalfDayCards } from '@/ui/half-day-cards';
import { NumberField } from '@/ui/number-field';
import { ErrorState, LoadingState } from '@/ui/query-state';
import { useCheckOnSubmit } from '@/ui/use-check-on-submit';
import { useFormModal } from '@/ui/use-form-modal';
import { useAdjustDay, useAttendanceDay } from '../api/attendance-admin';
import { type AdjustValues, adjustFieldErrors, adjustRequestOf, adjustValues } from '../model/matrix';

export type OpenDay = { userId: number; hoTen: string; date: string };

/** The day modal: earliest in, latest out, work days, activities, each half-day, and the adjust form. */
export function DayModal({ day, canEdit, onClose }: { day: OpenDay | null; canEdit: boolean; onClose: () => void }) {
  const detail = useAttendanceDay(day && { userId: day.userId, date: day.date });
  const d = detail.data;
  return (
    <Modal
      opened={day !== null}
      onClose={onClose}
      size="xl"
      title={day ? `${day.hoTen} — ${formatDate(`${day.date}T12:00:00+07:00`)}` : ''}
    >
      {detail.isPending && day && <LoadingState />}
      {detail.isError && (
        <ErrorState error={detail.error} onRetry={() => void detail.refetch()} retrying={detail.isFetching} />
      )}
      {d && day && (
        <Stack gap="md">
          <Summary d={d} />
          <HalfDayCards sessions={d.chiTietBuoi} />
          <Activities d={d} />
          {canEdit && <AdjustForm day={day} detail={d} onDone={onClose} />}
        </Stack>
      )}
    </Modal>
  );
}

function Summary({ d }: { d: AttendanceDayDetail }) {
  return (
    <Card withBorder padding="sm">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Fact label="Giờ vào sớm nhất">{formatTime(d.gioVaoTong) || '—'}</Fact>
        <Fact label="Giờ ra muộn nhất">{formatTime(d.gioRaTong) || '—'}</Fact>
        <Fact label="Số công">
          <span data-testid="day-so-cong">{formatCong(d.soCong)}</span>
          {d.soCongDieuChinh !== null && (
            <Text span size="xs" c="violet.7" ml={6}>
              (điều chỉnh, tính từ chấm công: {formatCong(d.soCongTinh)})
            </Text>
          )}
        </Fact>
        <Fact label="Trạng thái">
          <Badge variant="light" color={d.dangMo ? 'blue' : d.status === 'ABSENT' ? 'red' : 'green'}>
            {DAY_STATUS_LABELS[d.status]}
          </Badge>
        </Fact>
      </SimpleGrid>
    </Card>
  );
}

function Activities({ d }: { d: AttendanceDayDetail }) {
  return (
    <Card withBorder padding="sm">
      <Title order={5} mb="xs">
        Hoạt động
      </Title>
      {d.hoatDong.length === 0 ? (
        <Text size="sm" c="dimmed">
          Chưa có hoạt động nào.
        </Text>
      ) : (
        <Stack gap={6} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {d.hoatDong.map((a) => (
            <Group key={`${a.at}-${a.kind}-${a.text}`} component="li" gap="xs" wrap="nowrap" align="flex-start">
              <Text size="sm" c="dimmed" miw={130} style={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(a.at)}
              </Text>
              <Text size="sm">
                {a.text}
                {a.by ? ` — ${a.by}` : ''}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}

const initialValues = (form: AttendanceDayDetail['adjustForm']) => adjustValues(form);

function AdjustForm({ day, detail, onDone }: { day: OpenDay; detail: AttendanceDayDetail; onDone: () => void }) {
  const adjust = useAdjustDay();
  const { values, setValues, errors, setErrors, formError, parse, saveCallbacks } = useFormModal(
    true,
    detail.adjustForm,
    initialValues,
  );
  const live = useCheckOnSubmit(() => adjustFieldErrors(day.userId, day.date, values));
  // Once submitted, each field shows its message as it changes; a refused save's field message
  // stays until that field is edited.
  const fieldError = (key: keyof AdjustValues) => live.problem?.[key] ?? errors[key];
  const set = <K extends keyof AdjustValues>(key: K, value: AdjustValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors(({ [key]: _edited, ...rest }) => rest);
  };
  const submit = () => {
    live.attempt();
    const body = parse(adjustRequest, (v) => adjustRequestOf(day.userId, day.date, v));
    if (!body) return;
    adjust.mutate(body, saveCallbacks(A.adjusted, onDone, A.adjustFailed));
  };
  const time = (key: 'sangVao' | 'sangRa' | 'chieuVao' | 'chieuRa', label: string) => (
    // 24-hour whatever the browser's locale (a native time input shows AM/PM on an English browser).
    <TimePicker
      label={label}
      format="24h"
      clearable
      value={values[key]}
      onChange={(v) => set(key, v)}
      error={fieldError(key)}
    />
  );
  return (
    <form
      noValidate
      aria-label="Chỉnh sửa chấm công"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Divider label="Chỉnh sửa chấm công" labelPosition="left" mb="sm" />
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          {time('sangVao', 'Sáng vào')}
          {time('sangRa', 'Sáng ra')}
          {time('chieuVao', 'Chiều vào')}
          {time('chieuRa', 'Chiều ra')}
        </SimpleGrid>
        <NumberField
          label="Số công (ghi đè)"
          description="Để trống: tính theo giờ chấm công."
          value={values.soCong}
          onChange={(v) => set('soCong', v)}
          step={SO_CONG_STEP}
          pointIsDecimal
          error={fieldError('soCong')}
          w={260}
        />
        {formError && (
          <Text c="red" size="sm" role="alert">
            {formError}
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={adjust.isPending}>
            Lưu chỉnh sửa
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
