/**
 * /cai-dat-tu-dong-hoa: the webhook URL of each kind, the shared HMAC secret (write-only: blank
 * keeps it), a signed test ping per kind, and everyone's delivery log (MARKETING_DUYET).
 */
import { Alert, Badge, Button, Card, Checkbox, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconPlugConnected } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import {
  AUTOMATION_KIND_LABELS,
  AUTOMATION_KINDS,
  AUTOMATION_SOURCE_LABELS,
  type AutomationKind,
  type AutomationSettings,
} from '@/contracts/automation';
import { AUTOMATION_MESSAGES as M } from '@/contracts/automation-vocabulary';
import { DeliveryLog } from '@/ui/delivery-log';
import { notifyError, notifySuccess } from '@/ui/notify';
import { PageHeader } from '@/ui/page-header';
import { ErrorState, LoadingState } from '@/ui/query-state';
import { useAutomationSettings, useTestAutomation, useUpdateAutomationSettings } from '../api/settings';

export function AutomationSettingsPage() {
  const settings = useAutomationSettings();
  return (
    <Stack gap="md" p={{ base: 'sm', md: 'lg' }}>
      <PageHeader
        title="Cài đặt tự động hóa"
        description="Địa chỉ webhook (n8n) của từng luồng, khóa ký HMAC-SHA256 và nhật ký gửi của mọi người."
      />
      {settings.isPending ? (
        <LoadingState />
      ) : settings.isError && !settings.data ? (
        <ErrorState
          error={settings.error}
          title={M.settingsLoadFailed}
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
        />
      ) : (
        <SettingsForm current={settings.data} />
      )}
      <DeliveryLog title="Nhật ký gửi (mọi người)" showUser />
    </Stack>
  );
}

type Urls = Record<AutomationKind, string>;
const urlsOf = (s: AutomationSettings): Urls =>
  Object.fromEntries(AUTOMATION_KINDS.map((k) => [k, s.endpoints.find((e) => e.kind === k)?.savedUrl ?? ''])) as Urls;

function SettingsForm({ current }: { current: AutomationSettings }) {
  const [urls, setUrls] = useState<Urls>(() => urlsOf(current));
  const [secret, setSecret] = useState('');
  const [clearSecret, setClearSecret] = useState(false);
  const update = useUpdateAutomationSettings();
  const test = useTestAutomation();
  const [testing, setTesting] = useState<AutomationKind | null>(null);
  useEffect(() => setUrls(urlsOf(current)), [current]);

  const save = async (e: FormEvent) => {
    e.preventDefault();
    try {
      const answer = await update.mutateAsync({ urls, secret, clearSecret });
      setSecret('');
      setClearSecret(false);
      notifySuccess(answer.message ?? M.settingsSaved);
    } catch (error) {
      notifyError(error, M.settingsSaveFailed);
    }
  };
  const ping = async (kind: AutomationKind) => {
    setTesting(kind);
    try {
      const result = await test.mutateAsync(kind);
      if (result.ok) notifySuccess(result.message);
      else notifyError(new Error(result.message), result.message);
    } catch (error) {
      notifyError(error, M.settingsSaveFailed);
    } finally {
      setTesting(null);
    }
  };

  return (
    <Card withBorder radius="lg" padding="md">
      <form onSubmit={save} noValidate>
        <Stack gap="md" maw={760}>
          {current.allowPrivate && (
            <Alert color="yellow" variant="light">
              Máy chủ cho phép địa chỉ nội bộ (AUTOMATION_ALLOW_PRIVATE=1).
            </Alert>
          )}
          {current.endpoints.map((ep) => (
            <Stack key={ep.kind} gap={4}>
              <TextInput
                label={AUTOMATION_KIND_LABELS[ep.kind]}
                description={
                  ep.source === 'env'
                    ? `Đang dùng ${ep.envName}: ${ep.url ?? ''}. Nhập để thay; để trống để dùng biến môi trường.`
                    : `Để trống để dùng ${ep.envName} của máy chủ.`
                }
                placeholder="https://n8n.example.vn/webhook/..."
                value={urls[ep.kind]}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  setUrls((u) => ({ ...u, [ep.kind]: value }));
                }}
              />
              <Group gap="xs">
                <Badge variant="light" color={ep.source === 'none' ? 'gray' : 'green'}>
                  {AUTOMATION_SOURCE_LABELS[ep.source]}
                </Badge>
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconPlugConnected size={16} aria-hidden />}
                  onClick={() => void ping(ep.kind)}
                  loading={testing === ep.kind}
                  disabled={testing !== null || ep.source === 'none'}
                  aria-label={`Gửi thử ${AUTOMATION_KIND_LABELS[ep.kind]}`}
                >
                  Gửi thử
                </Button>
              </Group>
            </Stack>
          ))}
          <PasswordInput
            label="Khóa ký webhook (HMAC-SHA256)"
            description={
              current.hasSecret
                ? `${M.secretKeep} Đang dùng: ${AUTOMATION_SOURCE_LABELS[current.secretSource]}.`
                : 'Chưa có khóa: đặt AUTOMATION_WEBHOOK_SECRET hoặc nhập ở đây.'
            }
            value={secret}
            onChange={(e) => setSecret(e.currentTarget.value)}
            disabled={clearSecret}
            autoComplete="new-password"
          />
          {current.secretSource === 'settings' && (
            <Checkbox
              label="Xóa khóa đã lưu (dùng biến môi trường)"
              checked={clearSecret}
              onChange={(e) => setClearSecret(e.currentTarget.checked)}
            />
          )}
          <Text size="xs" c="dimmed">
            Mỗi yêu cầu mang X-Signature-256: sha256=&lt;HMAC của thân yêu cầu&gt;, Idempotency-Key và X-Request-Id;
            không bao giờ mang access token của người dùng.
          </Text>
          <Group>
            <Button type="submit" loading={update.isPending}>
              Lưu
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
