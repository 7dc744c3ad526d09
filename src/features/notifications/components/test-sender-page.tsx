import { Button, Card, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSend } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { NOTIFICATION_MESSAGES as M, TEST_NOTIFICATION_TYPES } from '@/contracts/notifications';
import { errorMessage } from '@/lib/client-error';
import { notifySuccess } from '@/ui/notify';
import { useCreateNotification } from '../api/create-notification';
import { parseRecipients } from '../model/recipients';

/** Spec 002 §2.10 / §9: recipients 2 and 3, type NEW_COMMENT. */
export const TEST_SENDER_DEFAULTS = {
  recipients: '2,3',
  type: 'NEW_COMMENT',
  objectType: '',
  objectId: '',
} as const;

/**
 * 'Gửi thông báo thử' (spec 002 §2.10): recipient ids, type, object type and id. The list is checked
 * here with the spec's texts; the server checks the ids exist. Errors read 'Có lỗi xảy ra: …'.
 */
export function TestSenderPage() {
  const [form, setForm] = useState<Record<keyof typeof TEST_SENDER_DEFAULTS, string>>({ ...TEST_SENDER_DEFAULTS });
  const [recipientsError, setRecipientsError] = useState<string | null>(null);
  const create = useCreateNotification();
  const set = (key: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const recipients = parseRecipients(form.recipients);
    if (!recipients.ok) {
      setRecipientsError(recipients.error);
      return;
    }
    setRecipientsError(null);
    create.mutate(
      {
        idNguoiNhans: recipients.ids,
        loaiThongBao: form.type,
        loaiDoiTuong: form.objectType.trim() || null,
        idDoiTuong: form.objectId.trim() || null,
      },
      {
        onSuccess: (res) => notifySuccess(res.message),
        onError: (error) => notifications.show({ color: 'red', message: `${M.testErrorPrefix}${errorMessage(error)}` }),
      },
    );
  };

  return (
    <Card withBorder radius="lg" padding="lg" maw={720}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text c="dimmed" size="sm">
            Gửi một thông báo tới các người dùng theo ID để kiểm tra chuông và thông báo đẩy.
          </Text>
          <TextInput
            label="Danh sách ID người nhận"
            description="Các ID cách nhau bằng dấu phẩy, ví dụ: 2,3"
            value={form.recipients}
            onChange={(e) => set('recipients')(e.currentTarget.value)}
            error={recipientsError}
            required
          />
          <Select
            label="Loại thông báo"
            data={[...TEST_NOTIFICATION_TYPES]}
            value={form.type}
            onChange={(v) => set('type')(v ?? TEST_SENDER_DEFAULTS.type)}
            allowDeselect={false}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Loại đối tượng"
              placeholder="Ví dụ: CONG_VIEC"
              value={form.objectType}
              onChange={(e) => set('objectType')(e.currentTarget.value)}
            />
            <TextInput
              label="ID đối tượng"
              inputMode="numeric"
              placeholder="Ví dụ: 15"
              value={form.objectId}
              onChange={(e) => set('objectId')(e.currentTarget.value)}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" leftSection={<IconSend size={18} aria-hidden />} loading={create.isPending}>
              Gửi thông báo
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
